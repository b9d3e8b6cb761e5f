import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../api/db/client";

export type DatabaseKind = "pglite" | "postgres";

const POSTGRES_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database of the given kind for a server started in another process: its
 * environment (DATA_DIR for PGlite, DATABASE_URL for PostgreSQL) and how to remove it.
 */
export async function createEmptyDatabase(kind: DatabaseKind) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "parkway-bench-"));
  const name = `bench_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const env: Record<string, string> = { DATA_DIR: path.join(dataDir, "db") };
  if (kind === "postgres") {
    await onServer(`create database "${name}"`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  async function remove() {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (kind === "postgres") await onServer(`drop database if exists "${name}" with (force)`);
  }
  return { env, remove };
}

/**
 * A database of the given kind that outlives the run, named `name`: made empty the first time,
 * found again (with whatever an earlier run seeded into it) after. For measuring one build
 * after another without seeding 350,000 spaces each time.
 */
export async function keptDatabase(kind: DatabaseKind, name: string) {
  const dataDir = path.join(os.tmpdir(), "parkway-bench-kept", name);
  fs.mkdirSync(dataDir, { recursive: true });
  const env: Record<string, string> = { DATA_DIR: path.join(dataDir, "db") };
  if (kind === "postgres") {
    await onServer(`create database "${name}"`).catch((error: { code?: string }) => {
      if (error.code !== "42P04") throw error; // it exists already
    });
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  return { env, remove: async () => {} };
}

/**
 * Runs `measure` on a new, migrated database of the given kind — PGlite in a temporary folder, or a
 * database of its own on the PostgreSQL at DATABASE_URL — and removes it afterwards.
 */
export async function withBenchDatabase<Result>(
  kind: DatabaseKind,
  measure: (database: Database) => Promise<Result>,
): Promise<Result> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "parkway-bench-"));
  const name = `bench_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  let databaseUrl: string | undefined;
  if (kind === "postgres") {
    await onServer(`create database "${name}"`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const database = await openDatabase({ dataDir: path.join(dataDir, "db"), databaseUrl });
  try {
    return await measure(database);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (kind === "postgres") await onServer(`drop database if exists "${name}" with (force)`);
  }
}
