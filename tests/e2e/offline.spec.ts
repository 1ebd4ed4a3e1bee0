import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import { signIn } from "./support.ts";

const BUYER = "acheteur@demo.autoafrique.africa";
const OFFLINE_FORM = "Vous êtes hors ligne : ce formulaire sera disponible dès le retour du réseau.";

/** Waits until the service worker controls the page (it claims open pages once active). */
async function workerInControl(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });
}

/** The shell's banner (the chat also says 'Hors ligne' of the other party). */
const offlineBanner = (page: Page) => page.getByRole("status", { name: "Hors ligne" });

/**
 * The demo buyer's conversation about the Citroën, which holds 'Le prix est-il négociable ?':
 * named, since journeys run before this one may start other conversations, listed above it.
 */
const demoConversation = (page: Page, prefix: string) => page.locator(`main a[href^='${prefix}']`).filter({ hasText: "Citroën C-Elysée" }).first();

/** The addresses of every page the worker keeps, across its caches. */
async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

// Chromium installs nothing from an incognito profile, which every new context is: a profile on disk here.
test("the app is installable: its manifest is read and Chromium finds nothing missing", async ({ playwright, baseURL }, testInfo) => {
  const context = await playwright.chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "installable-")), {
    ...testInfo.project.use,
    ...testInfo.project.use.launchOptions,
    baseURL,
  });
  const page = await context.newPage();
  await page.goto("/");
  await workerInControl(page);
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send("Page.getAppManifest");
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? "{}").name).toBe("AutoAfrique — Votre marketplace automobile");
  expect(manifest.parsed?.scope).toMatch(/^http:\/\/localhost:\d+\/$/);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  expect(installabilityErrors).toEqual([]);

  // The worker: checked afresh at every visit, the push handlers loaded on its first line.
  const worker = await page.request.get("/sw.js");
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
  expect(await worker.text()).toMatch(/^importScripts\(["'`]\/sw-push\.js["'`]\)/);
  expect((await page.request.get("/sw-push.js")).headers()["cache-control"]).toBe("no-cache");
  await context.close();
});

test("favourites and a conversation stay readable offline, forms wait for the network, and signing out empties the caches", async ({ page, context }) => {
  await signIn(page, BUYER, "demo12345");
  await workerInControl(page);

  // Seen once online, with the worker in control.
  await page.goto("/favorites");
  await expect(page.getByRole("heading", { name: "Mes favoris" })).toBeVisible();
  const favouriteCards = await page.locator("main a[href^='/listing/'], main a[href^='/rental/']").count();
  expect(favouriteCards).toBeGreaterThan(0);
  await page.goto("/messages");
  await expect(page.getByRole("heading", { name: "Messages", exact: true })).toBeVisible();
  const conversation = await demoConversation(page, "/messages/").getAttribute("href");
  expect(conversation).toMatch(/^\/messages\/[0-9a-f-]{36}$/);
  await page.goto(conversation!);
  await expect(page.getByText("Le prix est-il négociable ?")).toBeVisible();
  await expect(offlineBanner(page)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText("Le prix est-il négociable ?")).toBeVisible();
  await expect(offlineBanner(page)).toBeVisible();

  // A message typed offline is not sent, and stays in the box.
  await page.getByLabel("Votre message").fill("Je viens samedi à 10 h.");
  await page.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.getByRole("alert").filter({ hasText: OFFLINE_FORM })).toBeVisible();
  await expect(page.getByLabel("Votre message")).toHaveValue("Je viens samedi à 10 h.");

  // Another page seen online, opened offline as a new document and by the app's own navigation.
  await page.goto("/favorites");
  await expect(page.getByRole("heading", { name: "Mes favoris" })).toBeVisible();
  await expect(page.locator("main a[href^='/listing/'], main a[href^='/rental/']")).toHaveCount(favouriteCards);
  await expect(offlineBanner(page)).toBeVisible();
  await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Messages" }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByRole("heading", { name: "Messages", exact: true })).toBeVisible();

  // A page never opened, or never kept (payments), says so instead of the browser's error.
  for (const path of ["/bookings", "/promote"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Cette page n'a pas encore été ouverte sur cet appareil" })).toBeVisible();
  }

  await context.setOffline(false);
  await page.goto("/favorites");
  await expect(page.getByRole("heading", { name: "Mes favoris" })).toBeVisible();
  await expect(offlineBanner(page)).toHaveCount(0);
  await context.setOffline(true);
  await expect(offlineBanner(page)).toBeVisible();
  await context.setOffline(false);
  await expect(offlineBanner(page)).toHaveCount(0);

  expect(await cachedPaths(page)).toEqual(expect.arrayContaining(["/favorites", conversation]));
  await page.getByLabel("Menu du compte").click();
  await page.getByRole("button", { name: "Se déconnecter" }).first().click();
  await expect(page.getByText("Déconnexion réussie")).toBeVisible();
  const left = await cachedPaths(page);
  expect(left.filter((path) => /^\/(?:favorites|messages|moi|recemment-consultees$)/.test(path))).toEqual([]);
});

test("signing out of an English page empties the caches too", async ({ page }) => {
  await signIn(page, BUYER, "demo12345");
  await workerInControl(page);
  await page.goto("/en/favorites");
  await expect(page.getByRole("heading", { name: "My favourites" })).toBeVisible();
  await page.goto("/en/messages");
  const conversation = await demoConversation(page, "/en/messages/").getAttribute("href");
  expect(conversation).toMatch(/^\/en\/messages\/[0-9a-f-]{36}$/);
  await page.goto(conversation!);
  await expect(page.getByText("Le prix est-il négociable ?")).toBeVisible();
  expect(await cachedPaths(page)).toEqual(expect.arrayContaining(["/en/favorites", conversation]));

  await page.getByLabel("Account menu").click();
  await page.getByRole("button", { name: "Sign out" }).first().click();
  await expect(page.getByText("Signed out")).toBeVisible();
  const left = await cachedPaths(page);
  expect(left.filter((path) => /^\/en\/(?:favorites|messages|moi|profile|recemment-consultees$)/.test(path))).toEqual([]);
});

test("a new version of the worker waits while a message is typed, and takes over at the next navigation without reloading the page", async ({ page }) => {
  await signIn(page, BUYER, "demo12345");
  await page.goto("/messages");
  await workerInControl(page);
  const conversation = await demoConversation(page, "/messages/").getAttribute("href");
  await page.locator(`main a[href='${conversation}']`).click();
  await expect(page.getByText("Le prix est-il négociable ?")).toBeVisible();
  // Set on this document: still there means the page was never reloaded.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByLabel("Votre message").fill("Bonjour, je");

  // A new build's worker: other bytes at /sw.js.
  const file = join(process.env.BUILD_DIR ?? "build", "client", "sw.js");
  const original = readFileSync(file, "utf8");
  try {
    writeFileSync(file, `${original}\n// ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration!.update();
    });
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state === "installed");
    await page.getByLabel("Votre message").pressSequentially(" passe samedi.");
    await page.waitForTimeout(500);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(true);

    await page.getByRole("link", { name: "Retour aux conversations" }).click();
    await expect(page).toHaveURL(/\/messages$/);
    await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  } finally {
    writeFileSync(file, original);
  }
});
