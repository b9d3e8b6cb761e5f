import { EventEmitter, once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test } from "vitest";
import { CONNECTION_SHARE, keepToShare, shareOf } from "../../server/connection-share";

test("a worker's share is the mean of the open connections, rounded up", () => {
  expect(shareOf([16, 0])).toBe(8);
  expect(shareOf([9, 8])).toBe(9);
  expect(shareOf([3])).toBe(3);
  expect(shareOf([0, 0, 0])).toBe(0);
  expect(shareOf([])).toBe(Number.POSITIVE_INFINITY);
});

type Report = { open: number; report: number };

/**
 * The primary as a worker sees it: the reports the worker sends it, and `tellShare`, which
 * answers the last report heard with the share.
 */
function fakePrimary() {
  const channel = new EventEmitter();
  const reports: Report[] = [];
  return {
    on: (event: "message", listener: (message: unknown) => void) => channel.on(event, listener),
    send: (message: Report) => reports.push(message),
    tellShare: (share: number) =>
      channel.emit("message", { type: CONNECTION_SHARE, share, heard: reports.at(-1)?.report }),
    lastOpen: () => reports.at(-1)?.open,
  };
}

const servers: http.Server[] = [];
const agents: http.Agent[] = [];

afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const server of servers.splice(0)) server.close();
});

async function serve() {
  const server = http.createServer((_request, response) => response.end("ok"));
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const listenAgain = () =>
    new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return { server, port, listenAgain };
}

/** A client keeping one connection open: each call asks on it, and says how the answer ended. */
function client(port: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  agents.push(agent);
  return () =>
    new Promise<string>((resolve, reject) => {
      http
        .get(`http://127.0.0.1:${port}/`, { agent }, (response) => {
          response.resume();
          response.on("end", () => resolve(String(response.headers.connection)));
        })
        .on("error", reject);
    });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

test("a worker over its share stops taking connections, and closes the excess one by one once the primary has heard", async () => {
  const { server, port, listenAgain } = await serve();
  const primary = fakePrimary();
  let askedForPort = 0;
  keepToShare(
    [server],
    () => {
      askedForPort += 1;
      return listenAgain();
    },
    primary,
  );
  const clients = [client(port), client(port), client(port)];
  const askAll = () => Promise.all(clients.map((ask) => ask()));
  expect(await askAll()).toEqual(["keep-alive", "keep-alive", "keep-alive"]);
  await settled();
  expect(primary.lastOpen()).toBe(3);

  primary.tellShare(1);
  expect(server.listening).toBe(false);
  expect(await askAll()).toEqual(["close", "keep-alive", "keep-alive"]);
  await settled();
  expect(primary.lastOpen()).toBe(2);

  const [, ...stillOpen] = clients;
  const askStillOpen = () => Promise.all(stillOpen.map((ask) => ask()));
  expect(await askStillOpen(), "the primary has not yet heard of the closing").toEqual([
    "keep-alive",
    "keep-alive",
  ]);
  primary.tellShare(1);
  expect(await askStillOpen()).toEqual(["close", "keep-alive"]);
  await settled();
  expect(primary.lastOpen()).toBe(1);
  expect(askedForPort).toBe(1);
  expect(server.listening).toBe(true);
});

test("within its share a worker keeps every connection and goes on taking more", async () => {
  const { server, port, listenAgain } = await serve();
  const primary = fakePrimary();
  keepToShare([server], listenAgain, primary);
  primary.tellShare(2);
  const clients = [client(port), client(port)];
  for (let round = 0; round < 3; round += 1) {
    expect(await Promise.all(clients.map((ask) => ask()))).toEqual(["keep-alive", "keep-alive"]);
  }
  expect(server.listening).toBe(true);
});

test("a stopped worker does not take the port again", async () => {
  const { server, port, listenAgain } = await serve();
  const primary = fakePrimary();
  let askedForPort = 0;
  const stop = keepToShare(
    [server],
    () => {
      askedForPort += 1;
      return listenAgain();
    },
    primary,
  );
  const clients = [client(port), client(port)];
  await Promise.all(clients.map((ask) => ask()));
  primary.tellShare(1);
  stop();
  await Promise.all(clients.map((ask) => ask()));
  await settled();
  expect(askedForPort).toBe(0);
  expect(server.listening).toBe(false);
});
