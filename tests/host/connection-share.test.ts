import { EventEmitter } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, test, vi } from "vitest";
import { CONNECTION_SHARE, keepToShare, shareOf } from "../../server/connection-share";

test("a worker's share is the mean of the open connections, rounded up", () => {
  expect(shareOf([16, 0])).toBe(8);
  expect(shareOf([9, 8])).toBe(9);
  expect(shareOf([3])).toBe(3);
  expect(shareOf([0, 0, 0])).toBe(0);
  expect(shareOf([])).toBe(Number.POSITIVE_INFINITY);
});

type Report = { busy: number; report: number };

/**
 * The primary as a worker sees it: the reports the worker sends it, and `tellShare`, which
 * answers the last report heard with the share.
 */
function fakePrimary() {
  const channel = new EventEmitter();
  const reports: Report[] = [];
  return {
    on: (event: "message", listener: (message: unknown) => void) => channel.on(event, listener),
    send: (message: Report, callback: (error: Error | null) => void) => {
      reports.push(message);
      callback(null);
    },
    tellShare: (share: number) =>
      channel.emit("message", { type: CONNECTION_SHARE, share, heard: reports.at(-1)?.report }),
    lastBusy: () => reports.at(-1)?.busy,
  };
}

const servers: http.Server[] = [];
const agents: http.Agent[] = [];

afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
  for (const server of servers.splice(0)) server.close();
});

/**
 * A worker's one server kept to its share by `primary`: it listens on a free port first, and on
 * that port again each time it asks for it.
 */
async function serveKeptToShare(primary: ReturnType<typeof fakePrimary>, idleAfterMs?: number) {
  const server = http.createServer((_request, response) => response.end("ok"));
  servers.push(server);
  let port = 0;
  let asked = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      asked += 1;
      server.listen(port, "127.0.0.1", () => resolve());
    });
  const share = keepToShare([server], listen, primary, { idleAfterMs });
  await share.listening;
  port = (server.address() as AddressInfo).port;
  return { server, port, stop: share.stop, askedAgain: () => asked - 1 };
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

const closes = (answers: string[]) => answers.filter((connection) => connection === "close");

test("a connection idle for a while leaves the count, and a request brings it back", async () => {
  const primary = fakePrimary();
  const { port } = await serveKeptToShare(primary, 200);
  const ask = client(port);
  await ask();
  await vi.waitFor(() => expect(primary.lastBusy()).toBe(1));
  await vi.waitFor(() => expect(primary.lastBusy()).toBe(0));
  expect(await ask()).toBe("keep-alive");
  await vi.waitFor(() => expect(primary.lastBusy()).toBe(1));
});

test("a worker holding no connection tells the primary so", async () => {
  const primary = fakePrimary();
  await serveKeptToShare(primary);
  await vi.waitFor(() => expect(primary.lastBusy()).toBe(0));
});

test("a worker over its share stops taking connections, and closes the excess one by one once the primary has heard", async () => {
  const primary = fakePrimary();
  const { server, port, askedAgain } = await serveKeptToShare(primary);
  const clients = [client(port), client(port), client(port)];
  const askAll = (which = clients) => Promise.all(which.map((ask) => ask()));
  expect(await askAll()).toEqual(["keep-alive", "keep-alive", "keep-alive"]);
  await vi.waitFor(() => expect(primary.lastBusy()).toBe(3));

  primary.tellShare(1);
  expect(server.listening).toBe(false);
  const first = await askAll();
  expect(closes(first)).toHaveLength(1);
  await vi.waitFor(() => expect(primary.lastBusy()).toBe(2));

  const stillOpen = clients.filter((_ask, index) => first[index] === "keep-alive");
  expect(closes(await askAll(stillOpen)), "the primary has not yet heard of the closing").toEqual(
    [],
  );
  primary.tellShare(1);
  expect(closes(await askAll(stillOpen))).toHaveLength(1);
  await vi.waitFor(() => expect(primary.lastBusy()).toBe(1));
  expect(askedAgain()).toBe(1);
  expect(server.listening).toBe(true);
});

test("within its share a worker keeps every connection and goes on taking more", async () => {
  const primary = fakePrimary();
  const { server, port } = await serveKeptToShare(primary);
  primary.tellShare(2);
  const clients = [client(port), client(port)];
  for (let round = 0; round < 3; round += 1) {
    expect(await Promise.all(clients.map((ask) => ask()))).toEqual(["keep-alive", "keep-alive"]);
  }
  expect(server.listening).toBe(true);
});

test("a stopping worker does not take the port again", async () => {
  const primary = fakePrimary();
  const { server, port, stop, askedAgain } = await serveKeptToShare(primary);
  const clients = [client(port), client(port)];
  await Promise.all(clients.map((ask) => ask()));
  await vi.waitFor(() => expect(primary.lastBusy()).toBe(2));
  primary.tellShare(1);
  await stop();
  expect(closes(await Promise.all(clients.map((ask) => ask())))).toHaveLength(1);
  await vi.waitFor(() => expect(primary.lastBusy()).toBe(1));
  expect(askedAgain()).toBe(0);
  expect(server.listening).toBe(false);
});
