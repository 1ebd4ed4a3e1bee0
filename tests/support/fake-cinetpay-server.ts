import { FakeCinetPay } from "./fake-cinetpay.ts";

// The browser journeys' CinetPay: a process of its own, started by Playwright beside the app (it notifies the notify_url each payment names).
const port = Number(process.env.FAKE_CINETPAY_PORT ?? 3102);
const confirmAfterMs = Number(process.env.FAKE_CINETPAY_CONFIRM_AFTER_MS ?? 2_000);
const cinetpay = await new FakeCinetPay({ port, confirmAfterMs }).start();
console.log(`fake cinetpay on ${cinetpay.url}`);
