import { expect, test } from "../journey.ts";
import { openDealerListing, signIn } from "../support.ts";

const CONVERSATION_URL = /\/messages\/[0-9a-f-]{36}$/;

/** Set on the window: still there later means the page was never reloaded. */
const mark = (page: import("@playwright/test").Page) => page.evaluate(() => Object.assign(window, { __noReload: true }));
const notReloaded = (page: import("@playwright/test").Page) => page.evaluate(() => (window as { __noReload?: boolean }).__noReload === true);

test("a buyer writes to a seller from a listing, each sees the other's message arrive live, and the bell tells the buyer", async ({
  page: buyer,
  browser,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const question = `Bonjour, est-elle toujours disponible ? (${stamp})`;
  const answer = `Oui, passez la voir demain. (${stamp})`;

  const sellerContext = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const seller = await sellerContext.newPage();
  await signIn(seller, "concession@demo.autoafrique.africa", "demo12345");
  await seller.goto("/messages");
  await expect(seller.getByRole("heading", { name: "Messages" })).toBeVisible();
  await mark(seller);

  await signIn(buyer, "acheteur@demo.autoafrique.africa", "demo12345");
  await openDealerListing(buyer, "sale");
  await expect(buyer.getByRole("heading", { name: "Vendeur" })).toBeVisible();
  await expect(buyer.getByRole("link", { name: /Jean-Marc Kouassi/ }).first()).toBeVisible();
  const contactTab = buyer.getByRole("tab", { name: "Contact" });
  if (await contactTab.isVisible()) await contactTab.click();
  await buyer.getByRole("button", { name: "Contacter le vendeur" }).click();
  await expect(buyer).toHaveURL(CONVERSATION_URL);
  await expect(buyer.getByText("ne versez jamais d'acompte avant d'avoir vu le véhicule et ses papiers")).toBeVisible();
  await expect(buyer.getByRole("heading", { name: "Messages" })).toBeVisible();
  await mark(buyer);

  // Enter sends; the box empties once the server has the message.
  // Before the page's script runs, Enter is a new line: typed again until it sends, but never twice.
  const box = buyer.getByLabel("Votre message");
  const sent = buyer.getByRole("list", { name: "Messages" }).getByText(question);
  await expect(async () => {
    if ((await sent.count()) === 0) {
      await box.fill(question);
      await box.press("Enter");
    }
    await expect(sent).toBeVisible({ timeout: 5000 });
  }).toPass();
  await expect(box).toHaveValue("");

  // The seller, on /messages, sees it in the list without reloading, unread, and opens it.
  const entry = seller.getByRole("link", { name: new RegExp(question.replace(/[?()]/g, "\\$&")) });
  await expect(entry).toBeVisible({ timeout: 5000 });
  await expect(entry.getByTestId("conversation-unread")).toHaveText("1");
  expect(await notReloaded(seller)).toBe(true);
  await entry.click();
  await expect(seller).toHaveURL(CONVERSATION_URL);
  await expect(seller.getByRole("list", { name: "Messages" }).getByText(question)).toBeVisible();
  await expect(seller.getByTestId("presence")).toHaveText("En ligne");
  await expect(entry.getByTestId("conversation-unread")).toHaveCount(0);

  // Shift+Enter is a new line, the button sends.
  const reply = seller.getByLabel("Votre message");
  await reply.fill("Oui,");
  await reply.press("Shift+Enter");
  await expect(reply).toHaveValue("Oui,\n");
  await reply.fill(answer);
  await seller.getByRole("button", { name: "Envoyer" }).click();
  await expect(reply).toHaveValue("");

  // The buyer sees the reply live in the open chat, and the bell has the news of it.
  await expect(buyer.getByRole("list", { name: "Messages" }).getByText(answer)).toBeVisible({ timeout: 5000 });
  expect(await notReloaded(buyer)).toBe(true);
  // A screen reader is told of the reply, once; the buyer's own question was not read out.
  await expect(buyer.getByRole("status").filter({ hasText: "Nouveau message" })).toHaveText(`Nouveau message : ${answer}`);
  await buyer.getByLabel("Notifications").click();
  const news = buyer.getByRole("button", { name: /Nouveau message de Jean-Marc Kouassi/ }).first();
  await expect(news).toBeVisible();
  await expect(news).toContainText(answer);
  await sellerContext.close();
});

test("a stranger's conversation id gets the same answer as an unknown one", async ({ page }) => {
  await signIn(page, "agent@demo.autoafrique.africa", "demo12345");
  const unknown = await page.goto("/messages/00000000-0000-4000-8000-000000000000");
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole("alert").filter({ hasText: "ID de conversation invalide" })).toBeVisible();
  const malformed = await page.goto("/messages/pas-un-id");
  expect(malformed?.status()).toBe(404);
  await expect(page.getByRole("alert").filter({ hasText: "ID de conversation invalide" })).toBeVisible();
});
