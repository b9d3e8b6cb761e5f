import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";

const RESULTS = new URL("./RESULTS.md", import.meta.url);

const INTRO = `# Benchmark results

Each section is rewritten by the benchmark named in its heading, with the date, the commit and
the machine it ran on. Figures from one machine, for comparing changes; never pass/fail.
`;

function commit() {
  try {
    const hash = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], {
      encoding: "utf8",
    }).trim();
    return dirty ? `${hash} with uncommitted changes` : hash;
  } catch {
    return "unknown commit";
  }
}

/** When, where and on what a figure was measured. */
export function provenance() {
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  return `${new Date().toISOString().slice(0, 10)}, commit ${commit()}: ${os.cpus().length} × ${cpu}, Node ${process.version}`;
}

/** Replaces (or adds) one benchmark's section of bench/RESULTS.md, keeping the others. */
export function writeSection(key: string, markdown: string) {
  const start = `<!-- ${key} -->`;
  const end = `<!-- /${key} -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = fs.existsSync(RESULTS) ? fs.readFileSync(RESULTS, "utf8") : INTRO;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current)
    ? current.replace(pattern, block)
    : `${current.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(RESULTS, next.startsWith("# Benchmark results") ? next : `${INTRO}\n${next}`);
}
