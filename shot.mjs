import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const [,, url, out, w, h, action] = process.argv;
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.goto("http://localhost:3200" + url, { waitUntil: "networkidle" });
await page.waitForTimeout(3500);
if (action === "filters") await page.getByText("Filtres avancés").first().click().catch(() => {});
if (action === "budget") { await page.getByText("Filtres avancés").first().click().catch(() => {}); await page.getByText("Calculateur de budget").scrollIntoViewIfNeeded(); }
if (action === "panel") { await page.locator("details").first().screenshot({ path: out }); } else await page.screenshot({ path: out, fullPage: action === "full" });
await browser.close();
