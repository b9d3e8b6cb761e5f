import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// What every page of the default layout loads at start, in one chunk with React Router (decision 034).
const SHELL = new RegExp(
  [
    "app/lib/(chunk-reload|data-layer|nonce|page-handle|error-reporting|redact-url|markup-cache)\\.tsx?$",
    "app/components/layout/(analytics-event|root-data|chat-launcher|footer|app-banner|header|offline-banner)\\.tsx?$",
    "app/components/(error-page|ui/hydrate-when-idle|ui/site-link|ui/global-errors)\\.tsx?$",
    "app/content/company\\.ts$",
  ].join("|"),
);

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
  plugins: [tailwindcss(), reactRouter()],
}));
