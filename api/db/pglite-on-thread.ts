import { Worker } from "node:worker_threads";
import type { QueryOptions, Results, RowMode } from "@electric-sql/pglite";

/** What the thread is started with. */
export type ThreadStart = { dataDir: string; migrationsFolder: string };

export type ThreadRequest =
  | {
      kind: "query";
      id: number;
      sql: string;
      params: unknown[];
      rowMode: RowMode | undefined;
      /** Type ids whose values the caller reads itself, from text. */
      textTypes: number[];
    }
  | { kind: "close" };

type Failure = Record<string, unknown>;

export type ThreadAnswer =
  | { kind: "ready" }
  | { kind: "failed"; error: Failure }
  | { kind: "result"; id: number; result: Results }
  | { kind: "error"; id: number; error: Failure }
  | { kind: "closed" };

/** A query's failure as the caller would have met it on the main thread: code, detail and all. */
function asError(failure: Failure) {
  const error = new Error(String(failure.message));
  return Object.assign(error, failure);
}

/**
 * A drizzle-ready stand-in for a PGlite client whose database runs on a worker thread
 * (`pglite-thread.ts`, decision 037). Queries are sent as they come, and PGlite runs them in
 * turn; while a transaction is open, queries from outside it wait until it ends, as they wait
 * for PGlite's own lock when it runs on this thread.
 */
export class PGliteOnThread {
  #worker: Worker;
  #nextId = 1;
  #pending = new Map<number, { resolve(result: Results): void; reject(error: Error): void }>();
  /** Settles when the transaction open now, or the last one queued, has ended. */
  #transactions: Promise<void> = Promise.resolve();
  #closed: Promise<void> | null = null;
  /** Why the thread is gone, once it is: every query after that fails at once with it. */
  #stopped: Error | null = null;
  #ready: Promise<void>;
  #fail!: (error: Error) => void;

  private constructor(worker: Worker) {
    this.#worker = worker;
    let opened!: () => void;
    this.#ready = new Promise((resolve, reject) => ([opened, this.#fail] = [resolve, reject]));
    worker.on("message", (answer: ThreadAnswer) => {
      if (answer.kind === "ready") opened();
      if (answer.kind === "failed") this.#fail(asError(answer.error));
      if (answer.kind !== "result" && answer.kind !== "error") return;
      const waiting = this.#pending.get(answer.id);
      this.#pending.delete(answer.id);
      if (answer.kind === "result") waiting?.resolve(answer.result);
      else waiting?.reject(asError(answer.error));
    });
    worker.on("error", (error) => this.#stop(error));
    worker.on("exit", (code) => {
      this.#stop(new Error(`The embedded database's thread has stopped (exit code ${code})`));
    });
    this.#ready.catch(() => {});
  }

  /** Starts the thread, which opens the data folder and applies the migrations. */
  static async start(start: ThreadStart): Promise<PGliteOnThread> {
    // The build bundles the thread beside the server; from sources, tsx's loader comes first.
    const entry = import.meta.url.endsWith(".ts")
      ? "./pglite-thread-from-source.mjs"
      : "./pglite-thread.js";
    const worker = new Worker(new URL(entry, import.meta.url), { workerData: start });
    const client = new PGliteOnThread(worker);
    try {
      await client.#ready;
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    return client;
  }

  #stop(error: Error) {
    this.#stopped ??= error;
    this.#fail(error);
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }

  #send<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) {
    if (this.#stopped) return Promise.reject(this.#stopped);
    if (this.#closed) return Promise.reject(new Error("The embedded database is closed"));
    const id = this.#nextId++;
    const request: ThreadRequest = {
      kind: "query",
      id,
      sql,
      params,
      rowMode: options.rowMode,
      textTypes: Object.keys(options.parsers ?? {}).map(Number),
    };
    return new Promise<Results<T>>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (result: Results) => void, reject });
      this.#worker.postMessage(request);
    });
  }

  async query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await this.#transactions;
    return this.#send<T>(sql, params, options);
  }

  /** BEGIN, the work with queries of its own, then COMMIT, or ROLLBACK when the work throws. */
  async transaction<T>(work: (tx: { query: PGliteOnThread["query"] }) => Promise<T>): Promise<T> {
    const before = this.#transactions;
    let ended!: () => void;
    this.#transactions = new Promise((resolve) => (ended = resolve));
    await before;
    try {
      await this.#send("BEGIN");
      try {
        const result = await work({
          query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
            this.#send<R>(sql, params, options),
        });
        await this.#send("COMMIT");
        return result;
      } catch (error) {
        await this.#send("ROLLBACK");
        throw error;
      }
    } finally {
      ended();
    }
  }

  close(): Promise<void> {
    this.#closed ??= new Promise<void>((resolve) => {
      this.#worker.on("message", (answer: ThreadAnswer) => {
        if (answer.kind === "closed") resolve();
      });
      this.#worker.once("exit", () => resolve());
      this.#worker.postMessage({ kind: "close" } satisfies ThreadRequest);
    }).then(() => this.#worker.terminate().then(() => undefined));
    return this.#closed;
  }
}
