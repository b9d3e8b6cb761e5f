import type { Worker } from "node:cluster";
import type http from "node:http";
import net from "node:net";

/** What a worker tells its primary whenever its count of busy connections changes. */
export const BUSY_CONNECTIONS = "parkway:busy-connections";
/** What the primary answers each report with, and tells every worker when the share changes. */
export const CONNECTION_SHARE = "parkway:connection-share";

/** `report` numbers a worker's reports, so that it knows which the primary has heard. */
type BusyConnections = { type: typeof BUSY_CONNECTIONS; busy: number; report: number };
type ConnectionShare = { type: typeof CONNECTION_SHARE; share: number; heard?: number };

const isMessage =
  <T extends { type: string }>(type: T["type"]) =>
  (message: unknown): message is T =>
    typeof message === "object" && message !== null && "type" in message && message.type === type;
const isBusyConnections = isMessage<BusyConnections>(BUSY_CONNECTIONS);
const isConnectionShare = isMessage<ConnectionShare>(CONNECTION_SHARE);

/** Each worker's share of the busy connections: their mean over the workers, rounded up. */
export function shareOf(busyByWorker: readonly number[]): number {
  if (busyByWorker.length === 0) return Number.POSITIVE_INFINITY;
  const total = busyByWorker.reduce((sum, busy) => sum + busy, 0);
  return Math.ceil(total / busyByWorker.length);
}

type Child = {
  on(event: "message", listener: (message: unknown) => void): unknown;
  once(event: "exit", listener: () => void): unknown;
  send: Worker["send"];
};

/** A message to a worker that has since stopped is lost with it; its exit is seen apart. */
const sentOrGone = () => {};

/**
 * In the primary: hears each worker's count of busy connections, answers each report with the
 * share, and tells the other workers when it changes. Workers take connections from one socket,
 * and the one woken first takes them: 16 connections opened at once fell 16 and 0 on two idle
 * workers as often as 8 and 8.
 */
export function shareConnections() {
  const workers = new Set<Child>();
  const busyByWorker = new Map<Child, number>();
  const told = new WeakMap<Child, number>();

  function tell(worker: Child, share: number, heard?: number) {
    told.set(worker, share);
    worker.send({ type: CONNECTION_SHARE, share, heard } satisfies ConnectionShare, sentOrGone);
  }

  function tellChangedShare() {
    const share = shareOf([...busyByWorker.values()]);
    for (const worker of workers) {
      if (told.get(worker) !== share && Number.isFinite(share)) tell(worker, share);
    }
  }

  return function watch(worker: Child) {
    workers.add(worker);
    worker.on("message", (message) => {
      if (!isBusyConnections(message)) return;
      busyByWorker.set(worker, message.busy);
      tell(worker, shareOf([...busyByWorker.values()]), message.report);
      tellChangedShare();
    });
    worker.once("exit", () => {
      workers.delete(worker);
      busyByWorker.delete(worker);
      tellChangedShare();
    });
  };
}

type Primary = {
  on(event: "message", listener: (message: unknown) => void): unknown;
  send?(message: BusyConnections, callback: (error: Error | null) => void): unknown;
};

/**
 * A connection that has carried no request for this long is idle, and left out of the count: a
 * browser or a load balancer keeps idle connections, which cost a worker nothing.
 */
const IDLE_AFTER_MS = 1_000;

/** How long a worker that could not take the port again waits before it asks once more. */
const ASK_AGAIN_MS = 1_000;

/**
 * In a worker: listens on the shared port through `servers` with `listen`, and keeps its busy
 * connections, those that have carried a request lately, within its share. Over it, the worker stops taking connections from the port, so
 * that the others take them, and answers one connection at a time with `Connection: close`, so
 * that its client opens it again elsewhere. It closes the next only once the primary has heard
 * of the last closing and answered with the share: a share reckoned before the other worker took
 * the connection again would be too small, and the workers would pass connections back and
 * forth. Back within its share, it listens again.
 *
 * `listening` settles with the first `listen`; `stop`, once the worker is stopping, resolves
 * when it no longer waits for the port, after which `servers` are its own to close.
 */
export function keepToShare(
  servers: http.Server[],
  listen: () => Promise<void>,
  primary: Primary,
  { idleAfterMs = IDLE_AFTER_MS } = {},
) {
  /** Connections that have carried a request in the last `idleAfterMs`. */
  const busy = new Set<net.Socket>();
  const lastRequestAt = new WeakMap<net.Socket, number>();
  let sweeping: NodeJS.Timeout | undefined;
  let share = Number.POSITIVE_INFINITY;
  let taking: "yes" | "no" | "asking" = "asking";
  /** The last ask for the port, settled once it is answered. */
  let asking: Promise<void>;
  let stopped = false;
  let reports = 0;
  let reportDue = false;
  let heard = 0;
  /** The report that tells of the last connection closed to keep to the share. */
  let closedIn = 0;
  let closing: net.Socket | undefined;

  function report() {
    if (reportDue) return;
    reportDue = true;
    setImmediate(() => {
      reportDue = false;
      reports += 1;
      primary.send?.({ type: BUSY_CONNECTIONS, busy: busy.size, report: reports }, sentOrGone);
    });
  }

  // net.Server's close only stops taking connections: http.Server's would also close the idle
  // ones, which a client may be sending on, and stop timing out the slow ones.
  const stopTaking = () => {
    for (const server of servers) if (server.listening) net.Server.prototype.close.call(server);
  };

  function tookPort() {
    taking = "yes";
    keepTaking();
  }

  function takeAgain() {
    taking = "asking";
    asking = listen().then(tookPort, (error: unknown) => {
      console.error("A worker could not take the port again, and will ask once more", error);
      stopTaking();
      taking = "no";
      setTimeout(keepTaking, ASK_AGAIN_MS).unref();
    });
  }

  function keepTaking() {
    if (stopped) return;
    if (taking === "yes" && busy.size > share) {
      taking = "no";
      stopTaking();
    } else if (taking === "no" && busy.size <= share) {
      takeAgain();
    }
  }

  function counted() {
    report();
    keepTaking();
  }

  const mayClose = () => busy.size > share && !closing && heard >= closedIn;

  function sweepIdle() {
    const idleSince = performance.now() - idleAfterMs;
    for (const socket of busy) {
      if (lastRequestAt.get(socket)! > idleSince) continue;
      busy.delete(socket);
      counted();
    }
    if (busy.size > 0) return;
    clearInterval(sweeping);
    sweeping = undefined;
  }

  function carriedRequest(socket: net.Socket) {
    lastRequestAt.set(socket, performance.now());
    if (busy.has(socket)) return;
    busy.add(socket);
    counted();
    sweeping ??= setInterval(sweepIdle, idleAfterMs / 4).unref();
  }

  for (const server of servers) {
    server.on("connection", (socket: net.Socket) => {
      socket.once("close", () => {
        if (socket === closing) {
          closing = undefined;
          closedIn = reports + 1;
        }
        if (busy.delete(socket)) counted();
      });
    });
    server.prependListener("request", (request, response) => {
      carriedRequest(request.socket);
      if (!mayClose()) return;
      closing = request.socket;
      response.setHeader("Connection", "close");
    });
  }

  primary.on("message", (message) => {
    if (!isConnectionShare(message)) return;
    share = message.share;
    if (message.heard !== undefined) heard = message.heard;
    keepTaking();
  });

  // A worker holding no connection is counted in the share too.
  report();
  const listening = listen().then(tookPort);
  asking = listening.catch(() => {});

  return {
    listening,
    stop() {
      stopped = true;
      return asking;
    },
  };
}
