import { type Page } from "@playwright/test";
import { expect, test } from "./journey.ts";
import sharp from "sharp";
import { watchConsole } from "./console-watch.ts";

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function photo(background: string) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background } })
    .jpeg()
    .toBuffer();
  return { name: "car.jpg", mimeType: "image/jpeg", buffer };
}

async function signInInEnglish(page: Page, email: string, password: string) {
  await page.goto("/en/auth");
  await field(page, "Email").fill(email);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByText("Signed in!").waitFor();
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("a visitor in Ghana reads in English, signs up and posts a rental; a member writes and books it in English; the owner accepts; Français is kept", async ({
  page: owner,
  browser,
}, testInfo) => {
  test.slow();
  const problems = watchConsole(owner);
  const stamp = String(Date.now());
  const model = `Corolla ${stamp.slice(-5)}`;

  // Picking Ghana without a language of one's own opens the English page.
  await owner.goto("/");
  await expect(owner.locator("html")).toHaveAttribute("lang", "fr");
  await owner.getByLabel("Pays affiché").selectOption("GH");
  await expect(owner).toHaveURL(/\/en$/);
  await expect(owner.locator("html")).toHaveAttribute("lang", "en");
  await owner.locator("summary", { hasText: "Language: English" }).click();
  await expect(owner.getByRole("button", { name: "Français" })).toBeVisible();
  await owner.locator("summary", { hasText: "Language: English" }).click();

  // Sign up, then sign in, in English.
  const email = `kwame.${stamp}@example.test`;
  await owner.goto("/en/auth?tab=signup");
  await field(owner, "Profile photo (optional)").setInputFiles(await photo("#f97316"));
  await field(owner, "First name").fill("Kwame");
  await field(owner, "Name").fill("Mensah");
  await field(owner, "Email").fill(email);
  await field(owner, "Password").fill("motdepasse123");
  await field(owner, "Confirm password").fill("motdepasse123");
  await field(owner, "Country").selectOption("GH");
  await field(owner, "City").selectOption("Accra");
  await field(owner, "Phone").fill(`24${stamp.slice(-7)}`);
  await owner.getByRole("button", { name: "Sign up" }).click();
  await expect(owner.getByText("Signed up! A verification email has been sent to you.")).toBeVisible();
  await signInInEnglish(owner, email, "motdepasse123");
  await expect(owner).toHaveURL(/\/en(\/|$)/);

  // Post a rental.
  await owner.goto("/en/sell/louer", { waitUntil: "networkidle" });
  await expect(owner.getByRole("heading", { name: "Rent out my vehicle" })).toBeVisible();
  await field(owner, "Make").selectOption("Autre");
  await field(owner, "Model").fill(model);
  await field(owner, "Year").selectOption(String(new Date().getFullYear() - 4));
  await field(owner, "Mileage (km)").fill("84000");
  await field(owner, "Transmission").selectOption("manual");
  await field(owner, "Fuel").selectOption("diesel");
  await field(owner, "Price per day").fill("350");
  await field(owner, "Country").selectOption("GH");
  await field(owner, "City").selectOption("Accra");
  await field(owner, "Add photos").setInputFiles([await photo("#0f766e")]);
  // The browser's own check speaks English too.
  await field(owner, "Mileage (km)").fill("");
  await owner.getByRole("button", { name: "Post the listing" }).click();
  await expect(owner.getByText("Please enter the mileage")).toBeVisible();
  await field(owner, "Mileage (km)").fill("84000");
  await owner.getByRole("button", { name: "Post the listing" }).click();
  await expect(owner.getByText("Listing created successfully!")).toBeVisible();
  await owner.goto("/en/profile?tab=annonces");
  const rental = (await owner.getByRole("main").locator('a[href^="/en/rental/"]').filter({ hasText: model }).first().getAttribute("href")) as string;
  expect(rental).toMatch(/^\/en\/rental\/[0-9a-f-]{36}$/);

  // Another member opens it in English, writes to the owner, and books three days.
  const renterContext = await browser.newContext({ ...testInfo.project.use, baseURL: testInfo.project.use.baseURL });
  const renter = await renterContext.newPage();
  problems.push(...watchConsole(renter));
  await signInInEnglish(renter, "acheteur@demo.autoafrique.africa", "demo12345");
  await renter.goto(rental, { waitUntil: "networkidle" });
  await expect(renter.locator("html")).toHaveAttribute("lang", "en");
  const contactTab = renter.getByRole("tab", { name: "Contact" });
  if (await contactTab.isVisible()) await contactTab.click();
  await renter.getByRole("button", { name: "Contact the owner" }).click();
  await expect(renter).toHaveURL(/\/en\/messages\/[0-9a-f-]{36}$/);
  const box = renter.getByLabel("Your message");
  await expect(async () => {
    await box.fill("Hello, is it free next month?");
    await box.press("Enter");
    await expect(box).toHaveValue("", { timeout: 2000 });
  }).toPass();
  await expect(renter.getByRole("list", { name: "Messages" }).getByText("Hello, is it free next month?")).toBeVisible();

  await renter.goto(rental, { waitUntil: "networkidle" });
  const bookTab = renter.getByRole("tab", { name: "Book" });
  if (await bookTab.isVisible()) await bookTab.click();
  await field(renter, "Start date").fill(day(40));
  await field(renter, "End date").fill(day(42));
  await renter.getByLabel("Message to the owner (optional)").fill("I will collect it at 9.");
  await renter.getByRole("button", { name: "Request booking" }).click();
  await expect(renter.getByText("Request sent!")).toBeVisible();

  // The owner sees the request in English and accepts it.
  await owner.goto("/en/bookings?tab=recues");
  await expect(owner.getByRole("heading", { name: "My bookings" })).toBeVisible();
  const request = owner.getByRole("article").filter({ hasText: "I will collect it at 9." });
  await expect(request).toContainText("Pending");
  await request.getByRole("button", { name: "Accept" }).click();
  await expect(request).toContainText("Confirmed");
  // The renter's message waits in the owner's conversations, which are in English too.
  await owner.goto("/en/messages");
  const conversation = owner.getByRole("main").locator('a[href^="/en/messages/"]').first();
  await conversation.click();
  await expect(owner.getByRole("list", { name: "Messages" }).getByText("Hello, is it free next month?")).toBeVisible();

  // Back to French, kept after a reload.
  await owner.locator("summary", { hasText: "Language: English" }).click();
  await owner.getByRole("button", { name: "Français" }).click();
  // The same conversation, at its French address.
  await expect(owner).toHaveURL(/^https?:\/\/[^/]+\/messages\/[0-9a-f-]{36}$/);
  await expect(owner.locator("html")).toHaveAttribute("lang", "fr");
  await owner.reload();
  await expect(owner.locator("html")).toHaveAttribute("lang", "fr");
  await owner.goto("/bookings");
  await expect(owner).toHaveURL(/\/bookings$/);
  await expect(owner.getByRole("heading", { name: "Mes réservations" })).toBeVisible();

  expect(problems).toEqual([]);
  await renterContext.close();
});
