import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { z } from "zod";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
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
  migrationsFolder?: string;
};

// Reopening a PGlite data folder without the same extensions fails with 58P01.
const pgliteExtensions = { btree_gist, cube, earthdistance, pg_trgm, citext };

// Resolved from the working directory, not import.meta.url, because server.ts is bundled
// into build/server.js and the Docker image copies the folder to the same relative place.
const defaultMigrationsFolder = path.resolve("api/db/migrations");

// Any constant works; it only has to be the same for every instance running migrations.
const migrationsLockKey = 7_426_171_893;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder;
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, migrationsFolder);
  }
  return openPglite(options.dataDir, migrationsFolder);
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
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) {
    fs.mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  }
  const client = await PGlite.create(inMemory ? dataDir : path.resolve(dataDir), {
    extensions: pgliteExtensions,
  });
  try {
    const db = drizzlePglite({ client, schema });
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

async function openPostgres(databaseUrl: string, migrationsFolder: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  let closed = false;
  // An idle client that loses its connection emits 'error'; without a listener Node exits.
  // Once closed, a connection the server ends on its way out is no news.
  pool.on("error", (error) => {
    if (!closed) console.error("PostgreSQL idle client error:", error.message);
  });
  try {
    await migratePostgresOnce(pool, migrationsFolder);
    const db = drizzleNodePostgres({ client: pool, schema });
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
