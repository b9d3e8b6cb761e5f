import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The SSR bundle's entry is the web request handler, so the router context it creates
    // and the route modules that read it come from one module graph.
    rollupOptions: isSsrBuild ? { input: "./server/web.ts" } : undefined,
    assetsInlineLimit: 0,
  },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [tailwindcss(), reactRouter()],
}));
