import { FakePushService } from "./fake-push-service.ts";

// The browser journeys' push service: a local server started by Playwright beside the app.
const port = Number(process.env.FAKE_PUSH_PORT ?? 3109);
const push = new FakePushService();
await push.start(port);
console.log(`fake push service on ${push.url}`);
