import net from "node:net";

/**
 * A TCP relay in front of a server, so a test can cut every connection through it and refuse
 * new ones (the database "goes away"), then let connections through again.
 */
export async function startTcpCut(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {});
      socket.on("close", () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The relay has no port");
  return {
    port: address.port,
    /** Drops every open connection and refuses new ones. */
    cut() {
      open = false;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      open = true;
    },
    close() {
      this.cut();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
