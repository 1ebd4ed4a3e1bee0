import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";

useTestDatabase();

const get = (path: string) => handle(new Request(`http://localhost:3000${path}`, { headers: { "x-client-ip": "10.24.4.1" } }));
const count = async (query: string) => {
  const response = await get(`/listings/nombre?${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  return response.json();
};

describe("the filter sheet's live count (/listings/nombre)", () => {
  it("counts what /listings shows for the same query, as the browse form sends it", async () => {
    const seller = await createUser({ email: "vendeur-compte@example.test" });
    for (const price of [3_000_000, 5_000_000, 9_000_000]) await createSaleListing(seller.id, { brand: "Lada", model: "Niva", price });
    await createRentalListing(seller.id, { brand: "Lada", model: "Niva", country: "CI", price: 30_000 });

    expect(await count("search=lada")).toMatchObject({ count: 3, capped: false });
    // Every field of the sheet, empty ones included, grouped digits as typed.
    expect(await count("search=lada&priceMin=&priceMax=6+000+000&mileageMin=&fuelType=&city=&country=&sort=recent")).toMatchObject({ count: 2, capped: false });
    expect(await count("search=lada&priceMin=10000000")).toMatchObject({ count: 0, capped: false });
    expect(await count("type=location&search=lada")).toMatchObject({ count: 1, capped: false });

    const page = (await (await get("/listings?search=lada&priceMax=6000000")).text()).replace(/<!-- -->/g, "");
    expect(page).toContain("2 véhicules trouvés");
    // The sheet's button starts from the page's own count, and still submits the form.
    expect(page).toMatch(/<button type="submit"[^>]*>Voir 2 annonces<\/button>/);
  });

  it("says it in English on the English page", async () => {
    const seller = await createUser({ email: "vendeur-compte-en@example.test" });
    for (const price of [3_000_000, 5_000_000]) await createSaleListing(seller.id, { brand: "Dacia", model: "Logan", price });
    const page = (await (await get("/en/listings?search=dacia")).text()).replace(/<!-- -->/g, "");
    expect(page).toContain("<title>Buy a vehicle — AutoAfrique</title>");
    expect(page).toContain("2 vehicles found");
    expect(page).toContain("Advanced filters");
    expect(page).toContain("Save this search");
    expect(page).toMatch(/<button type="submit"[^>]*>See 2 listings<\/button>/);
    expect(page).not.toContain("véhicules trouvés");
  });

  it("ignores what it does not know instead of failing", async () => {
    expect(await count("yearMin=abc&sort=nimporte&after=forged&fuelType=eau")).toMatchObject({ count: expect.any(Number), capped: expect.any(Boolean) });
  });
});
