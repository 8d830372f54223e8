import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets several builds coexist (e.g. parallel test runs); the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // A page carries the manifest entries of its own routes only, and the router learns the others when a
  // navigation needs them: making the router for all 36 routes was the longest task of hydration (decision 192).
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
