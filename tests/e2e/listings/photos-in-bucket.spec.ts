import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { type Page } from "@playwright/test";
import { expect, test } from "../journey.ts";
import sharp from "sharp";
import { type LocalS3, startS3Server } from "../../support/s3-server.ts";
import { signUpAndSignIn } from "../support.ts";

// A server of its own, its photos in a local S3 bucket: the journeys' shared server keeps the disk.
// Its own app server, beside the journeys' one: E2E_PORT + 1, 2, 3, 5 and 99 are the local providers' (playwright.config.ts).
const PORT = Number(process.env.E2E_PORT ?? 3100) + 7;
const ORIGIN = `http://localhost:${PORT}`;
const DATA_DIR = resolve(`${process.env.E2E_DATA_DIR ?? "./data/e2e"}-bucket`);

let s3: LocalS3;
let server: ChildProcess | undefined;

test.use({ baseURL: ORIGIN });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  s3 = await startS3Server();
  server = spawn(process.execPath, ["server.ts"], {
    env: { ...process.env, ...s3.env, PORT: String(PORT), DATA_DIR, APP_URL: ORIGIN, SEED_DEMO: "false", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${ORIGIN}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 300 || server.exitCode !== null) throw new Error("the server with a bucket did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
  await s3?.stop();
  rmSync(DATA_DIR, { recursive: true, force: true });
});

/** The picture is drawn: fetched from `from` and decoded by the browser (a CSP refusal leaves it empty). */
async function expectDrawnFrom(page: Page, image: ReturnType<Page["locator"]>, from: string) {
  await expect(image).toHaveAttribute("src", new RegExp(`^${from.replace(/[.:/]/g, "\\$&")}/.+\\.webp$`));
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

test("with a bucket: the sign-up's photo and a new listing's photos are stored there and shown from S3_PUBLIC_URL", async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  const fromThisServer: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/uploads/")) fromThisServer.push(request.url());
  });

  await signUpAndSignIn(page, "Mariama", "Bucket");
  await expectDrawnFrom(page, page.getByLabel("Menu du compte").locator("img"), s3.publicUrl);

  // The form is filled once hydrated: the model field changes with the brand.
  await page.goto("/sell/vendre", { waitUntil: "networkidle" });
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field("Marque").selectOption("Toyota");
  await field("Modèle").selectOption("Hilux");
  await field("Année").selectOption(String(new Date().getFullYear() - 2));
  await field("Prix").fill("14500000");
  await field("Kilométrage (km)").fill("31200");
  await field("Transmission").selectOption("manual");
  await field("Carburant").selectOption("diesel");
  await field("État").selectOption("used");
  await field("Propriétaires précédents").selectOption("1");
  await field("Couleur extérieure").selectOption("Blanc");
  await field("Ville").selectOption("Abidjan");
  const photo = async (name: string, background: string) => ({
    name,
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 800, height: 600, channels: 3, background } })
      .jpeg()
      .toBuffer(),
  });
  await field("Ajouter des photos").setInputFiles([await photo("avant.jpg", "#0f766e"), await photo("cote.jpg", "#9333ea")]);
  await page.getByRole("button", { name: "Publier l'annonce" }).click();
  await expect(page.getByText("Annonce créée avec succès !")).toBeVisible();

  await page.goto(`/listings?search=${encodeURIComponent("Toyota Hilux")}`);
  const card = page
    .getByRole("article")
    .filter({ hasText: "Toyota Hilux" })
    .filter({ hasText: /31\s200 km/ });
  await expectDrawnFrom(page, card.getByRole("img").first(), s3.publicUrl);
  // The card's name leads to the listing (its photo opens the gallery).
  await card.getByRole("heading").click();
  await expectDrawnFrom(page, page.getByRole("main").getByRole("img").first(), s3.publicUrl);

  expect(refused).toEqual([]);
  expect(fromThisServer).toEqual([]);
  expect(existsSync(join(DATA_DIR, "uploads"))).toBe(false);
});
