import { FakeWhatsApp } from "./fake-whatsapp.ts";

// The browser journeys' WhatsApp Cloud API: a local server started by Playwright beside the app.
const port = Number(process.env.FAKE_WHATSAPP_PORT ?? 3104);
const whatsapp = await new FakeWhatsApp({ port }).start();
console.log(`fake whatsapp on ${whatsapp.url}`);
