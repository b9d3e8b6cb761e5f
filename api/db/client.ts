import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { z } from "zod";
import { isDatabaseUnavailable, isTransactionConflict } from "./errors";
import { pgliteExtensions } from "./pglite-extensions";
import { PGliteOnThread } from "./pglite-on-thread";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  /** Every transaction run through it is retried whole on a deadlock or serialization failure. */
  db: Db;
  kind: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** PGlite data folder, or `memory://` for a throw-away in-memory database. */
  dataDir: string;
  /** When set, PostgreSQL is used and `dataDir` is ignored. */
  databaseUrl?: string;
  /**
   * PGlite runs on a worker thread of its own, leaving this one to the pages (decision 037):
   * what the server does. Tests keep it on their own thread unless they test this.
   */
  thread?: boolean;
  migrationsFolder?: string;
  /** Says why PostgreSQL is not reachable yet, before each wait. Default: a console warning. */
  onWaiting?: (message: string) => void;
};

// Resolved from the working directory, not import.meta.url, because server.ts is bundled
// into build/server.js and the Docker image copies the folder to the same relative place.
const defaultMigrationsFolder = path.resolve("api/db/migrations");

// Any constant works; it only has to be the same for every instance running migrations.
const migrationsLockKey = 7_426_171_893;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, migrationsFolder, options.onWaiting);
  }
  const inMemory = options.dataDir.startsWith("memory://");
  const dataDir = inMemory ? options.dataDir : path.resolve(options.dataDir);
  if (!inMemory) fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  return options.thread
    ? openPgliteOnThread(dataDir, migrationsFolder)
    : openPglite(dataDir, migrationsFolder);
}

const databaseEnvSchema = z.object({
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .url({
        protocol: /^postgres(ql)?$/,
        error: "DATABASE_URL must be a postgres:// URL",
      })
      .optional(),
  ),
});

export function databaseOptionsFromEnv(
  env: Record<string, string | undefined>,
): OpenDatabaseOptions {
  const parsed = databaseEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new Error(`Invalid database environment: ${problems.join("; ")}`);
  }
  return {
    dataDir: parsed.data.DATA_DIR,
    databaseUrl: parsed.data.DATABASE_URL,
  };
}

async function openPglite(dataDir: string, migrationsFolder: string): Promise<Database> {
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  try {
    const db = retryingConflicts(drizzlePglite({ client, schema }));
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: "pglite",
      async ping() {
        await client.query("select 1");
      },
      async close() {
        await client.close();
      },
    };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function openPgliteOnThread(dataDir: string, migrationsFolder: string): Promise<Database> {
  const client = await PGliteOnThread.start({ dataDir, migrationsFolder });
  // Drizzle asks of its client only `query` and `transaction`, which the thread's stand-in has.
  const db = retryingConflicts(drizzlePglite({ client: client as unknown as PGlite, schema }));
  return {
    db,
    kind: "pglite",
    async ping() {
      await client.query("select 1");
    },
    close: () => client.close(),
  };
}

const MAX_TRANSACTION_ATTEMPTS = 5;

/**
 * PostgreSQL aborts one of two transactions that deadlock (40P01), or one that cannot be
 * serialized (40001); it rolled back whole, so it is run again, after a short random pause
 * that keeps the two from meeting again. Nested transactions (savepoints) are left to their
 * caller: only the outermost can be repeated.
 */
function retryingConflicts<T extends Db>(db: T): T {
  const transaction = db.transaction.bind(db);
  const retried: Db["transaction"] = async (work, config) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await transaction(work, config);
      } catch (error) {
        if (attempt >= MAX_TRANSACTION_ATTEMPTS || !isTransactionConflict(error)) throw error;
        await pause(Math.random() * 10 * 2 ** attempt);
      }
    }
  };
  return Object.assign(db, { transaction: retried });
}

function pause(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Where a connection goes, without its credentials: "db.example.com:5432/parkway". */
function serverName(databaseUrl: string) {
  const url = new URL(databaseUrl);
  return `${url.hostname}:${url.port || 5432}${url.pathname}`;
}

function reasonOf(error: unknown) {
  if (!(error instanceof Error)) return String(error);
  const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
  return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
}

const MAX_WAIT_MS = 30_000;

/**
 * Runs `connect` until the server answers: a database that is still starting, or away for a
 * while, is waited for with growing pauses (1 s, 2 s, 4 s … 30 s) and one line each time.
 * Anything else (a wrong password, a missing database) fails at once.
 */
async function untilReachable<T>(
  name: string,
  connect: () => Promise<T>,
  onWaiting: (message: string) => void,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await connect();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const waitMs = Math.min(MAX_WAIT_MS, 1_000 * 2 ** attempt);
      onWaiting(
        `PostgreSQL at ${name} is not reachable (${reasonOf(error)}); trying again in ${waitMs / 1000} s`,
      );
      await pause(waitMs);
    }
  }
}

async function openPostgres(
  databaseUrl: string,
  migrationsFolder: string,
  onWaiting: (message: string) => void = (message) => console.warn(message),
): Promise<Database> {
  const name = serverName(databaseUrl);
  // Without a timeout, a request waits for ever for a connection to a server that went away.
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  let closed = false;
  let warnedAt = 0;
  // A connection that breaks emits 'error' on its client, checked out or idle; without a
  // listener Node exits. The query running on it fails on its own, and its request answers
  // 503; here the loss is only told, at most once every 10 seconds of an outage. Once
  // closed, a connection the server ends on its way out is no news.
  function connectionLost(error: Error) {
    if (closed || Date.now() - warnedAt < 10_000) return;
    warnedAt = Date.now();
    console.warn(`PostgreSQL connection to ${name} lost: ${reasonOf(error)}`);
  }
  pool.on("connect", (client) => client.on("error", connectionLost));
  pool.on("error", connectionLost);
  try {
    await untilReachable(name, () => migratePostgresOnce(pool, migrationsFolder), onWaiting);
    const db = retryingConflicts(drizzleNodePostgres({ client: pool, schema }));
    return {
      db,
      kind: "postgres",
      async ping() {
        await db.execute(sql`select 1`);
      },
      async close() {
        closed = true;
        await pool.end();
      },
    };
  } catch (error) {
    closed = true;
    await pool.end();
    throw error;
  }
}

// Several instances may start together; an advisory lock makes the others wait for the first
// one's migrations instead of applying the same ones concurrently.
async function migratePostgresOnce(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query("select pg_advisory_lock($1)", [migrationsLockKey]);
    try {
      await migrateNodePostgres(drizzleNodePostgres({ client: connection, schema }), {
        migrationsFolder,
      });
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [migrationsLockKey]);
    }
  } finally {
    connection.release();
  }
}
