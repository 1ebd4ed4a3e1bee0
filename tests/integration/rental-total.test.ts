import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, dayOf } from "../../app/features/bookings/booking-rules.ts";
import { createRentalListing, createUser } from "../../app/features/demo/factories.server.ts";
import { db } from "../../app/server/db.server.ts";
import { rentalBookings } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";
import { shownMarkup } from "../support/page-markup.ts";

useTestDatabase();

const day = (n: number) => addDays(dayOf(new Date()), n);

/** The page as a browser without JavaScript gets it (U+202F read as a space). */
async function page(path: string, init: { cookie?: string; form?: Record<string, string> } = {}): Promise<string> {
  const headers: Record<string, string> = { "x-client-ip": "10.24.1.1", ...(init.cookie ? { cookie: init.cookie } : {}) };
  const request = init.form
    ? new Request(`http://localhost:3000${path}`, { method: "POST", headers, body: new URLSearchParams(init.form) })
    : new Request(`http://localhost:3000${path}`, { headers });
  return (await (await handle(request)).text()).replace(/[\u202f\u00a0]/g, " ").replace(/<!-- -->/g, "");
}

const totals = (html: string) => [...html.matchAll(/data-testid="rental-(total|estimate)"[^>]*>([^<]+)</g)].map((m) => ({ kind: m[1], amount: m[2] }));

describe("a rental page shows one total", () => {
  it("without dates, the calculator's estimate alone; with dates, their all-in total alone, which is the total the server records", async () => {
    const owner = await createUser({ email: "loueur-total@example.test" });
    const email = "locataire-total@example.test";
    await createUser({ email });
    const cookie = await sessionCookie(email);
    const rental = await createRentalListing(owner.id, { price: 47_500, country: "CI" });
    const path = `/rental/${rental.id}?tab=reserver`;

    // 7 days by default: 332 500 + 15 % = 382 375.
    expect(totals(await page(path, { cookie }))).toEqual([{ kind: "estimate", amount: "382 375 CFA" }]);

    // The dates of a request the page answers without JavaScript (here a visitor, asked to sign in):
    // 3 days at 47 500 = 142 500, + 21 375 insurance and fees.
    const form = { intent: "book", startDate: day(10), endDate: day(12), notes: "" };
    const answered = await page(path, { form });
    expect(answered).toContain("Vous devez être connecté pour réserver.");
    expect(totals(answered)).toEqual([{ kind: "total", amount: "163 875 CFA" }]);
    expect(answered).toContain("47 500 CFA × 3 jours");
    expect(answered).toContain("Assurance et frais (15 %)");
    // Not in the page's markup (its scripts carry the page's messages, the estimate's label among them).
    expect(shownMarkup(answered)).not.toContain("Estimation totale");

    // Sent by a member, the request records that same total, whatever the browser sends.
    await page(path, { cookie, form: { ...form, totalPrice: "1" } });
    const [row] = await db().select().from(rentalBookings).where(eq(rentalBookings.listingId, rental.id));
    expect(row).toMatchObject({ totalDays: 3, dailyRate: 47_500, totalPrice: 163_875 });
  });
});
