import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";
import type { AppServer } from "./cluster.ts";

const EXECUTABLE = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((p) => existsSync(p));
const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * The seller's chat, open in Chromium on server B with its session cookie: the header says the
 * buyer (whose tab is on A) is 'En ligne', and a message `send` posts through A appears live.
 * Returns how long the message took to show.
 */
export async function chatOnB(b: AppServer, cookie: string, conversationId: string, send: () => Promise<string>): Promise<number> {
  const browser = await chromium.launch({ executablePath: EXECUTABLE, args: ARGS });
  try {
    const context = await browser.newContext({ locale: "fr-FR", timezoneId: "Africa/Abidjan" });
    await context.addCookies(
      cookie.split("; ").map((pair) => {
        const at = pair.indexOf("=");
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: "localhost", path: "/" };
      }),
    );
    const page = await context.newPage();
    // The page's own event stream, on B, opens once the app has hydrated.
    const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === "/events" && response.status() === 200, { timeout: 15_000 });
    await page.goto(`${b.base}/messages/${conversationId}`);
    await page.getByTestId("presence").filter({ hasText: "En ligne" }).waitFor({ timeout: 10_000 });
    await streamOpen;
    const started = performance.now();
    const content = await send();
    await page.getByTestId("message-list").getByText(content).waitFor({ timeout: 10_000 });
    return performance.now() - started;
  } finally {
    await browser.close();
  }
}
