import { expect, test } from "../journey.ts";
import sharp from "sharp";
import { signUpAndSignIn } from "../support.ts";

test("edit the profile with a new photo and see it in the header; a 6 MB image and a PDF are refused in French", async ({ page }) => {
  await signUpAndSignIn(page, "Mariam", "Coulibaly");
  const avatar = page.getByLabel("Menu du compte").locator("img");
  const before = await avatar.getAttribute("src");

  await page.goto("/profile");
  await page.getByRole("link", { name: "Modifier le profil" }).click();
  await expect(page).toHaveURL(/\/profile\/edit$/);
  await expect(page.getByLabel("Prénom")).toHaveValue("Mariam");

  // Refused in the browser before anything crosses the network, with the spec's words.
  const photo = page.getByLabel("Photo de profil");
  await photo.setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%âãÏÓ\n") });
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Veuillez sélectionner une image")).toBeVisible();
  await photo.setInputFiles({ name: "enorme.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(6 * 1024 * 1024, 7) });
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("L'image ne doit pas dépasser 5MB")).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/edit$/);

  const next = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#16a34a" } })
    .png()
    .toBuffer();
  await photo.setInputFiles({ name: "nouvelle.png", mimeType: "image/png", buffer: next });
  await page.getByLabel("Prénom").fill("Mariama");
  await page.getByLabel("Ville").selectOption("Bouaké");
  await page.getByRole("button", { name: "Enregistrer" }).click();

  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText("Profil mis à jour")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mariama Coulibaly" })).toBeVisible();
  await expect(page.getByText("Bouaké, Côte d'Ivoire")).toBeVisible();
  await expect(avatar).not.toHaveAttribute("src", before ?? "");
  // The old photo's files are gone from storage.
  expect((await page.request.get(before as string)).status()).toBe(404);
});

test("the server refuses a PDF named .jpg and an oversized photo even without the browser's checks", async ({ page }) => {
  await signUpAndSignIn(page, "Kadiatou", "Diallo");
  await page.goto("/profile/edit");
  const upload = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    // Posted as the form would be, skipping the page's own checks.
    const form = await page.evaluate(() => Object.fromEntries(new FormData(document.querySelector("form[enctype]") as HTMLFormElement).entries()));
    return page.request.post("/profile/edit", { multipart: { ...(form as Record<string, string>), photo: file }, maxRedirects: 0 });
  };
  const pdf = await upload({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("%PDF-1.7\n1 0 obj\n") });
  expect(pdf.status()).toBe(400);
  expect(await pdf.text()).toContain("Veuillez sélectionner une image");
  const huge = await upload({ name: "photo.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(6 * 1024 * 1024, 7) });
  expect(huge.status()).toBe(413);
  expect(await huge.text()).toContain("L&#x27;image ne doit pas dépasser 5MB");
});
