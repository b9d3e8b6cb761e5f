import { randomUUID } from "node:crypto";
import pg from "pg";
import { z } from "zod";
import { type Database, openDatabase } from "../../api/db/client";

const testEnvSchema = z.discriminatedUnion("TEST_DATABASE", [
  z.object({ TEST_DATABASE: z.literal("pglite") }),
  z.object({
    TEST_DATABASE: z.literal("postgres"),
    DATABASE_URL: z.string({ error: "DATABASE_URL must point at a PostgreSQL server" }).min(1),
  }),
]);

/**
 * A migrated, empty database for one test file: PGlite in memory, or a new database on the
 * PostgreSQL server at DATABASE_URL that `close()` drops again.
 *
 * A database per file rather than a schema per file, because drizzle-kit writes foreign keys
 * as `REFERENCES "public"."table"`, which would point out of a per-file schema.
 */
export async function createTestDatabase(): Promise<Database> {
  const env = testEnvSchema.parse({ TEST_DATABASE: "pglite", ...process.env });
  if (env.TEST_DATABASE === "pglite") {
    return openDatabase({ dataDir: "memory://" });
  }

  const name = `test_${randomUUID().replaceAll("-", "").slice(0, 20)}`;
  await onServer(env.DATABASE_URL, `CREATE DATABASE "${name}"`);
  const url = new URL(env.DATABASE_URL);
  url.pathname = `/${name}`;
  let database: Database;
  try {
    database = await openDatabase({
      dataDir: "memory://",
      databaseUrl: url.toString(),
    });
  } catch (error) {
    await onServer(env.DATABASE_URL, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    throw error;
  }
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(env.DATABASE_URL, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
