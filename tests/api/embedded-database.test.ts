import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, test, vi } from "vitest";
import { type Database, openDatabase } from "../../api/db/client";
import { contactAttachments, contactMessages, users } from "../../api/db/schema";
import { bearerFor, createTestApi, jsonBody } from "./fixtures";

// Each test starts PostgreSQL in WebAssembly once or twice: slow on a machine busy with others.
vi.setConfig({ testTimeout: 120_000 });

const opened: Database[] = [];
let scratchFolder: string | undefined;

afterEach(async () => {
  await Promise.all(opened.splice(0).map((database) => database.close()));
  if (scratchFolder) {
    fs.rmSync(scratchFolder, { recursive: true, force: true });
  }
});

async function open(options: Parameters<typeof openDatabase>[0]) {
  const database = await openDatabase(options);
  opened.push(database);
  return database;
}

const embeddedOnly = process.env.TEST_DATABASE !== "pglite";

describe.skipIf(embeddedOnly).each([
  { where: "on the caller's thread", thread: false },
  { where: "on a thread of its own", thread: true },
])("the embedded database $where", ({ thread }) => {
  test("keeps feature flags and the signing key across restarts", async () => {
    scratchFolder = fs.mkdtempSync(path.join(os.tmpdir(), "parkway-test-"));
    const dataDir = path.join(scratchFolder, "not", "yet", "created");

    const first = await openDatabase({ dataDir, thread });
    const issued = await createTestApi(first, { jwtSecret: null }).request(
      "/api/v2/auth/anonymous-token",
      { method: "POST" },
    );
    const guestToken = (await issued.json()).data.access_token;
    const switched = await createTestApi(first).request("/api/v2/admin/site-config/features/ada", {
      method: "PUT",
      ...jsonBody({ enabled: true }, await bearerFor(["admin"])),
    });
    expect(switched.status).toBe(200);
    await first.close();

    const reopened = await open({ dataDir, thread });
    const api = createTestApi(reopened, { jwtSecret: null });
    const config = await (await api.request("/api/v2/site-config")).json();
    const guestOnAdminRoute = await api.request("/api/v2/admin/site-config/features/ada", {
      method: "PUT",
      ...jsonBody({ enabled: false }, { Authorization: `Bearer ${guestToken}` }),
    });

    expect(config.data.features.ada).toBe(true);
    expect(guestOnAdminRoute.status).toBe(403);
  });

  test("keeps a transaction to itself: others wait for its end and never see what it undid", async () => {
    const { db } = await open({ dataDir: "memory://", thread });
    const seen: string[] = [];
    let begun!: () => void;
    const inside = new Promise<void>((resolve) => (begun = resolve));
    const undone = db.transaction(async (tx) => {
      await tx.insert(users).values({ email: "ada@example.com", firstName: "Ada", lastName: "L" });
      begun();
      await new Promise((resolve) => setTimeout(resolve, 50));
      seen.push("transaction ends");
      throw new Error("changed my mind");
    });
    await inside;
    const outside = db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .then(([row]) => {
        seen.push("outside answered");
        return row?.count;
      });

    await expect(undone).rejects.toThrow("changed my mind");
    expect(await outside).toBe(0);
    expect(seen).toEqual(["transaction ends", "outside answered"]);
  });
});

test.skipIf(embeddedOnly)(
  "the embedded database's thread says why it could not open, and stops",
  async () => {
    const opening = openDatabase({
      dataDir: "memory://",
      thread: true,
      migrationsFolder: path.join(os.tmpdir(), "parkway-no-such-migrations"),
    });
    await expect(opening).rejects.toThrow("Can't find meta/_journal.json file");
  },
);

test.skipIf(embeddedOnly)(
  "the embedded database answers the same from its own thread as from the caller's",
  async () => {
    const [here, there] = await Promise.all([
      open({ dataDir: "memory://", thread: false }),
      open({ dataDir: "memory://", thread: true }),
    ]);
    async function roundTrip({ db }: Database) {
      const [user] = await db
        .insert(users)
        .values({
          email: "Grace@Example.com",
          firstName: "Grace",
          lastName: "Hopper",
          scopes: ["driver", "landlord"],
          sessionsValidAfter: new Date("2026-11-27T09:30:00Z"),
        })
        .returning();
      const [message] = await db
        .insert(contactMessages)
        .values({ name: "Grace", email: "grace@example.com", topic: "other", message: "Hello" })
        .returning();
      await db.insert(contactAttachments).values({
        messageId: message!.id,
        filename: "bay.png",
        contentType: "image/png",
        bytes: Buffer.from([137, 80, 78, 71]),
      });
      const duplicate = await db
        .insert(users)
        .values({ email: "grace@example.com", firstName: "G", lastName: "H" })
        .then(
          () => null,
          (error: Error & { cause?: { code?: string; constraint?: string } }) => error.cause,
        );
      const [found] = await db.select().from(users).where(eq(users.email, "GRACE@example.com"));
      const [attachment] = await db.select().from(contactAttachments);
      const { rows } = (await db.execute(
        sql`select 1.50::numeric as price, 9007199254740993::int8 as big, '{"a":[1]}'::jsonb as doc, now() - now() as nothing`,
      )) as { rows: unknown[] };
      const { id: _id, createdAt, updatedAt, ...kept } = found!;
      return {
        returned: user!.scopes,
        kept,
        stamped: createdAt instanceof Date && updatedAt instanceof Date,
        bytes: [...attachment!.bytes],
        duplicate: { code: duplicate?.code, constraint: duplicate?.constraint },
        rows,
      };
    }

    const fromHere = await roundTrip(here);
    expect(fromHere.duplicate.code).toBe("23505");
    expect(fromHere.bytes).toEqual([137, 80, 78, 71]);
    expect(await roundTrip(there)).toEqual(fromHere);
  },
);
