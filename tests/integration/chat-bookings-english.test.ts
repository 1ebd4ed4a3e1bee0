import { describe, expect, it } from "vitest";
import { addDays, dayOf } from "../../app/features/bookings/booking-rules.ts";
import { createBooking } from "../../app/features/bookings/bookings.server.ts";
import { openConversation, sendMessage } from "../../app/features/chat/conversations.server.ts";
import { makeOffer } from "../../app/features/chat/offers.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { DEFAULT_COUNTRY } from "../../app/lib/countries.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";
import { shownMarkup } from "../support/page-markup.ts";

useTestDatabase();

const day = (n: number) => addDays(dayOf(new Date()), n);

/** A page as a browser without JavaScript gets it: its markup, without the scripts that carry its data and messages. */
async function page(path: string, init: { cookie: string; form?: Record<string, string> }): Promise<{ status: number; markup: string }> {
  const headers = { "x-client-ip": "10.52.0.1", cookie: init.cookie };
  const request = init.form
    ? new Request(`http://localhost:3000${path}`, { method: "POST", headers, body: new URLSearchParams(init.form) })
    : new Request(`http://localhost:3000${path}`, { headers });
  const response = await handle(request);
  return { status: response.status, markup: shownMarkup(await response.text()) };
}

describe("chat and bookings on English pages", () => {
  it("/en/bookings says a member's bookings in English, their dates and states included; /bookings stays French", async () => {
    const owner = await createUser({ email: "en-owner@example.test", firstName: "Kwame" });
    const renter = await createUser({ email: "en-renter@example.test", firstName: "Chidi" });
    await createUser({ email: "en-nobody@example.test" });
    const cookie = await sessionCookie("en-renter@example.test");
    const rental = await createRentalListing(owner.id, { price: 25_000, country: "NG" });
    expect(await createBooking(renter.id, { listingId: rental.id, startDate: day(5), endDate: day(7) })).toMatchObject({ ok: true });

    const english = await page("/en/bookings?tab=locations", { cookie });
    expect(english.status).toBe(200);
    expect(english.markup).toContain('<html lang="en"');
    expect(english.markup).toContain("My bookings");
    expect(english.markup).toContain("My rentals");
    expect(english.markup).toContain("Requests received");
    expect(english.markup).toContain("Pending");
    expect(english.markup).toContain("Cancel request");
    expect(english.markup).toMatch(/From \d{1,2} [A-Z][a-z]+ \d{4} to \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(english.markup).toContain("3 days");
    expect(english.markup).toContain("<title>My bookings — AutoAfrique</title>");

    const french = await page("/bookings?tab=locations", { cookie });
    expect(french.markup).toContain("Mes réservations");
    expect(french.markup).toContain("En attente");
    expect(french.markup).toContain("3 jours");

    // An empty list, in English too.
    const empty = await page("/en/bookings?tab=locations", { cookie: await sessionCookie("en-nobody@example.test") });
    expect(empty.markup).toContain("You have no rentals.");
  });

  it("a refused booking request is answered in English, a stay too long included", async () => {
    const owner = await createUser({ email: "en-owner-long@example.test" });
    await createUser({ email: "en-renter-long@example.test" });
    const cookie = await sessionCookie("en-renter-long@example.test");
    const rental = await createRentalListing(owner.id, { price: 25_000 });
    const answer = await page(`/en/rental/${rental.id}?tab=reserver`, { cookie, form: { intent: "book", startDate: day(1), endDate: day(100), notes: "" } });
    expect(answer.status).toBe(400);
    expect(answer.markup).toContain("A booking cannot be longer than 90 days.");
  });

  it("/en/messages shows a conversation in English: the list, the chat's words and the offer card; the members' words as written", async () => {
    const seller = await createUser({ email: "en-seller@example.test", firstName: "Ama", lastName: "Owusu" });
    const buyer = await createUser({ email: "en-buyer@example.test", firstName: "Tunde", lastName: "Bello" });
    const cookie = await sessionCookie("en-buyer@example.test");
    const sale = await createSaleListing(seller.id, { price: 10_000_000 });
    const opened = await openConversation(buyer.id, { kind: "sale", id: sale.id });
    if (!opened.ok) throw new Error(opened.error);
    expect(await sendMessage(buyer.id, opened.id, "Bonjour, toujours dispo ?")).toMatchObject({ ok: true });
    expect(await makeOffer(buyer.id, sale.id, "8 000 000", DEFAULT_COUNTRY)).toMatchObject({ ok: true });

    const list = await page("/en/messages", { cookie });
    expect(list.markup).toContain('<html lang="en"');
    expect(list.markup).toContain("Select a conversation to see its messages.");
    expect(list.markup).toContain("You: Offer: 8 million CFA");

    const chat = await page(`/en/messages/${opened.id}?essai=1`, { cookie });
    expect(chat.status).toBe(200);
    expect(chat.markup).toContain("Stay safe:");
    expect(chat.markup).toContain('placeholder="Write your message…"');
    expect(chat.markup).toContain("Today");
    expect(chat.markup).toMatch(/Offline|Online|Last seen/);
    expect(chat.markup).toContain("Offer: 8 million CFA");
    expect(chat.markup).toContain("Status:");
    expect(chat.markup).toContain("Pending");
    expect(chat.markup).toContain("Withdraw");
    expect(chat.markup).toContain("Hello, I would like to test-drive the");
    expect(chat.markup).toContain("Bonjour, toujours dispo ?");
    expect(chat.markup).toContain('action="/en/messages/');

    const refused = await page(`/en/messages/${opened.id}`, { cookie, form: { intent: "send", content: "x".repeat(2001) } });
    expect(refused.markup).toContain("Message too long");
  });

  it("/en/listing/{id}/offre says 'Make an offer' and refuses an amount out of range in English", async () => {
    const seller = await createUser({ email: "en-seller-offer@example.test" });
    await createUser({ email: "en-buyer-offer@example.test" });
    const cookie = await sessionCookie("en-buyer-offer@example.test");
    const sale = await createSaleListing(seller.id, { price: 10_000_000 });
    const shown = await page(`/en/listing/${sale.id}/offre`, { cookie });
    expect(shown.markup).toContain("Make an offer");
    expect(shown.markup).toContain("Offer between 30% and 100% of the price.");
    const refused = await page(`/en/listing/${sale.id}/offre`, { cookie, form: { amount: "1000" } });
    expect(refused.status).toBe(400);
    expect(refused.markup).toMatch(/Your offer must be between CFA 3,000,000 and CFA 10,000,000 \(30% to 100% of the price\)\./);
  });
});
