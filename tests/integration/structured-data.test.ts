import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { db } from "../../app/server/db.server.ts";
import { listings } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";

useTestDatabase();

const ORIGIN = "http://localhost:3000";
const BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

type Block = Record<string, unknown> & { "@context": string; "@type": string };

async function page(path: string): Promise<string> {
  const response = await handle(new Request(`${ORIGIN}${path}`, { headers: { "user-agent": BROWSER, "x-client-ip": "10.45.0.1" } }));
  expect(response.status).toBe(200);
  return response.text();
}

/** Every JSON-LD block of a page, parsed: the test fails on one that is not valid JSON. */
function jsonLd(html: string): Block[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Block);
}

function blocksOf(html: string) {
  const blocks = jsonLd(html);
  for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
  const car = blocks.find((b) => b["@type"] === "Car");
  const trail = blocks.find((b) => b["@type"] === "BreadcrumbList");
  if (!car || !trail) throw new Error(`expected a Car and a BreadcrumbList, got ${blocks.map((b) => b["@type"]).join(", ")}`);
  return { blocks, car, trail, offer: car.offers as Record<string, unknown> };
}

/** What every listing's Car carries, with numbers as numbers and absolute URLs. */
function expectCar(car: Block, url: string) {
  expect(car).toMatchObject({
    url,
    model: expect.any(String),
    vehicleModelDate: expect.stringMatching(/^\d{4}$/),
    fuelType: expect.any(String),
    vehicleTransmission: expect.any(String),
  });
  expect(car.name).toEqual(expect.any(String));
  expect(car.brand).toMatchObject({ "@type": "Brand", name: expect.any(String) });
  expect(car.mileageFromOdometer).toMatchObject({ "@type": "QuantitativeValue", value: expect.any(Number), unitCode: "KMT" });
  for (const image of (car.image as string[] | undefined) ?? []) expect(image).toMatch(/^https?:\/\//);
  const offer = car.offers as Record<string, unknown>;
  expect(offer).toMatchObject({
    "@type": "Offer",
    price: expect.any(Number),
    priceCurrency: "XOF",
    url,
    availability: expect.stringMatching(/^https:\/\/schema\.org\//),
  });
  expect((offer.seller as Block)["@type"]).toMatch(/^(Person|AutoDealer)$/);
  expect((offer.seller as Block).name).toEqual(expect.any(String));
}

describe("a listing page's structured data", () => {
  it("a sale: a Car offered at its price in XOF by a person, with owners, photos and the trail to it", async () => {
    const seller = await createUser({ email: "jsonld-vendeur@example.test", firstName: "Moussa", lastName: "Diallo" });
    const sale = await createSaleListing(seller.id, {
      brand: "Toyota",
      model: "Hilux",
      year: 2019,
      mileage: 64_000,
      price: 14_500_000,
      previousOwners: 1,
      country: "SN",
      city: "Dakar",
      images: ["listings/abc/photo-1"],
    });
    const { car, offer, trail } = blocksOf(await page(`/listing/${sale.id}`));
    expectCar(car, `${ORIGIN}/listing/${sale.id}`);
    expect(car).toMatchObject({ name: "Toyota Hilux 2019", vehicleModelDate: "2019", numberOfPreviousOwners: 1, mileageFromOdometer: { value: 64_000 } });
    expect(car.image).toEqual([expect.stringMatching(/^http:\/\/localhost:3000\/.*photo-1.*800/)]);
    expect(offer).toMatchObject({ price: 14_500_000, availability: "https://schema.org/InStock", seller: { "@type": "Person", name: "Moussa Diallo" } });
    expect(trail.itemListElement).toHaveLength(3);
    expect((trail.itemListElement as { item: string }[])[2].item).toBe(`${ORIGIN}/listing/${sale.id}`);
  });

  it("states nothing of the yes/no history, said or not said (the page alone shows what the seller said)", async () => {
    const seller = await createUser({ email: "jsonld-historique@example.test" });
    for (const answers of [
      { cleanTitle: null, customsCleared: null },
      { cleanTitle: false, customsCleared: false },
    ]) {
      const sale = await createSaleListing(seller.id, answers);
      const text = JSON.stringify(blocksOf(await page(`/listing/${sale.id}`)).blocks);
      expect(text).not.toMatch(/d[ée]douan|customs|title deed|clean ?title|titre/i);
    }
  });

  it("a rental by a Pro: an Offer at its price per day, by a dealer", async () => {
    const owner = await createUser({ email: "jsonld-loueur@example.test", userType: "dealer", companyName: "Abidjan Location" });
    const rental = await createRentalListing(owner.id, { price: 35_000, sellerPro: true });
    const { car, offer } = blocksOf(await page(`/rental/${rental.id}`));
    expectCar(car, `${ORIGIN}/rental/${rental.id}`);
    expect(car).not.toHaveProperty("numberOfPreviousOwners");
    expect(offer).toMatchObject({
      price: 35_000,
      seller: { "@type": "AutoDealer", name: "Abidjan Location" },
      priceSpecification: { "@type": "UnitPriceSpecification", price: 35_000, priceCurrency: "XOF", unitCode: "DAY" },
    });
  });

  it("a sold sale, a rental lent out and an expired listing say so", async () => {
    const seller = await createUser({ email: "jsonld-hors-marche@example.test" });
    const sold = await createSaleListing(seller.id, { status: "sold" });
    const lent = await createRentalListing(seller.id, { available: false });
    const expired = await createSaleListing(seller.id, { status: "expired" });
    expect(blocksOf(await page(`/listing/${sold.id}`)).offer.availability).toBe("https://schema.org/SoldOut");
    expect(blocksOf(await page(`/rental/${lent.id}`)).offer.availability).toBe("https://schema.org/OutOfStock");
    expect(blocksOf(await page(`/listing/${expired.id}`)).offer.availability).toBe("https://schema.org/Discontinued");
  });

  it("a seller's text cannot close the script: the page keeps two blocks that parse back to it", async () => {
    const seller = await createUser({ email: "jsonld-hostile@example.test" });
    const description = `Bon état </script><script>alert("x")</script> <!-- & fin`;
    const sale = await createSaleListing(seller.id, { description });
    const html = await page(`/listing/${sale.id}`);
    const { blocks, car } = blocksOf(html);
    expect(blocks).toHaveLength(2);
    expect(car.description).toBe(description);
    expect(html).not.toContain('<script>alert("x")');
  });

  it("an archived listing, which its owner alone sees, is not found and carries none", async () => {
    const seller = await createUser({ email: "jsonld-retire@example.test" });
    const archived = await createSaleListing(seller.id);
    await db().update(listings).set({ status: "archived" }).where(eq(listings.id, archived.id));
    const response = await handle(new Request(`${ORIGIN}/listing/${archived.id}`, { headers: { "user-agent": BROWSER } }));
    expect(response.status).toBe(404);
    expect(jsonLd(await response.text())).toEqual([]);
  });
});
