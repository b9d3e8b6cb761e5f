/**
 * The embedded database on a thread of its own (decision 037): PGlite, its migrations and every
 * query run here, so that the main thread renders pages while PostgreSQL's WebAssembly works.
 * The main thread's side is `pglite-on-thread.ts`; the messages between them are typed there.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { ThreadAnswer, ThreadRequest, ThreadStart } from "./pglite-on-thread";
import { pgliteExtensions } from "./pglite-extensions";

const { dataDir, migrationsFolder } = workerData as ThreadStart;
const port = parentPort!;

/** What a failed query says, as plain data: an Error's own fields do not survive the crossing. */
function failure(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === "function") continue;
    fields[key] = typeof value === "object" && value !== null ? String(value) : value;
  }
  return fields;
}

/** Values of these types stay text, as the caller asked (drizzle reads dates itself). */
function optionsOf(request: Extract<ThreadRequest, { kind: "query" }>): QueryOptions {
  const keepText = (value: string) => value;
  return {
    rowMode: request.rowMode,
    parsers: Object.fromEntries(request.textTypes.map((type) => [type, keepText])),
  };
}

async function start() {
  const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
  try {
    await migrate(drizzle({ client }), { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return client;
}

const opening = start();
opening.then(
  () => port.postMessage({ kind: "ready" } satisfies ThreadAnswer),
  (error: unknown) => port.postMessage({ kind: "failed", error: failure(error) }),
);

port.on("message", async (request: ThreadRequest) => {
  const client = await opening;
  if (request.kind === "close") {
    await client.close();
    port.postMessage({ kind: "closed" } satisfies ThreadAnswer);
    port.close();
    return;
  }
  try {
    const result = await client.query<Record<string, unknown>>(
      request.sql,
      request.params,
      optionsOf(request),
    );
    port.postMessage({
      kind: "result",
      id: request.id,
      result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows },
    } satisfies ThreadAnswer);
  } catch (error) {
    port.postMessage({
      kind: "error",
      id: request.id,
      error: failure(error),
    } satisfies ThreadAnswer);
  }
});
