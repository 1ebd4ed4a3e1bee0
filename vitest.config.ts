import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { lingui } from "@lingui/vite-plugin";
import { POSTGRES_SUITE } from "./tests/postgres-suite.ts";
import { linguiMacros } from "./server/build/lingui-macro.ts";
import { routeMessagesModule } from "./server/build/route-messages.ts";

/** Tests beside the code they test: pure modules, no database, no server (docs/testing.md). */
const UNIT_TESTS = ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"];
const INTEGRATION_TESTS = ["tests/integration/**/*.test.ts"];

export default defineConfig({
  // The app's words as the build compiles them (ADR 0049).
  plugins: [linguiMacros(), lingui(), routeMessagesModule()],
  test: {
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A test file's process lives seconds: compiling PGlite's WebAssembly a second time, optimised,
    // costs more CPU than it saves, and a larger young generation collects less often (ADR 0050).
    execArgv: ["--liftoff-only", "--max-semi-space-size=32"],
    // Vitest's default leaves one core to its main process, which waits most of the run: on the
    // 2-core CI machine that was one test file at a time (ADR 0029).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ["tests/support/pglite-template.ts"],
    env: {
      NODE_ENV: "test",
      AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
      APP_URL: "http://localhost:3000",
    },
    projects:
      // `npm run test:pg` runs only the files listed in tests/postgres-suite.ts (ADR 0029).
      process.env.TEST_SUITE === "postgres"
        ? [{ extends: true, test: { name: "postgres", include: Object.keys(POSTGRES_SUITE) } }]
        : [
            // Pure modules need no fresh process per file: starting one cost more than their tests.
            { extends: true, test: { name: "unit", include: UNIT_TESTS, isolate: false } },
            { extends: true, test: { name: "integration", include: INTEGRATION_TESTS } },
          ],
  },
});
