import { createHash } from "node:crypto";
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// CI's guard against schema drift: regenerating the migrations from api/db/schema.ts must
// produce nothing new. Otherwise someone changed the schema without committing a migration.
const migrationsFolder = "api/db/migrations";

function fingerprints(folder: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!fs.existsSync(folder)) {
    return files;
  }
  for (const entry of fs.readdirSync(folder, {
    recursive: true,
    withFileTypes: true,
  })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files.set(file, createHash("sha256").update(fs.readFileSync(file)).digest("hex"));
    }
  }
  return files;
}

function uncommitted(folder: string): string[] {
  const status = execFileSync(
    "git",
    ["status", "--porcelain", "--untracked-files=all", "--", folder],
    {
      encoding: "utf8",
    },
  );
  return status.split("\n").filter((line) => line.trim() !== "");
}

const before = fingerprints(migrationsFolder);
const statusBefore = new Set(uncommitted(migrationsFolder));

// stdin is closed so that a rename prompt fails instead of waiting forever in CI.
const generate = spawnSync("npx", ["drizzle-kit", "generate"], {
  stdio: ["ignore", "inherit", "inherit"],
  timeout: 120_000,
});
if (generate.status !== 0) {
  console.error("\n✗ drizzle-kit generate failed, so migrations could not be checked.");
  process.exit(1);
}

const after = fingerprints(migrationsFolder);
const changedByGenerate = [...after]
  .filter(([file, hash]) => before.get(file) !== hash)
  .map(([file]) => file);
const statusAfter = uncommitted(migrationsFolder);
// Porcelain lines are "XY path"; both sources are compared as paths.
const newlyUncommitted = statusAfter
  .filter((line) => !statusBefore.has(line))
  .map((line) => line.slice(3));
const written = [...new Set([...changedByGenerate, ...newlyUncommitted])].sort();

if (written.length > 0) {
  console.error(
    [
      "",
      "✗ api/db/schema.ts and the committed migrations disagree: drizzle-kit generate wrote",
      ...written.map((file) => `  ${file}`),
      "Review the generated migration, then commit it with the schema change.",
    ].join("\n"),
  );
  process.exit(1);
}

if (statusAfter.length > 0) {
  console.error(
    [
      "",
      "✗ Migrations match the schema but are not committed:",
      ...statusAfter.map((line) => `  ${line}`),
      "Commit api/db/migrations so that every deployment applies the same SQL.",
    ].join("\n"),
  );
  process.exit(1);
}

console.log("✓ Migrations are committed and match api/db/schema.ts");
