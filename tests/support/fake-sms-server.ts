import { FakeTwilio } from "./fake-sms-gateways.ts";

// The browser journeys' SMS gateway: a local Twilio, a process of its own started by Playwright beside the app.
const port = Number(process.env.FAKE_SMS_PORT ?? 3103);
const twilio = await new FakeTwilio({ port }).start();
console.log(`fake twilio on ${twilio.url}`);
