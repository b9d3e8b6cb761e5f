import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { shareConnections } from "../../server/connection-share";
import {
  ASK_FOR_PORT,
  bindSharedPort,
  HANDLES_PER_WORKER,
  listenAlone,
  offerSharedPort,
  type PortHandle,
  serversForPort,
} from "../../server/shared-port";
import { freePort } from "../../bench/free-port";

const workerScript = path.join(import.meta.dirname, "shared-port-worker.ts");
let port: number;
let handle: PortHandle;
const workers: ChildProcess[] = [];
let said: string[];
const watchShare = shareConnections();

/** A worker on `sharedPort`, bound at `onPort`; resolves with what it says once it listens. */
function startWorker(sharedPort: PortHandle, onPort: number) {
  const worker = fork(workerScript, [String(onPort)], {
    execArgv: ["--import", "tsx"],
    stdio: "inherit",
  });
  workers.push(worker);
  offerSharedPort(worker, sharedPort);
  watchShare(worker);
  return new Promise<string>((resolve) =>
    worker.on("message", (message) => {
      if (typeof message === "string" && message !== ASK_FOR_PORT) resolve(message);
    }),
  );
}

function ask(agent: http.Agent, on = port) {
  return new Promise<string>((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${on}/`, { agent }, (response) => {
        let body = "";
        response.on("data", (chunk) => (body += String(chunk)));
        response.on("end", () => resolve(body));
      })
      .on("error", reject);
  });
}

beforeAll(async () => {
  port = await freePort();
  handle = await bindSharedPort("127.0.0.1", port);
  said = await Promise.all([startWorker(handle, port), startWorker(handle, port)]);
}, 30_000);

/**
 * Stops `worker`, and only then closes the handle it was being sent: Node sends a worker the
 * next handle once it has acknowledged the last, and cannot send one closed in between.
 */
async function stopWorker(worker: ChildProcess) {
  if (worker.exitCode !== null || worker.signalCode !== null) return;
  const exited = once(worker, "exit");
  worker.kill();
  await exited;
}

afterAll(async () => {
  await Promise.all(workers.map(stopWorker));
  handle?.close();
});

test("each worker listens on the primary's port through several handles", () => {
  expect(said).toEqual([
    `listening on ${HANDLES_PER_WORKER}`,
    `listening on ${HANDLES_PER_WORKER}`,
  ]);
});

test("the workers answer 64 connections opened at once; the primary takes none", async () => {
  const agent = new http.Agent({ keepAlive: false, maxSockets: 64 });
  const answeredBy = await Promise.all(Array.from({ length: 64 }, () => ask(agent)));
  const workerPids = workers.slice(0, 2).map((worker) => String(worker.pid));
  expect(answeredBy.every((pid) => workerPids.includes(pid))).toBe(true);
});

test("a port already taken is named when the workers listen", async () => {
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
  const { port: takenPort } = taken.address() as net.AddressInfo;
  const bound = await bindSharedPort("127.0.0.1", takenPort);
  expect(await startWorker(bound, takenPort)).toBe(
    `Error: Parkway could not listen on 127.0.0.1:${takenPort}: EADDRINUSE`,
  );
  await stopWorker(workers.at(-1)!);
  bound.close();
  taken.close();
}, 30_000);

test("connections that fall unevenly on the workers end 8 and 8, with few reopened", async () => {
  const workerPids = workers.slice(0, 2).map((worker) => String(worker.pid));
  const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
  let opened = 0;
  const connect = agent.createConnection.bind(agent);
  agent.createConnection = (...args) => {
    opened += 1;
    return connect(...args);
  };
  const split = (answeredBy: string[]) =>
    workerPids.map((pid) => answeredBy.filter((by) => by === pid).length);
  const rounds: number[][] = [];
  try {
    for (let round = 0; round < 100; round += 1) {
      rounds.push(split(await Promise.all(Array.from({ length: 16 }, () => ask(agent)))));
      if (rounds.at(-1)!.every((count) => count === 8)) break;
    }
  } finally {
    agent.destroy();
  }
  const record = `answers by each worker, round after round: ${JSON.stringify(rounds)}`;
  expect(rounds.at(-1), record).toEqual([8, 8]);
  const mustMove = Math.abs(rounds[0]![0]! - 8);
  expect(opened - 16, record).toBeLessThanOrEqual(3 * mustMove + 2);
}, 30_000);

test("a process on its own listens through as many handles as a worker", async () => {
  const alonePort = await freePort();
  const servers = serversForPort(() =>
    http.createServer((_request, response) => response.end("alone")),
  );
  await listenAlone(servers, { host: "127.0.0.1", port: alonePort });
  try {
    expect(servers.filter((server) => server.listening)).toHaveLength(HANDLES_PER_WORKER);
    const agent = new http.Agent({ keepAlive: false, maxSockets: 64 });
    const answers = await Promise.all(Array.from({ length: 64 }, () => ask(agent, alonePort)));
    expect(new Set(answers)).toEqual(new Set(["alone"]));
    await expect(
      listenAlone(serversForPort(http.createServer), { host: "127.0.0.1", port: alonePort }),
    ).rejects.toThrow(`Parkway could not listen on 127.0.0.1:${alonePort}: EADDRINUSE`);
  } finally {
    for (const server of servers) server.close();
  }
}, 30_000);

test("a process on its own whose helper cannot start says so rather than waiting", async () => {
  const alonePort = await freePort();
  const node = process.execPath;
  process.execPath = path.join(import.meta.dirname, "no-such-node");
  try {
    await expect(
      listenAlone(serversForPort(http.createServer), { host: "127.0.0.1", port: alonePort }),
    ).rejects.toThrow(
      `Parkway could not listen on 127.0.0.1:${alonePort}: its helper process did not start`,
    );
  } finally {
    process.execPath = node;
  }
  const servers = serversForPort(http.createServer);
  await listenAlone(servers, { host: "127.0.0.1", port: alonePort });
  for (const server of servers) server.close();
});
