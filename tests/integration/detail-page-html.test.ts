import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";

useTestDatabase();

const PHONE_BROWSER = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

/** A detail page's HTML as a phone's browser gets it, streamed, before any script runs. */
async function html(path: string): Promise<string> {
  const response = await handle(new Request(`http://localhost:3000${path}`, { headers: { "user-agent": PHONE_BROWSER, "x-client-ip": "10.26.1.1" } }));
  expect(response.status).toBe(200);
  return response.text();
}

/**
 * What a page shows only once a script has moved it in: the markup React streamed apart into hidden
 * segments. The router's data scripts travel that way too, and show nothing: they are left out.
 */
function outlined(page: string): string[] {
  const markup = page.replace(/<script[\s\S]*?<\/script>/g, "");
  return [...markup.matchAll(/<div hidden id="S:\d+">([\s\S]*?)<\/div>/g)]
    .map((segment) => segment[1].replace(/<!--\$\?--><template id="B:\d+"><\/template><!--\/\$-->/g, ""))
    .filter((segment) => segment !== "");
}

describe("a listing's page is whole before JavaScript", () => {
  it("a rental page carries its booking form in place, visible, once", async () => {
    const owner = await createUser({ email: "loueur-html@example.test" });
    const rental = await createRentalListing(owner.id, { price: 30_000, country: "SN" });
    // Twice: the first render after start and a later one must not differ.
    for (let i = 0; i < 2; i++) {
      const page = await html(`/rental/${rental.id}`);
      expect(outlined(page)).toEqual([]);
      expect(page.match(/name="intent" value="book"/g)).toHaveLength(1);
      expect(page).toContain("Demander la réservation");
    }
  });

  it("a sale page is sent whole, nothing of it streamed apart", async () => {
    const owner = await createUser({ email: "vendeur-html@example.test" });
    const sale = await createSaleListing(owner.id, { country: "SN" });
    const page = await html(`/listing/${sale.id}`);
    expect(outlined(page)).toEqual([]);
  });
});

/** The text of the page's markup, without its scripts (the router's data repeats the loader's values). */
const shown = (page: string) => page.replace(/<script[\s\S]*?<\/script>/g, "");

describe("what a sale's page states of its history", () => {
  it("says the title deed and customs answers the seller gave, and nothing of those they did not", async () => {
    const owner = await createUser({ email: "historique-html@example.test" });
    const stated = await createSaleListing(owner.id, { cleanTitle: true, customsCleared: false });
    const unstated = await createSaleListing(owner.id, { cleanTitle: null, customsCleared: null });
    const said = shown(await html(`/listing/${stated.id}`));
    expect(said).toContain("Titre de propriété en règle");
    expect(said).toContain("Non dédouané");
    const unsaid = shown(await html(`/listing/${unstated.id}`));
    expect(unsaid).not.toContain("Titre de propriété en règle");
    expect(unsaid).not.toContain("Dédouanement");
    expect(unsaid).not.toContain("dédouané");
    // The rest of its history is still there.
    expect(unsaid).toContain("Propriétaires précédents");
  });

  it("says 'En ligne depuis' only while the car is on offer: never beside 'Cette annonce a été vendue'", async () => {
    const owner = await createUser({ email: "en-ligne-html@example.test" });
    const sale = await createSaleListing(owner.id);
    expect(shown(await html(`/listing/${sale.id}`))).toContain("En ligne depuis aujourd&#x27;hui");
    const sold = await createSaleListing(owner.id, { status: "sold" });
    const page = shown(await html(`/listing/${sold.id}`));
    expect(page).toContain("Cette annonce a été vendue");
    expect(page).not.toContain("En ligne depuis");
    const expired = await createSaleListing(owner.id, { status: "expired" });
    expect(shown(await html(`/listing/${expired.id}`))).not.toContain("En ligne depuis");
  });
});

describe("a listing's page in English (/en/listing/{id})", () => {
  it("says the listing's facts in English, the seller's own words as written", async () => {
    const seller = await createUser({ email: "vendeur-html-en@example.test" });
    const sale = await createSaleListing(seller.id, { brand: "Toyota", model: "Corolla", price: 7_500_000, country: "SN" });
    const page = (await html(`/en/listing/${sale.id}`)).replace(/<!-- -->/g, "");
    expect(page).toContain('<html lang="en"');
    expect(page).toContain("Key specifications");
    expect(page).toContain("Full details");
    expect(page).toContain("For sale in ");
    expect(page).toContain('<meta property="og:locale" content="en_GB"/>');
    expect(page).not.toContain("Caractéristiques principales");
  });
});
