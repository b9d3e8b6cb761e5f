import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest ships with the page, so links can tell a built page from one
  // that would 404 before prefetching it (app/components/ui/site-link.tsx).
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
