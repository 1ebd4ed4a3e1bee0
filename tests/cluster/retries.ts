import assert from "node:assert/strict";
import { once } from "node:events";
import { and, eq } from "drizzle-orm";
import { db } from "../../app/server/db.server.ts";
import { bookingPhotos, payments, premiumPackages, rentalBookings } from "../../app/server/schema.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { rentalTotal } from "../../app/features/bookings/rental-cost.ts";
import { goodJpeg } from "../support/images.ts";
import { sessionCookie } from "../support/session.ts";
import { type AppServer, startAppServer } from "./cluster.ts";
import { startTcpRelay } from "./fault-proxy.ts";

type Body = () => FormData | URLSearchParams;

export interface RetryFigures {
  what: string;
  /** Rows the first, unanswered, request left: 1 when it committed before the server died. */
  leftByTheDead: number;
  rows: number;
  retryStatus: number;
}

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * A server started for the occasion takes the member's request and dies as its answer starts
 * (kill -9: the work committed, the member heard nothing); the member sends it again to `other`.
 */
async function diesBeforeAnswering(
  port: number,
  env: Record<string, string>,
  path: string,
  cookie: string,
  body: Body,
  other: AppServer,
  rows: () => Promise<number>,
) {
  const doomed = await startAppServer("K", port, env);
  const exited = once(doomed.child, "exit");
  const relay = await startTcpRelay(port, { onAnswer: () => doomed.kill() });
  const origin = `http://localhost:${relay.port}`;
  const first = await fetch(`${origin}${path}`, { method: "POST", body: body(), headers: { cookie, Origin: origin }, redirect: "manual" }).then(
    (r) => r.status,
    () => 0,
  );
  assert.equal(first, 0, `the first request was answered (${first}) before its server died`);
  await exited;
  await relay.close();
  const leftByTheDead = await rows();
  const retry = await fetch(`${other.base}${path}`, { method: "POST", body: body(), headers: { cookie, Origin: other.base }, redirect: "manual" });
  return { status: retry.status, text: await retry.text(), leftByTheDead, rows: await rows() };
}

/**
 * A checkout, a booking request and a photo of a rental's record: each sent to a server that dies
 * before answering, then again to B. Exactly one payment, one booking, one photo.
 */
export async function retriesAfterDeath(port: number, env: Record<string, string>, b: AppServer): Promise<RetryFigures[]> {
  const figures: RetryFigures[] = [];
  const owner = await createUser({ email: "retry-owner@cluster.test", firstName: "Ousmane", userType: "seller" });
  const renter = await createUser({ email: "retry-renter@cluster.test", firstName: "Fatou" });
  const ownerCookie = await sessionCookie(owner.email);
  const renterCookie = await sessionCookie(renter.email);

  // The checkout of a promotion (the sandbox provider): the retry gets the same checkout.
  const sale = await createSaleListing(owner.id);
  const [pack] = await db().insert(premiumPackages).values({ name: "Vitrine 7 jours", durationDays: 7, price: 5_000 }).returning();
  assert.ok(pack);
  const checkout = () => new URLSearchParams({ listingId: sale.id, packageId: pack.id, method: "card" });
  const paymentsOpened = async () => (await db().select({ id: payments.id }).from(payments).where(eq(payments.userId, owner.id))).length;
  const paid = await diesBeforeAnswering(port, env, "/promote.data", ownerCookie, checkout, b, paymentsOpened);
  assert.equal(paid.status, 200, `the checkout's retry answered ${paid.status}`);
  assert.equal(paid.rows, 1, `${paid.rows} payments opened`);
  figures.push({ what: "checkout", leftByTheDead: paid.leftByTheDead, rows: paid.rows, retryStatus: paid.status });

  // A booking request: the retry is told it was sent, the days are not taken twice.
  const rental = await createRentalListing(owner.id, { price: 20_000 });
  const booking = () => new URLSearchParams({ intent: "book", startDate: day(20), endDate: day(23) });
  const bookingsMade = async () => (await db().select({ id: rentalBookings.id }).from(rentalBookings).where(eq(rentalBookings.renterId, renter.id))).length;
  const booked = await diesBeforeAnswering(port, env, `/rental/${rental.id}.data`, renterCookie, booking, b, bookingsMade);
  assert.equal(booked.status, 200, `the booking's retry answered ${booked.status}`);
  assert.ok(booked.text.includes("Demande envoyée !"), "the retry is told the request was sent");
  assert.equal(booked.rows, 1, `${booked.rows} bookings made`);
  figures.push({ what: "booking request", leftByTheDead: booked.leftByTheDead, rows: booked.rows, retryStatus: booked.status });

  // A photo of the pick-up record, on a booking the owner accepted for today.
  const [confirmed] = await db()
    .insert(rentalBookings)
    .values({
      listingId: rental.id,
      renterId: renter.id,
      ownerId: owner.id,
      startDate: day(0),
      endDate: day(2),
      totalDays: 3,
      dailyRate: 20_000,
      totalPrice: rentalTotal(20_000, 3).total,
      status: "confirmed",
    })
    .returning({ id: rentalBookings.id });
  assert.ok(confirmed);
  const photo = await goodJpeg(1600, 1200);
  const upload = () => {
    const form = new FormData();
    form.append("mileage", "45000");
    form.append("fuel", "4");
    form.append("photo-front", new File([new Uint8Array(photo)], "avant.jpg", { type: "image/jpeg" }));
    return form;
  };
  const photosStored = async () =>
    (
      await db()
        .select({ id: bookingPhotos.id })
        .from(bookingPhotos)
        .where(and(eq(bookingPhotos.bookingId, confirmed.id), eq(bookingPhotos.subject, "pickup")))
    ).length;
  const uploaded = await diesBeforeAnswering(port, env, `/bookings/${confirmed.id}/etat-des-lieux/depart`, ownerCookie, upload, b, photosStored);
  assert.ok(uploaded.status < 500, `the photo's retry answered ${uploaded.status}`);
  assert.equal(uploaded.rows, 1, `${uploaded.rows} photos stored`);
  figures.push({ what: "record photo", leftByTheDead: uploaded.leftByTheDead, rows: uploaded.rows, retryStatus: uploaded.status });
  return figures;
}
