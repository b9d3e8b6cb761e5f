import net from "node:net";

/** A port nothing listens on yet, for a bench host of its own. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        address && typeof address === "object"
          ? resolve(address.port)
          : reject(new Error("No port")),
      );
    });
  });
}
