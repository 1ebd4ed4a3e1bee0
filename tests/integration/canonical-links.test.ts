import { describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";

useTestDatabase();

const ORIGIN = "http://localhost:3000";

async function canonicalOf(path: string): Promise<string[]> {
  const response = await handle(new Request(`${ORIGIN}${path}`, { headers: { "x-client-ip": "10.45.2.1" } }));
  expect(response.status).toBe(200);
  const html = await response.text();
  return [...html.matchAll(/<link rel="canonical" href="([^"]*)"/g)].map((m) => m[1].replaceAll("&amp;", "&"));
}

describe("the canonical link", () => {
  it("of a listing's page is its one absolute address, whatever the link it was opened from carried", async () => {
    const seller = await createUser({ email: "canonique@example.test" });
    const sale = await createSaleListing(seller.id);
    expect(await canonicalOf(`/listing/${sale.id}?utm_source=whatsapp&fbclid=abc&tab=contact`)).toEqual([`${ORIGIN}/listing/${sale.id}`]);
  });

  it("of a browse page is the address of the state it shows", async () => {
    expect(await canonicalOf("/listings")).toEqual([`${ORIGIN}/listings`]);
    expect(await canonicalOf("/listings?type=location&priceMax=60000")).toEqual([`${ORIGIN}/listings?type=location&priceMax=60000`]);
  });

  it("of the home page is the site's root, without the showcase tab or tracking", async () => {
    expect(await canonicalOf("/?vitrine=location&utm_campaign=lancement")).toEqual([`${ORIGIN}/`]);
  });
});
