import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout } from "node:timers/promises";
import { freePort } from "./free-port";

/** The bench host in its own process, its access log written to a file as in production. */
export async function startBenchServer() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(os.tmpdir(), "parkway-bench-access.log"), "w");
  const child = spawn(process.execPath, ["--import", "tsx", "bench/server.ts"], {
    stdio: ["ignore", log, "inherit"],
    // React and Express pick their production code paths from NODE_ENV itself.
    // No tile server: the search map shows its pins alone, and no figure waits on tiles.
    env: { ...process.env, NODE_ENV: "production", BENCH_PORT: String(port), MAP_TILE_URL: "none" },
  });
  const stop = () => child.kill("SIGTERM");
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`Bench server exited with ${child.exitCode}`);
    const ready = await fetch(`${origin}/readyz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { origin, stop };
    await setTimeout(100);
  }
  stop();
  throw new Error("Bench server did not start within a minute");
}
