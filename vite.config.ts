import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

// What every page of the default layout loads at start, in one chunk with React Router (decision 034).
const SHELL = new RegExp(
  [
    "app/lib/(chunk-reload|data-layer|nonce|page-handle|error-reporting|redact-url|markup-cache)\\.tsx?$",
    "app/components/layout/(analytics-event|root-data|chat-launcher|footer|app-banner|header|offline-banner)\\.tsx?$",
    "app/components/(error-page|ui/hydrate-when-idle|ui/site-link|ui/global-errors)\\.tsx?$",
    "app/content/company\\.ts$",
  ].join("|"),
);

// zod stays on the server: forms are checked by their actions (decision 036).
const SERVER_ONLY = /\/node_modules\/(zod|@conform-to\/zod)\//;

/** Fails the browser build when a server-only package reaches a chunk, naming who imports it. */
function serverOnlyPackages(): Plugin {
  return {
    name: "parkway:server-only-packages",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        const leaked = Object.keys(chunk.modules).find((id) => SERVER_ONLY.test(id));
        if (!leaked) continue;
        const chain = [leaked];
        for (let id = leaked; SERVER_ONLY.test(id) || id.includes("/node_modules/");) {
          const importer = this.getModuleInfo(id)?.importers[0];
          if (!importer) break;
          chain.push((id = importer));
        }
        const [, ...importers] = chain.map((id) => id.replace(`${process.cwd()}/`, ""));
        this.error(
          `${chunk.fileName} carries ${leaked} to the browser, imported by ${importers.join(" ← ")}. Check the form with its schema in the action and give the browser its constraints from the loader (decision 036).`,
        );
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The SSR bundle's entry is the web request handler, so the router context it creates
    // and the route modules that read it come from one module graph.
    rollupOptions: isSsrBuild
      ? { input: "./server/web.ts" }
      : { output: { manualChunks: (id: string) => (SHELL.test(id) ? "shell" : undefined) } },
    assetsInlineLimit: 0,
  },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [serverOnlyPackages()])],
}));
