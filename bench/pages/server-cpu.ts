import fs from "node:fs";
import { setTimeout } from "node:timers/promises";

const TICKS_PER_SECOND = 100;

/** CPU time (ms) of a process and its children, as the kernel counts it. */
export function cpuMilliseconds(rootPid: number) {
  let ticks = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const [parent, user, system] = [Number(fields[1]), Number(fields[11]), Number(fields[12])];
    if (Number(entry) === rootPid || parent === rootPid) ticks += user + system;
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

const QUIET_WINDOW_MS = 200;
/** One clock tick of CPU in a window: the timers of a server with nothing to do. */
const QUIET_CPU_MS = 1000 / TICKS_PER_SECOND;

/**
 * Resolves once the server's processes have spent at most a tick of CPU in a window of
 * QUIET_WINDOW_MS (or after `atMostMs`): the work a stopped load generator left behind is done.
 */
export async function untilQuiet(rootPid: number, atMostMs = 15_000) {
  const deadline = performance.now() + atMostMs;
  let before = cpuMilliseconds(rootPid);
  while (performance.now() < deadline) {
    await setTimeout(QUIET_WINDOW_MS);
    const now = cpuMilliseconds(rootPid);
    if (now - before <= QUIET_CPU_MS) return;
    before = now;
  }
}
