import { beforeAll, describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { handle, serverBuild } from "../support/request-handler.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";
import { shownMarkup } from "../support/page-markup.ts";

useTestDatabase();

// The first page builds the whole route tree: slow on a busy machine, not a test of its own.
beforeAll(() => serverBuild().then(() => undefined), 120_000);

let seq = 0;
const member = () => createUser({ email: `english-commerce${++seq}@example.test` });
const page = async (path: string, cookie?: string) => {
  const response = await handle(new Request(`http://localhost:3000${path}`, { headers: cookie ? { cookie } : {} }));
  expect(response.status).toBe(200);
  return response.text();
};

describe("the commerce pages in English (ADR 0049)", () => {
  it("/en/subscription: the plans, their lines and the way to Pro in English; /subscription unchanged", async () => {
    const cookie = await sessionCookie((await member()).email);
    const english = await page("/en/subscription", cookie);
    expect(english).toContain('<html lang="en"');
    expect(english).toContain("<title>Choose your plan — AutoAfrique</title>");
    for (const words of [
      "Boost your sales with the Pro plan.",
      "Upgrade to Pro",
      "Payment method",
      "/month",
      "Free",
      "Up to 5 active listings",
      "Unlimited listings",
      "Maximum visibility",
    ]) {
      expect(english).toContain(words);
    }
    expect(english).not.toContain("Choisissez votre plan");
    // The plans as installed are marked French words, put in English with the page's data.
    expect(english).toMatch(/id="plan-free"[^>]*>Free</);
    expect(english).toMatch(/Advanced statistics<\/li>/);
    expect(english).toMatch(/Messaging with buyers<\/li>/);

    const french = await page("/subscription", cookie);
    for (const words of ["Choisissez votre plan", "Passer à Pro", "/mois"]) expect(french).toContain(words);
    expect(french).toMatch(/id="plan-free"[^>]*>Gratuit</);
    expect(french).toMatch(/Statistiques avancées<\/li>/);
    expect(french).not.toContain("Support prioritaire");
  });

  it("/en/comparer: the table's labels and the notices in English", async () => {
    const seller = await member();
    const [a, b] = [
      await createSaleListing(seller.id, { brand: "Toyota", model: "Hilux", bodyType: "Pick-up" }),
      await createSaleListing(seller.id, { brand: "Peugeot", model: "508", bodyType: "Berline" }),
    ];
    const gone = "00000000-0000-4000-8000-000000000000";
    const english = await page(`/en/comparer?ids=${a.id},${b.id},${gone}`);
    for (const words of [
      "Compare vehicles",
      "Mileage",
      "Gearbox",
      "Previous owners",
      "Seller",
      "One vehicle in this link is no longer listed.",
      "See the listings",
    ]) {
      expect(english).toContain(words);
    }
    // What the page shows: its data carries the catalogs, whose marked messages are named by their French text.
    expect(shownMarkup(english)).not.toContain("Kilométrage");
    // The body types are stored in French: the table says them in English.
    expect(shownMarkup(english)).toContain("Sedan");
    expect(shownMarkup(english)).not.toContain("Berline");
    const french = await page(`/comparer?ids=${a.id},${b.id},${gone}`);
    expect(french).toContain("Kilométrage");
    expect(french).toContain("Comparer des véhicules");
  });
});
