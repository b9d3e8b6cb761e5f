import fs from "node:fs";
import { setTimeout } from "node:timers/promises";

const TICKS_PER_SECOND = 100;

type ProcessCpu = { pid: number; parent: number; command: string; ticks: number };

function processes(): ProcessCpu[] {
  const found: ProcessCpu[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // gone meanwhile
    }
    const command = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const [parent, user, system] = [Number(fields[1]), Number(fields[11]), Number(fields[12])];
    found.push({ pid: Number(entry), parent, command, ticks: user + system });
  }
  return found;
}

const milliseconds = (ticks: number) => (ticks * 1000) / TICKS_PER_SECOND;

/** CPU time (ms) of a process and its children, as the kernel counts it. */
export function cpuMilliseconds(rootPid: number) {
  const own = processes().filter((each) => each.pid === rootPid || each.parent === rootPid);
  return milliseconds(own.reduce((sum, each) => sum + each.ticks, 0));
}

/**
 * The PostgreSQL server on this machine, all its processes together: the part of a page's cost
 * that a worker's own count leaves out. Call the result at the end of a span for the CPU time
 * (ms) spent in it; a process that ended meanwhile (a pool closing an idle connection) leaves
 * its last moments out of the count.
 */
export function postgresCpuSince() {
  const ticksOf = () =>
    new Map(
      processes()
        .filter((each) => each.command === "postgres")
        .map((each) => [each.pid, each.ticks]),
    );
  const before = ticksOf();
  return () => {
    let ticks = 0;
    for (const [pid, now] of ticksOf()) ticks += now - (before.get(pid) ?? 0);
    return milliseconds(ticks);
  };
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
