import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets several builds coexist (e.g. parallel test runs); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The whole route manifest comes as one cached script rather than inline in every page, and links need no
  // discovery requests or `data-discover` markers (decision 161).
  routeDiscovery: { mode: "initial" },
} satisfies Config;
