import { parseArgs } from "node:util";
import { z } from "zod";
import { databaseOptionsFromEnv, openDatabase } from "../client";
import { DEFAULT_DEMO_SPACES, seedDatabase, type SeedOptions } from "./seed-database";

const usage = `Usage: npm run seed -- [--spaces N] [--seed N]
  --spaces  demo spaces to add when there are no listings yet (default ${DEFAULT_DEMO_SPACES}, up to 350000)
  --seed    makes the demo data reproducible (default 1)`;

const flagsSchema = z.object({
  spaces: z.coerce
    .number({ error: "--spaces must be a whole number" })
    .int("--spaces must be a whole number")
    .min(0, "--spaces must be 0 or more")
    .max(1_000_000, "--spaces can be at most 1000000")
    .default(DEFAULT_DEMO_SPACES),
  seed: z.coerce
    .number({ error: "--seed must be a whole number" })
    .int("--seed must be a whole number")
    .default(1),
});

function readFlags(args: string[]): SeedOptions {
  const { values } = parseArgs({
    args,
    options: { spaces: { type: "string" }, seed: { type: "string" } },
    strict: true,
  });
  return { ...flagsSchema.parse(values), now: new Date() };
}

async function main(): Promise<void> {
  let flags: SeedOptions;
  try {
    flags = readFlags(process.argv.slice(2));
  } catch (error) {
    const message =
      error instanceof z.ZodError
        ? error.issues.map((issue) => issue.message).join("\n")
        : error instanceof Error
          ? error.message
          : String(error);
    console.error(`${message}\n${usage}`);
    process.exitCode = 2;
    return;
  }

  const options = databaseOptionsFromEnv(process.env);
  const database = await openDatabase(options);
  try {
    const where =
      database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${options.dataDir}`;
    console.log(`Database: ${where}, migrations applied`);
    for (const line of await seedDatabase(database.db, flags)) {
      console.log(line);
    }
  } finally {
    await database.close();
  }
}

await main();
