import { FakePaystack } from "./fake-paystack.ts";

// The browser journeys' Paystack: a process of its own, started by Playwright beside the app.
const port = Number(process.env.FAKE_PAYSTACK_PORT ?? 3101);
const webhookUrl = process.env.FAKE_PAYSTACK_WEBHOOK_URL;
const confirmAfterMs = Number(process.env.FAKE_PAYSTACK_CONFIRM_AFTER_MS ?? 2_000);
const paystack = await new FakePaystack({ port, webhookUrl, confirmAfterMs }).start();
console.log(`fake paystack on ${paystack.url}`);
