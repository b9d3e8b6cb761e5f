import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

const failOnConsoleError = "tests/setup/fail-on-console-error.ts";
const apiTestFiles = ["tests/api/**/*.test.ts"];
// Opening PGlite with its extensions takes 2–4 s on a busy 2-core machine.
const apiTimeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: "unit",
      include: ["tests/unit/**/*.test.{ts,tsx}", "tests/host/**/*.test.ts"],
      setupFiles: [failOnConsoleError],
    },
  },
  {
    extends: true,
    test: {
      // Route modules and upstream clients, with every upstream answered by MSW.
      name: "web",
      include: ["tests/routes/**/*.test.ts", "tests/routes/**/*.test.tsx"],
      setupFiles: [failOnConsoleError, "tests/setup/msw.ts"],
    },
  },
  {
    extends: true,
    test: {
      name: "api-pglite",
      include: apiTestFiles,
      setupFiles: [failOnConsoleError],
      ...apiTimeouts,
      env: { TEST_DATABASE: "pglite" },
    },
  },
];

// The service suite also runs against a real PostgreSQL when one is given (CI does).
// Files run one at a time there: each creates and drops its own database on one server.
if (process.env.DATABASE_URL) {
  projects.push({
    extends: true,
    test: {
      name: "api-postgres",
      include: apiTestFiles,
      setupFiles: [failOnConsoleError],
      ...apiTimeouts,
      env: { TEST_DATABASE: "postgres" },
      fileParallelism: false,
    },
  });
}

// Projects inherit this config and vite merges arrays by concatenation, so `include` lives only
// in the projects: every one of them is limited to tests/ (never playwright/).
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    exclude: [...configDefaults.exclude, "playwright/**"],
    environment: "node",
    projects,
  },
});
