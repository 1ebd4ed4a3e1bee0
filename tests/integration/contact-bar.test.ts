import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { db } from "../../app/server/db.server.ts";
import { profiles } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

const ORIGIN = "http://localhost:3000";
const get = (path: string, cookie?: string) =>
  handle(new Request(`${ORIGIN}${path}`, { headers: { "x-client-ip": "10.24.2.1", ...(cookie ? { cookie } : {}) } }));
const post = (path: string, form: Record<string, string>, cookie: string) =>
  handle(new Request(`${ORIGIN}${path}`, { method: "POST", headers: { cookie, "x-client-ip": "10.24.2.1" }, body: new URLSearchParams(form) }));

/** The phone's contact bar of a page, or null: the navigation landmark it is. */
function contactBar(html: string): string | null {
  return html.match(/<nav aria-label="Contacter le vendeur".*?<\/nav>/s)?.[0] ?? null;
}

describe("the contact bar of a sale's page on a phone", () => {
  it("offers 'Contacter', and 'Appeler' and 'WhatsApp' with the suggested message only when the seller card shows a number", async () => {
    const seller = await createUser({ email: "vendeur-barre@example.test", phone: "+2250748213590" });
    const sale = await createSaleListing(seller.id);

    const bar = contactBar(await (await get(`/listing/${sale.id}`)).text());
    expect(bar).not.toBeNull();
    // A form posting the intent that opens the chat with the question typed: no JavaScript needed.
    const button = bar?.match(/<form[^>]*method="post"[^>]*>(<button type="submit"[^>]*>).*?Contacter<\/button><\/form>/s)?.[1];
    expect(button).toContain('name="intent"');
    expect(button).toContain('value="available"');
    expect(bar).toContain('href="tel:+2250748213590"');
    expect(bar).toContain(`href="https://wa.me/2250748213590?text=Toujours%20disponible%20%3F%20${encodeURIComponent(`${ORIGIN}/listing/${sale.id}`)}"`);
    expect(bar).toContain("Appeler");

    // A seller whose card shows no number: only the chat.
    await db().update(profiles).set({ phone: "" }).where(eq(profiles.id, seller.id));
    const quiet = contactBar(await (await get(`/listing/${sale.id}`)).text());
    expect(quiet).toContain("Contacter");
    expect(quiet).not.toContain("tel:");
    expect(quiet).not.toContain("wa.me");
  });

  it("is not on a rental's page nor on the seller's own page", async () => {
    const email = "vendeur-barre2@example.test";
    const seller = await createUser({ email });
    const sale = await createSaleListing(seller.id);
    const rental = await createRentalListing(seller.id);
    expect(contactBar(await (await get(`/rental/${rental.id}`)).text())).toBeNull();
    expect(contactBar(await (await get(`/listing/${sale.id}`, await sessionCookie(email))).text())).toBeNull();
  });

  it("'Contacter' opens the conversation with 'Toujours disponible ?' typed in the composer", async () => {
    const seller = await createUser({ email: "vendeur-barre3@example.test" });
    const buyerEmail = "acheteur-barre3@example.test";
    await createUser({ email: buyerEmail });
    const cookie = await sessionCookie(buyerEmail);
    const sale = await createSaleListing(seller.id);

    const answer = await post(`/listing/${sale.id}`, { intent: "available" }, cookie);
    expect(answer.status).toBe(302);
    const location = answer.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/messages\/[0-9a-f-]{36}\?dispo=1$/);
    const chat = await (await get(location, cookie)).text();
    expect(chat).toMatch(/<textarea[^>]*aria-label="Votre message"[^>]*>Toujours disponible \?<\/textarea>/);
  });
});
