import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The journeys' Wave: a local server answering as Wave's Checkout API, which signs its webhooks to the app.
const WAVE_PORT = PORT + 99;
export const FAKE_WAVE_ENV = {
  WAVE_API_KEY: "wave_sn_prod_fake_test_key",
  WAVE_WEBHOOK_SECRET: "wave_sn_WHS_fake_test_secret_0123",
  WAVE_API_URL: `http://127.0.0.1:${WAVE_PORT}`,
  // The journeys pay by card through the sandbox beside Wave.
  PAYMENT_SANDBOX: "true",
};
const chromium = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((p) => existsSync(p));

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "fr-FR",
    timezoneId: "Africa/Abidjan",
    reducedMotion: "reduce",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "mobile", testIgnore: /desktop/, use: { ...devices["Pixel 7"], browserName: "chromium" } },
    // The journeys about a desktop screen's layout (files named *-desktop), and only they (ADR 0029).
    {
      name: "desktop",
      testMatch: /desktop/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, browserName: "chromium" },
    },
  ],
  webServer: [
    {
      command: "node tests/support/fake-wave-server.ts",
      url: `http://127.0.0.1:${WAVE_PORT}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_WAVE_PORT: String(WAVE_PORT), FAKE_WAVE_WEBHOOK_URL: `http://localhost:${PORT}/webhooks/wave` },
    },
    {
    command: "node scripts/e2e-server.ts",
    url: `http://localhost:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR ?? "./data/e2e",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      APP_URL: `http://localhost:${PORT}`,
      LOG_LEVEL: "warn",
      ...FAKE_WAVE_ENV,
    },
  },
  ],
});
