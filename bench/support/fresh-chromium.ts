import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type LaunchedChrome, launch } from "chrome-launcher";

/** The Debian Chromium the Lighthouse benches run, headless and offline. */
/**
 * A headless Chromium asks for English, which the site answers by moving a first visit to /en: the
 * benches send what our visitors' phones send, French first.
 */
export const ACCEPT_LANGUAGE = "fr-FR,fr;q=0.9";

export const chromePath = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((p) => existsSync(p));
export const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** A Chromium on a profile directory of its own, created empty and removed after. */
export async function withFreshProfile<T>(work: (chrome: LaunchedChrome) => Promise<T>): Promise<T> {
  const userDataDir = mkdtempSync(join(tmpdir(), "lighthouse-profile-"));
  const chrome = await launch({ chromePath, chromeFlags, userDataDir });
  try {
    return await work(chrome);
  } finally {
    chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Puts a Cookie header's cookies ("a=1; b=2") in a launched Chromium's jar for `base`, as if its
 * pages had set them: Lighthouse keeps cookies between its navigations (it clears caches and
 * service workers, not cookies).
 */
export async function setCookies(chrome: LaunchedChrome, base: string, cookieHeader: string): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
  const cookies = cookieHeader.split("; ").map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base, httpOnly: true, sameSite: "Lax" };
  });
  const socket = new WebSocket(webSocketDebuggerUrl);
  try {
    await new Promise((resolve, reject) => {
      socket.addEventListener("open", resolve, { once: true });
      socket.addEventListener("error", reject, { once: true });
    });
    const answer = new Promise<{ error?: { message: string } }>((resolve) =>
      socket.addEventListener("message", (event) => resolve(JSON.parse(String(event.data))), { once: true }),
    );
    socket.send(JSON.stringify({ id: 1, method: "Storage.setCookies", params: { cookies } }));
    const { error } = await answer;
    if (error) throw new Error(`Storage.setCookies: ${error.message}`);
  } finally {
    socket.close();
  }
}
