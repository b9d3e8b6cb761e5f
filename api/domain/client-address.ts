import { isIP } from "node:net";

export function isLoopback(address: string): boolean {
  const plain = address.replace(/^::ffff:/i, "");
  return plain === "::1" || (isIP(plain) === 4 && plain.startsWith("127."));
}

/**
 * The address rate limits count a request against, by the rule the Express host applies with
 * `trust proxy` = loopback:
 *
 * - A request from a socket whose peer is not loopback came straight from the client: the peer
 *   is the address, and any X-Forwarded-For it sent is ignored (anyone can write one).
 * - A request from a loopback peer came through a local reverse proxy, and a request with no
 *   socket at all was dispatched in-process by the web, which forwards the visitor's address in
 *   X-Forwarded-For. Both are trusted: the address is the right-most X-Forwarded-For entry that
 *   is not loopback, the one the trusted hop itself saw (entries to its left are the client's
 *   own claims).
 *
 * Without any of these (an in-process call that forwarded nothing) every such request counts as
 * one client, "unknown", so a caller that forgets to forward addresses is limited, not exempt.
 */
export function clientAddress(options: { peer?: string; forwardedFor?: string }): string {
  const { peer, forwardedFor } = options;
  if (peer && !isLoopback(peer)) return peer;
  const hops = (forwardedFor ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop !== "");
  const outermost = hops.findLast((hop) => !isLoopback(hop));
  return outermost ?? hops[0] ?? peer ?? "unknown";
}
