import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest comes as one script, cached until the next deploy. Lazy discovery
  // measured worse (bench/RESULTS.md, "Route discovery"): every page view then asks /__manifest
  // for the routes of its 160-odd links (1.5 ms of server CPU with decision 016's patch, 14 ms
  // without it) and every document carries part of the manifest (0.5–0.8 KB gzip more).
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
