import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { expect, test } from "vitest";

/**
 * Drizzle's transaction on a pool (patches/drizzle-orm, decision 035): every connection it checks
 * out is given back, and one that broke is given back as broken, so the pool drops it rather than
 * losing a place for good or lending a dead connection again.
 */

type Answer = "ok" | "fails";

/** A pool whose one connection answers each statement as `answers` says, counting returns. */
function poolAnswering(answers: Partial<Record<"begin" | "commit" | "rollback", Answer>>) {
  const returned: (Error | undefined)[] = [];
  const statements: string[] = [];
  const connection = {
    async query(query: string | { text: string }) {
      const text = typeof query === "string" ? query : query.text;
      statements.push(text);
      if (answers[text as keyof typeof answers] === "fails") {
        throw new Error("Connection terminated unexpectedly");
      }
      return { rows: [], rowCount: 0, command: text.toUpperCase(), fields: [] };
    },
    release(error?: Error) {
      returned.push(error);
    },
  };
  const pool = new pg.Pool();
  pool.connect = (async () => connection) as unknown as pg.Pool["connect"];
  return { db: drizzle({ client: pool }), returned, statements };
}

test("a connection that fails at BEGIN is given back as broken, and the work never runs", async () => {
  const { db, returned, statements } = poolAnswering({ begin: "fails" });
  let ran = false;

  await expect(
    db.transaction(async () => {
      ran = true;
    }),
  ).rejects.toThrow();

  expect(ran).toBe(false);
  expect(statements).toEqual(["begin"]);
  expect(returned).toHaveLength(1);
  expect(returned[0]).toBeInstanceOf(Error);
});

test("work that fails on a connection that cannot roll back throws its own error, and the connection is dropped", async () => {
  const { db, returned, statements } = poolAnswering({ rollback: "fails" });
  const refused = new Error("the bay was taken");

  await expect(
    db.transaction(async () => {
      throw refused;
    }),
  ).rejects.toBe(refused);

  expect(statements).toEqual(["begin", "rollback"]);
  expect(returned).toHaveLength(1);
  expect(returned[0]).toBeInstanceOf(Error);
});

test("a transaction that commits, or rolls back cleanly, gives its healthy connection back", async () => {
  const { db, returned, statements } = poolAnswering({});

  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
  });
  await expect(
    db.transaction(async () => {
      throw new Error("nothing to book");
    }),
  ).rejects.toThrow("nothing to book");

  expect(statements).toEqual(["begin", "select 1", "commit", "begin", "rollback"]);
  expect(returned).toEqual([undefined, undefined]);
});
