import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { FAKE_WHATSAPP } from "./tests/support/fake-whatsapp.ts";

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
// Paystack and CinetPay: local servers answering as their APIs, signing their callbacks to the app.
const PAYSTACK_PORT = PORT + 1;
const CINETPAY_PORT = PORT + 2;
export const FAKE_PAYSTACK_ENV = { PAYSTACK_SECRET_KEY: "sk_test_fake_paystack_secret_0123456789", PAYSTACK_API_URL: `http://127.0.0.1:${PAYSTACK_PORT}` };
export const FAKE_CINETPAY_ENV = {
  CINETPAY_API_KEY: "fake_cinetpay_apikey_0123",
  CINETPAY_SITE_ID: "445160",
  CINETPAY_SECRET_KEY: "fake_cinetpay_secret_key_0123",
  CINETPAY_API_URL: `http://127.0.0.1:${CINETPAY_PORT}`,
};
// The SMS gateway: a local server answering as Twilio's Messages API; the journeys read the codes it took.
const SMS_PORT = PORT + 3;
export const FAKE_SMS_URL = `http://127.0.0.1:${SMS_PORT}`;
export const FAKE_SMS_ENV = {
  SMS_PROVIDER: "twilio",
  TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
  TWILIO_AUTH_TOKEN: "0123456789abcdef0123456789abcdef",
  TWILIO_FROM: "+15005550006",
  TWILIO_API_URL: FAKE_SMS_URL,
};
// WhatsApp: a local server answering as the Cloud API's messages endpoint; the journeys read the notifications it took.
const WHATSAPP_PORT = PORT + 5;
export const FAKE_WHATSAPP_ENV = {
  WHATSAPP_TOKEN: FAKE_WHATSAPP.token,
  WHATSAPP_PHONE_NUMBER_ID: FAKE_WHATSAPP.phoneNumberId,
  WHATSAPP_APP_SECRET: FAKE_WHATSAPP.appSecret,
  WHATSAPP_VERIFY_TOKEN: FAKE_WHATSAPP.verifyToken,
  WHATSAPP_API_URL: `http://127.0.0.1:${WHATSAPP_PORT}`,
};
// Web Push: a local push service that checks the VAPID signature and decrypts what the app pushes; the journeys read what it took.
const PUSH_PORT = PORT + 9;
export const FAKE_PUSH_URL = `http://127.0.0.1:${PUSH_PORT}`;
const chromium = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((p) => existsSync(p));

export default defineConfig({
  testDir: "tests/e2e",
  // Each shard keeps its own traces and screenshots (tests/support/e2e-shards.ts).
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The JSON report gives each spec file's time, which splits the next runs' shards (npm run e2e:durations).
  reporter: [["list"], ["json", { outputFile: `${process.env.E2E_OUTPUT_DIR ?? "test-results"}/report.json` }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "fr-FR",
    timezoneId: "Africa/Abidjan",
    reducedMotion: "reduce",
    trace: "on-first-retry",
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
      command: "node tests/support/fake-paystack-server.ts",
      url: `http://127.0.0.1:${PAYSTACK_PORT}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_PAYSTACK_PORT: String(PAYSTACK_PORT), FAKE_PAYSTACK_WEBHOOK_URL: `http://localhost:${PORT}/webhooks/paystack` },
    },
    {
      command: "node tests/support/fake-cinetpay-server.ts",
      url: `http://127.0.0.1:${CINETPAY_PORT}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_CINETPAY_PORT: String(CINETPAY_PORT) },
    },
    {
      command: "node tests/support/fake-sms-server.ts",
      url: `${FAKE_SMS_URL}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_SMS_PORT: String(SMS_PORT) },
    },
    {
      command: "node tests/support/fake-whatsapp-server.ts",
      url: `${FAKE_WHATSAPP_ENV.WHATSAPP_API_URL}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_WHATSAPP_PORT: String(WHATSAPP_PORT) },
    },
    {
      command: "node tests/support/fake-push-server.ts",
      url: `${FAKE_PUSH_URL}/healthz`,
      timeout: 30_000,
      reuseExistingServer: false,
      env: { FAKE_PUSH_PORT: String(PUSH_PORT) },
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
        // The minute jobs (alerts, price drops, listing expiry) every 12 s: a journey waits for one run, not a minute.
        JOBS_TIME_SCALE: "0.2",
        ...FAKE_WAVE_ENV,
        ...FAKE_PAYSTACK_ENV,
        ...FAKE_CINETPAY_ENV,
        ...FAKE_SMS_ENV,
        ...FAKE_WHATSAPP_ENV,
        PUSH_TEST_SERVICE_URL: FAKE_PUSH_URL,
        // The stock journeys' photos and feeds are served by the app itself, on this machine.
        FETCH_ALLOWED_PRIVATE_HOSTS: `localhost:${PORT},127.0.0.1:${PORT}`,
      },
    },
  ],
});
