import { ESLint } from "eslint";
import { describe, expect, test } from "vitest";

const eslint = new ESLint();

/** The import restrictions ESLint reports for `source` written at `filePath`. */
async function refusedImports(filePath: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === "no-restricted-imports")
    .map((message) => message.message.split("'")[1]);
}

describe("the web's floors", () => {
  test.each([
    ["app/lib/probe.ts", 'import { x } from "~/upstream/spaces.server";'],
    ["app/lib/probe.ts", 'import { x } from "../components/ui/fields";'],
    ["app/content/probe.ts", 'import type { x } from "~/upstream/context";'],
    ["app/upstream/probe.ts", 'import { x } from "~/components/search/filters";'],
    ["app/upstream/probe.ts", 'import { x } from "~/cookies.server";'],
    ["app/cookies.server.ts", 'import { x } from "./components/ui/fields";'],
    ["app/components/search/probe.tsx", 'import type { x } from "~/routes/search";'],
    ["app/components/layout/probe.tsx", 'import { useRootData } from "~/root";'],
  ])("%s may not %s", async (filePath, source) => {
    expect(await refusedImports(filePath, source)).toHaveLength(1);
  });

  test.each([
    ["app/routes/probe.tsx", 'import { x } from "~/components/ui/fields";'],
    ["app/routes/book/probe.ts", 'import { x } from "~/routes/space-id.server";'],
    ["app/components/search/probe.tsx", 'import { x } from "~/upstream/search.server";'],
    ["app/upstream/probe.ts", 'import { x } from "~/lib/stay";'],
    ["app/lib/probe.ts", 'import { rentals } from "#contract/vocabulary";'],
  ])("%s may %s", async (filePath, source) => {
    expect(await refusedImports(filePath, source)).toEqual([]);
  });
});

describe("the two halves and the contract", () => {
  test.each([
    ["app/lib/probe.ts", 'import { x } from "../../api/fields";'],
    ["api/domain/probe.ts", 'import { x } from "../../app/lib/format";'],
    ["api/domain/probe.ts", 'import { x } from "~/lib/format";'],
    ["contract/probe.ts", 'import { x } from "../api/fields";'],
    ["contract/probe.ts", 'import { Hono } from "hono";'],
    ["contract/probe.ts", 'import { pgTable } from "drizzle-orm/pg-core";'],
  ])("%s may not %s", async (filePath, source) => {
    expect(await refusedImports(filePath, source)).toHaveLength(1);
  });

  test("the service and the web both take their words from the contract", async () => {
    const source = 'import { rentals } from "#contract/vocabulary";';
    expect(await refusedImports("api/domain/probe.ts", source)).toEqual([]);
    expect(await refusedImports("app/lib/probe.ts", source)).toEqual([]);
  });
});
