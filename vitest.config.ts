import { defineConfig } from "vitest/config";
import { POSTGRES_SUITE } from "./tests/postgres-suite.ts";

const ALL_TESTS = ["app/**/*.test.ts", "server/**/*.test.ts", "tests/integration/**/*.test.ts", "scripts/**/*.test.ts"];

export default defineConfig({
  test: {
    // `npm run test:pg` runs only the files listed in tests/postgres-suite.ts (ADR 0029).
    include: process.env.TEST_SUITE === "postgres" ? Object.keys(POSTGRES_SUITE) : ALL_TESTS,
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    globalSetup: ["tests/support/pglite-template.ts"],
    env: {
      NODE_ENV: "test",
      AUTH_SECRET: "test-secret-test-secret-test-secret-0123456789",
      APP_URL: "http://localhost:3000",
    },
  },
});
