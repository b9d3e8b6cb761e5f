import { execFile } from "node:child_process";
import { promisify } from "node:util";

/**
 * How many of the open connections to `port` each process holds, most first, as `ss` lists
 * them: how a round's connections fell on the workers.
 */
export async function connectionsHeld(port: number): Promise<number[]> {
  const { stdout } = await promisify(execFile)("ss", [
    "-tnpH",
    "state",
    "established",
    `( sport = :${port} )`,
  ]);
  const byProcess = new Map<string, number>();
  for (const [, pid] of stdout.matchAll(/pid=(\d+)/g)) {
    byProcess.set(pid!, (byProcess.get(pid!) ?? 0) + 1);
  }
  return [...byProcess.values()].sort((a, b) => b - a);
}
