import { FakeWave } from "./fake-wave.ts";

// The browser journeys' Wave: a process of its own, started by Playwright beside the app.
const port = Number(process.env.FAKE_WAVE_PORT ?? 3199);
const webhookUrl = process.env.FAKE_WAVE_WEBHOOK_URL;
const confirmAfterMs = Number(process.env.FAKE_WAVE_CONFIRM_AFTER_MS ?? 3_000);
const wave = await new FakeWave({ port, webhookUrl, confirmAfterMs }).start();
console.log(`fake wave on ${wave.url}`);
