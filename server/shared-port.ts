import { spawn, type SendHandle } from "node:child_process";
import type { Worker } from "node:cluster";
import dns from "node:dns/promises";
import type http from "node:http";
import net, { type AddressInfo } from "node:net";
import util from "node:util";

/**
 * How many handles on the one listening socket each worker watches. libuv takes one new
 * connection per handle per turn of the event loop, and a busy worker's turn lasts tens of
 * milliseconds: with one handle, the last of 64 connections opened at once waited over a second
 * to be taken (bench/pages/connection-burst.ts). With eight, a burst is taken in a few turns.
 */
export const HANDLES_PER_WORKER = 8;

/** What a worker asks its primary for, once it is ready to listen. */
export const ASK_FOR_PORT = "parkway:ask-for-port";
/** What comes with each handle the primary sends in answer. */
export const PORT_HANDLE = "parkway:port-handle";

/** The bound socket's handle (libuv's), which a process can send its children. */
export type PortHandle = { close(): void };

/**
 * What Node's own `cluster` binds a shared port with: a socket bound to the address, which only
 * the workers listen on, so that the primary takes no connections itself.
 */
const bindHandle = (
  net as unknown as {
    _createServerHandle(address: string, port: number, addressType: 4 | 6): PortHandle | number;
  }
)._createServerHandle;

export class PortError extends Error {}

/**
 * In the primary: binds `host:port` for the workers. A port already taken is found when the
 * workers listen, and `listenOnSharedPort` names it.
 */
export async function bindSharedPort(host: string, port: number): Promise<PortHandle> {
  const { address, family } = await dns.lookup(host);
  const handle = bindHandle(address, port, family === 6 ? 6 : 4);
  if (typeof handle === "number") {
    throw new PortError(
      `Parkway could not listen on ${host}:${port}: ${util.getSystemErrorName(handle)}`,
    );
  }
  return handle;
}

type Child = {
  on(event: "message", listener: (message: unknown) => void): unknown;
  send: Worker["send"];
};

/** A handle sent to a worker that has since stopped is lost with it; its exit is seen apart. */
const sentOrGone = () => {};

/**
 * In the primary: answers a worker's ask with `HANDLES_PER_WORKER` handles on the bound socket.
 * Each arrives in the worker as a descriptor of its own, watched on its own by the event loop.
 */
export function offerSharedPort(worker: Child, handle: PortHandle) {
  worker.on("message", (message) => {
    if (message !== ASK_FOR_PORT) return;
    for (let count = 0; count < HANDLES_PER_WORKER; count += 1) {
      // Node sends a bare handle as it sends a server's; its types name only the server.
      worker.send(PORT_HANDLE, handle as unknown as SendHandle, sentOrGone);
    }
  });
}

type Where = { host: string; port: number };

/** Where handles on the shared port come from, as `PORT_HANDLE` messages. */
type Source = {
  on(event: "message", listener: (message: unknown, handle: unknown) => void): unknown;
  off(event: "message", listener: (message: unknown, handle: unknown) => void): unknown;
};

/** Listens each of `servers` on one handle from `source`, as `PORT_HANDLE` messages bring them. */
function listenOnHandles(source: Source, servers: http.Server[], { host, port }: Where) {
  return new Promise<void>((resolve, reject) => {
    const waiting = [...servers];
    function take(message: unknown, handle: unknown) {
      if (message !== PORT_HANDLE) return;
      const server = waiting.shift();
      if (!server) return;
      const refused = (code = "EADDRINUSE") => {
        source.off("message", take);
        reject(new PortError(`Parkway could not listen on ${host}:${port}: ${code}`));
      };
      const failedToListen = (error: NodeJS.ErrnoException) => refused(error.code);
      server.once("error", failedToListen);
      server.listen(handle, () => {
        // Past listening, an error is the server's own to report, as before the shared port.
        server.off("error", failedToListen);
        // A bind to a port already taken fails only in the process that bound it, leaving the
        // socket unbound: listening, it would take any free port.
        if ((server.address() as AddressInfo).port !== port) {
          server.close();
          refused();
          return;
        }
        if (servers.some((each) => !each.listening)) return;
        source.off("message", take);
        resolve();
      });
    }
    source.on("message", take);
  });
}

/** The servers a process listens on the shared port with, one per handle, each serving `app`. */
export const serversForPort = (createServer: () => http.Server) =>
  Array.from({ length: HANDLES_PER_WORKER }, () => createServer());

/**
 * In a worker: asks the primary for the shared port, `host:port`, and listens each of `servers`
 * (`serversForPort`) on one handle it sends. Resolves once all listen; a worker that stopped
 * taking connections (`server/connection-share.ts`) asks again this way.
 */
export function listenOnSharedPort(servers: http.Server[], where: Where) {
  const askPrimary = process.send?.bind(process);
  if (!askPrimary) throw new Error("listenOnSharedPort runs in a worker, with a primary");
  const listening = listenOnHandles(process, servers, where);
  askPrimary(ASK_FOR_PORT);
  return listening;
}

/** A child that asks for the port and sends back each handle it is sent. */
const ECHO = `process.on("message", (message, handle) => process.send(message, handle));
process.send(${JSON.stringify(ASK_FOR_PORT)});`;

/**
 * In a process on its own (the embedded database's, development's): binds `host:port` and
 * listens each of `servers` (`serversForPort`) on one handle, as a worker does. A process cannot
 * copy a socket's descriptor from JavaScript, so a short-lived child is sent the handles and
 * sends them back, each arriving as a descriptor of its own.
 */
export async function listenAlone(servers: http.Server[], where: Where) {
  const handle = await bindSharedPort(where.host, where.port);
  const echo = spawn(process.execPath, ["-e", ECHO], {
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  offerSharedPort(echo, handle);
  let echoed = 0;
  const allEchoed = new Promise<void>((resolve) =>
    echo.on("message", (message) => {
      if (message === PORT_HANDLE && ++echoed === HANDLES_PER_WORKER) resolve();
    }),
  );
  const echoFailed = new Promise<never>((_resolve, reject) => {
    let gone = false;
    const failed = (why: string) => {
      if (gone) return;
      gone = true;
      handle.close();
      reject(new PortError(`Parkway could not listen on ${where.host}:${where.port}: ${why}`));
    };
    echo.once("error", (error) => failed(`its helper process did not start (${error.message})`));
    echo.once("exit", (code, signal) => {
      if (echoed < HANDLES_PER_WORKER) failed(`its helper process stopped (${signal ?? code})`);
    });
  });
  echoFailed.catch(() => {});
  try {
    await Promise.race([listenOnHandles(echo, servers, where), echoFailed]);
  } finally {
    // Node cannot acknowledge a handle that arrives once the channel is closed: let go of the
    // child only once it has sent back every handle, even those not listened on after a refusal.
    void allEchoed.then(() => {
      echo.once("exit", () => handle.close());
      echo.disconnect();
    });
  }
}
