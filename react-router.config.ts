import type { Config } from "@react-router/dev/config";

// BUILD_DIR lets several builds live side by side (parallel browser-test runs).
export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
