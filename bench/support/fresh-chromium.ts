import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type LaunchedChrome, launch } from "chrome-launcher";

/** The Debian Chromium the Lighthouse benches run, headless and offline. */
export const chromePath = ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((p) => existsSync(p));
export const chromeFlags = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

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
