import cluster, { type Worker } from "node:cluster";
import { shareConnections } from "./connection-share";
import { offerSharedPort, type PortHandle } from "./shared-port";

export type WorkerPlan = {
  /** Processes serving requests; 1 is the host alone, with no cluster primary. */
  count: number;
  /** One line for the start log: why this many. */
  reason: string;
};

export type WorkerPlanInput = {
  production: boolean;
  mocks: boolean;
  databaseUrl: string | undefined;
  webConcurrency: number | undefined;
  cores: number;
};

const workerCount = (count: number) => (count === 1 ? "1 worker" : `${count} workers`);

/**
 * How many processes serve requests. The embedded database (PGlite) lives inside its process and
 * takes one connection, so it keeps the host to one; so do development (Vite's dev server) and
 * the mocked upstreams. With PostgreSQL, one worker per core, or WEB_CONCURRENCY.
 */
export function planWorkers({
  production,
  mocks,
  databaseUrl,
  webConcurrency,
  cores,
}: WorkerPlanInput): WorkerPlan {
  if (mocks) return { count: 1, reason: "one process: mocked upstreams" };
  if (!production) return { count: 1, reason: "one process: development" };
  if (!databaseUrl) {
    return {
      count: 1,
      reason:
        "one process, with the embedded database (PGlite) on a thread of its own; set DATABASE_URL for one worker per core",
    };
  }
  if (webConcurrency !== undefined) {
    return { count: webConcurrency, reason: `${workerCount(webConcurrency)} (WEB_CONCURRENCY)` };
  }
  const count = Math.max(1, cores);
  return { count, reason: `${workerCount(count)}, one per core` };
}

/** Set in a worker's environment: it alone runs the background upkeep. */
export const UPKEEP_WORKER = "PARKWAY_UPKEEP_WORKER";

/** What a worker tells the primary once it listens on the shared port. */
export const LISTENING = "parkway:listening";

/**
 * The cluster primary: starts `count` workers on the bound port, replaces one that crashes once
 * it has served (one that dies before it listens is a start-up failure, which another start would
 * repeat), tells each its share of the connections in use, and on SIGTERM or SIGINT stops them
 * all, each finishing its open requests.
 */
export function superviseWorkers(count: number, port: PortHandle) {
  const watchShare = shareConnections();
  let stopping = false;
  let exitCode = 0;
  const upkeepWorker = { id: -1 };

  function start(upkeep: boolean) {
    const worker = cluster.fork(upkeep ? { [UPKEEP_WORKER]: "1" } : {});
    if (upkeep) upkeepWorker.id = worker.id;
    let listening = false;
    offerSharedPort(worker, port);
    watchShare(worker);
    worker.on("message", (message) => {
      if (message === LISTENING) listening = true;
    });
    worker.once("exit", (code, signal) => replace(worker, listening, code, signal));
  }

  function replace(worker: Worker, listened: boolean, code: number, signal: string | null) {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!listened) {
      console.error(`Worker ${worker.id} stopped with ${how} before it started: stopping`);
      stop("start-up failure", 1);
      return;
    }
    console.error(`Worker ${worker.id} stopped with ${how}: starting another`);
    start(worker.id === upkeepWorker.id);
  }

  function stop(reason: string, code = 0) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    console.info(`${reason}: stopping the workers once their open requests finish`);
    const workers = Object.values(cluster.workers ?? {}).filter(Boolean) as Worker[];
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill("SIGTERM");
    // Each worker gives its open requests 10 s (server.ts): past that, something is stuck.
    setTimeout(() => process.exit(1), 12_000).unref();
  }

  for (let index = 0; index < count; index += 1) start(index === 0);
  process.on("SIGTERM", () => stop("SIGTERM received"));
  process.on("SIGINT", () => stop("SIGINT received"));
}
