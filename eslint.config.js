import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

/**
 * The two halves and the contract between them (decision 019): the web and the service never
 * import each other, and the contract imports neither, nor any framework.
 */
const halves = {
  app: { group: ["**/api/**", "**/server/**"], message: "The web reaches the service over HTTP." },
  api: {
    group: ["**/app/**", "~/*", "**/server/**"],
    message: "The service never imports the web.",
  },
};

/**
 * The web's floors, from the bottom: lib/ and content/ (pure), upstream/ (the clients and the
 * router contexts that carry them), the cookies and session, components/ (UI only), routes/,
 * and root at the top. A module imports only from its own floor or below.
 */
const above = {
  upstream: {
    group: ["**/upstream/**"],
    message: "lib/ and content/ are pure: pass the upstream's data in.",
  },
  cookies: {
    group: ["**/cookies.server", "**/session.server"],
    message: "The cookies and session sit above lib/ and upstream/.",
  },
  components: {
    group: ["**/components/**"],
    message: "components/ is UI: a lower floor cannot depend on it.",
  },
  routes: {
    group: ["**/routes/**", "~/root", "**/root"],
    message: "Nothing outside routes/ imports a route: move what is shared down a floor.",
  },
};

function importsOnlyBelow(...floors) {
  return {
    "no-restricted-imports": ["error", { patterns: [halves.app, ...floors.map((f) => above[f])] }],
  };
}

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "data/**",
      ".react-router/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "public/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["info", "warn", "error"] }],
    },
  },
  { files: ["app/**"], rules: importsOnlyBelow() },
  { files: ["app/components/**"], rules: importsOnlyBelow("routes") },
  {
    files: ["app/cookies.server.ts", "app/session.server.ts"],
    rules: importsOnlyBelow("components", "routes"),
  },
  {
    files: ["app/upstream/**"],
    rules: importsOnlyBelow("cookies", "components", "routes"),
  },
  {
    files: ["app/lib/**", "app/content/**"],
    rules: importsOnlyBelow("upstream", "cookies", "components", "routes"),
  },
  {
    files: ["api/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [halves.api] }] },
  },
  {
    files: ["contract/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/app/**", "~/*", "**/api/**", "**/server/**"],
              message: "The contract imports neither half.",
            },
            {
              group: ["hono", "@hono/*", "drizzle-orm", "drizzle-orm/*", "react", "react-*"],
              message: "The contract is plain zod: no framework, no database.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["bench/**", "scripts/**", "api/db/seed/**", "server.ts"],
    rules: { "no-console": "off" },
  },
);
