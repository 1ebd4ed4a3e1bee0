import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { sendBookingMails } from "../../app/features/bookings/booking-mails.server.ts";
import { addDays, dayOf } from "../../app/features/bookings/booking-rules.ts";
import { changeBookingStatus, runBookingLifecycle } from "../../app/features/bookings/booking-status.server.ts";
import { createBooking } from "../../app/features/bookings/bookings.server.ts";
import { createRentalListing, createUser } from "../../app/features/demo/factories.server.ts";
import { action as unsubscribeAction } from "../../app/routes/unsubscribe.tsx";
import { db } from "../../app/server/db.server.ts";
import { profiles } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { mailsTo as readMails } from "../support/mails.ts";

const { dataDir } = useTestDatabase();
const mailsTo = (email: string) => readMails(dataDir(), email);
const day = (n: number) => addDays(dayOf(new Date()), n);

let seq = 0;
async function setup(options: { now?: Date } = {}) {
  const n = ++seq;
  const owner = await createUser({ email: `proprio${n}@example.test`, firstName: "Moussa", lastName: "Diop" });
  const renter = await createUser({ email: `loueur${n}@example.test`, firstName: "Aminata", lastName: "Traoré" });
  const rental = await createRentalListing(owner.id, { price: 40_000, brand: "Toyota", model: "Land Cruiser" });
  const booking = await createBooking(renter.id, { listingId: rental.id, startDate: day(5), endDate: day(7), notes: "Arrivée à 9 h" }, options);
  if (!booking.ok) throw new Error(booking.error);
  return { owner, renter, listingId: rental.id, id: booking.id };
}

describe("the booking mails (outbox)", () => {
  it("tells the owner of a request, then the renter of the answer, once each", async () => {
    const { owner, renter, id } = await setup();
    expect(await sendBookingMails()).toBe(1);
    const [request] = mailsTo(owner.email);
    expect(request).toContain("Aminata Traoré souhaite louer votre Toyota Land Cruiser du");
    // 3 days at 40 000 and 15 % insurance and fees: the all-in total.
    expect(request).toContain("(3 jours, 138");
    expect(request).toContain("Son message : « Arrivée à 9 h »");
    expect(request).toContain("/bookings?tab=recues");
    expect(request).toMatch(/List-Unsubscribe:\s+<http:\/\/localhost:\d+\/emails\/desabonnement\?t=bookings&u=/);
    expect(await sendBookingMails()).toBe(0);

    expect(await changeBookingStatus(owner.id, id, "accept")).toEqual({ ok: true });
    expect(await sendBookingMails()).toBe(1);
    expect(mailsTo(renter.email)[0]).toContain("Moussa Diop a confirmé votre réservation de la Toyota Land Cruiser du");
    expect(await sendBookingMails()).toBe(0);
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it("tells the renter of an expiry, and nobody of a request withdrawn before its mail went out", async () => {
    const expired = await setup({ now: new Date(Date.now() - 49 * 3_600_000) });
    const withdrawn = await setup();
    await sendBookingMails();
    expect(await changeBookingStatus(withdrawn.renter.id, withdrawn.id, "cancel")).toEqual({ ok: true });
    await runBookingLifecycle();
    await sendBookingMails();
    expect(mailsTo(expired.renter.email).at(-1)).toContain("a expiré : le propriétaire n'a pas répondu à temps");
    expect(mailsTo(withdrawn.renter.email)).toHaveLength(0);

    const late = await setup();
    expect(await changeBookingStatus(late.renter.id, late.id, "cancel")).toEqual({ ok: true });
    expect(await sendBookingMails()).toBe(0);
    expect(mailsTo(late.owner.email)).toHaveLength(0);
  });

  it("stops after the booking mails' own unsubscribe link, which leaves the message mails alone", async () => {
    const { owner, renter, listingId } = await setup();
    await sendBookingMails();
    const link = mailsTo(owner.email)[0]?.match(/https?:\/\/\S+\/emails\/desabonnement\?t=bookings[^\s>"]+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL((link as string).replace(/&amp;/g, "&"));
    const post = (target: URL) =>
      unsubscribeAction({
        request: new Request(target, { method: "POST", body: new URLSearchParams() }),
        params: {},
        context: new RouterContextProvider(),
      } as never);
    // The same signature does not unsubscribe from the other topic.
    const otherTopic = new URL(url);
    otherTopic.searchParams.set("t", "messages");
    expect(await post(otherTopic)).toEqual({ ok: false, message: "Ce lien de désabonnement n'est pas valide." });
    expect(await post(url)).toEqual({ ok: true, message: "C'est fait : vous ne recevrez plus d'e-mail pour vos réservations." });
    const [row] = await db().select().from(profiles).where(eq(profiles.id, owner.id));
    expect(row).toMatchObject({ bookingMailOptOut: true, messageMailOptOut: false });

    // The owner's next request is not mailed; the renter's answers still are.
    const again = await createBooking(renter.id, { listingId, startDate: day(20), endDate: day(21) });
    expect(again).toMatchObject({ ok: true });
    expect(await sendBookingMails()).toBe(0);
    expect(mailsTo(owner.email)).toHaveLength(1);
  });
});
