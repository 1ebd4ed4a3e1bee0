import { expect, test } from "../journey.ts";
import { signIn } from "../support.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("on a phone the list and the chat are two screens, with a way back", async ({ page }) => {
  await signIn(page, "acheteur@demo.autoafrique.africa", "demo12345");
  await page.goto("/messages");
  const list = page.getByRole("list", { name: "Conversations" });
  await expect(list).toBeVisible();
  await expect(page.getByLabel("Votre message")).toHaveCount(0);

  // What the bottom bar counts before: the conversation opened takes its own unread messages off it.
  const bar = page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: /Messages/ });
  const badge = async () => Number(((await bar.textContent()) ?? "").replace(/\D/g, "") || 0);
  // The conversation with the dealer's unread answer (other journeys may have started newer ones above it).
  const unread = list
    .getByRole("link")
    .filter({ has: page.getByTestId("conversation-unread") })
    .first();
  const unreadHere = Number(await unread.getByTestId("conversation-unread").textContent());
  const unreadBefore = await badge();
  await unread.click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel("Votre message")).toBeVisible();
  await expect(page.getByRole("region", { name: "Conversation avec Jean-Marc Kouassi" })).toBeVisible();
  await expect(list).toBeHidden();
  // The dealer's last answer is read now that it is open: the bottom bar's badge loses it.
  expect(unreadHere).toBeGreaterThan(0);
  await expect.poll(badge).toBe(Math.max(0, unreadBefore - unreadHere));

  await page.getByRole("link", { name: "Retour aux conversations" }).click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(list).toBeVisible();
  await expect(page.getByLabel("Votre message")).toHaveCount(0);
});
