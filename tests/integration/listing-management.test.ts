import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { addDays, dayOf } from "../../app/features/bookings/booking-rules.ts";
import { changeBookingStatus } from "../../app/features/bookings/booking-status.server.ts";
import { createBooking } from "../../app/features/bookings/bookings.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { LISTING_DELETE_MESSAGES } from "../../app/features/listings/delete-listing.server.ts";
import { editFormValues } from "../../app/features/listings/posting/edit-values.ts";
import { storeListingPhotos } from "../../app/features/listings/posting/photos.server.ts";
import { listNotifications } from "../../app/features/notifications/notifications.server.ts";
import { LISTING_IMAGE_WIDTHS, variantKey } from "../../app/lib/images.ts";
import { resolveCountry } from "../../app/lib/countries.ts";
import { action as editAction, loader as editLoader } from "../../app/routes/listing-edit.tsx";
import { action as saleDetailAction } from "../../app/routes/listing-detail.tsx";
import { action as rentalDetailAction } from "../../app/routes/rental-detail.tsx";
import { ownerPageButtons } from "../../app/features/listings/manage/my-listing-actions.ts";
import { action as profileAction } from "../../app/routes/profile.tsx";
import { action as promoteAction } from "../../app/routes/promote.tsx";
import { countryCookieHeader } from "../../app/server/country-cookie.server.ts";
import { db } from "../../app/server/db.server.ts";
import { listings, rentalBookings } from "../../app/server/schema.ts";
import { readToast } from "../../app/server/toast.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

const { dataDir } = useTestDatabase();
const ORIGIN = "http://localhost:3000";
const day = (n: number) => addDays(dayOf(new Date()), n);
const jpeg = async () =>
  new Uint8Array(
    await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0f766e" } })
      .jpeg()
      .toBuffer(),
  );

let seq = 0;
async function member() {
  const email = `gestion${++seq}@example.test`;
  const user = await createUser({ email });
  return { user, cookie: await sessionCookie(email) };
}
const args = (path: string, cookie: string, body?: FormData | URLSearchParams, params: Record<string, string> = {}) =>
  ({
    request: new Request(`${ORIGIN}${path}`, { method: body ? "POST" : "GET", headers: { cookie, "x-client-ip": "10.60.0.1" }, body }),
    params,
    context: new RouterContextProvider(),
  }) as never;
const toastOf = async (response: unknown) => {
  const cookie = (response as Response).headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return (await readToast(new Request(ORIGIN, { headers: { cookie } }))).toast;
};
const listing = async (id: string) => (await db().select().from(listings).where(eq(listings.id, id)))[0];
const act = (cookie: string, id: string, kind: string, listingAction: string) =>
  profileAction(args("/profile", cookie, new URLSearchParams({ intent: "listing", listingId: id, kind, listingAction })));

describe("'Mes Annonces' actions", () => {
  it("let the owner mark a sale sold, put it back and archive it; anyone else is refused and nothing changes", async () => {
    const [owner, other] = [await member(), await member()];
    const sale = await createSaleListing(owner.user.id);
    expect(await toastOf(await act(other.cookie, sale.id, "sale", "sold"))).toEqual({ type: "error", title: "Annonce non trouvée" });
    expect(await toastOf(await act(other.cookie, sale.id, "sale", "delete"))).toEqual({ type: "error", title: "Annonce non trouvée" });
    expect(await listing(sale.id)).toMatchObject({ status: "active", deletedAt: null });
    expect(await toastOf(await act(owner.cookie, sale.id, "sale", "sold"))).toEqual({ type: "success", title: "Annonce marquée comme vendue" });
    expect((await listing(sale.id))?.status).toBe("sold");
    await act(owner.cookie, sale.id, "sale", "online");
    expect((await listing(sale.id))?.status).toBe("active");
    expect(await toastOf(await act(owner.cookie, sale.id, "sale", "unavailable"))).toMatchObject({ type: "error" });
    expect(await toastOf(await act(owner.cookie, sale.id, "rental", "sold"))).toMatchObject({ type: "error" });
  });

  it("let the owner mark a rental unavailable, and delete a listing, which leaves it stored but off the site", async () => {
    const owner = await member();
    const rental = await createRentalListing(owner.user.id);
    await act(owner.cookie, rental.id, "rental", "unavailable");
    expect((await listing(rental.id))?.available).toBe(false);
    const response = await act(owner.cookie, rental.id, "rental", "delete");
    expect((response as Response).headers.get("Location")).toBe("/profile?tab=annonces");
    expect(await toastOf(response)).toEqual({ type: "success", title: "Annonce supprimée" });
    expect((await listing(rental.id))?.deletedAt).toBeInstanceOf(Date);
    expect(await toastOf(await act(owner.cookie, rental.id, "rental", "available"))).toMatchObject({ type: "error" });
  });

  it("refuses deleting a rental with a confirmed stay to come, and refuses its waiting requests when deleted", async () => {
    const [owner, renter, other] = [await member(), await member(), await member()];
    const rental = await createRentalListing(owner.user.id);
    const stay = await createBooking(renter.user.id, { listingId: rental.id, startDate: day(3), endDate: day(4) });
    if (!stay.ok) throw new Error(stay.error);
    await changeBookingStatus(owner.user.id, stay.id, "accept");
    expect(await toastOf(await act(owner.cookie, rental.id, "rental", "delete"))).toEqual({ type: "error", title: LISTING_DELETE_MESSAGES.upcomingBookings });
    expect((await listing(rental.id))?.deletedAt).toBeNull();

    const other2 = await createRentalListing(owner.user.id);
    const waiting = await createBooking(other.user.id, { listingId: other2.id, startDate: day(6), endDate: day(7) });
    if (!waiting.ok) throw new Error(waiting.error);
    expect(await toastOf(await act(owner.cookie, other2.id, "rental", "delete"))).toMatchObject({ type: "success" });
    const [row] = await db().select().from(rentalBookings).where(eq(rentalBookings.id, waiting.id));
    expect(row?.status).toBe("rejected");
    expect((await listNotifications(other.user.id)).items[0]).toMatchObject({ title: "Réservation refusée" });
    // Its owner can no longer accept anything for it.
    expect(await changeBookingStatus(owner.user.id, waiting.id, "accept")).toMatchObject({ ok: false });
  });
});

describe("the owner's panel on the listing's own page", () => {
  const fromPage = (cookie: string, kind: "sale" | "rental", id: string, listingAction: string) =>
    (kind === "sale" ? saleDetailAction : rentalDetailAction)(
      args(`/${kind === "sale" ? "listing" : "rental"}/${id}`, cookie, new URLSearchParams({ intent: "listing-status", listingAction }), { id }),
    ) as Promise<Response>;

  it("marks a sale sold in one step, back on its page that says so; anyone else reads 'Annonce non trouvée' and a visitor signs in first, nothing changing", async () => {
    const [owner, other] = [await member(), await member()];
    const sale = await createSaleListing(owner.user.id);

    const visitor = await fromPage("", "sale", sale.id, "sold").catch((thrown: unknown) => thrown as Response);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/auth\b/);
    const refused = await fromPage(other.cookie, "sale", sale.id, "sold");
    expect(refused.headers.get("Location")).toBe(`/listing/${sale.id}`);
    expect(await toastOf(refused)).toEqual({ type: "error", title: "Annonce non trouvée" });
    expect((await listing(sale.id))?.status).toBe("active");

    const sold = await fromPage(owner.cookie, "sale", sale.id, "sold");
    expect(sold.status).toBe(302);
    expect(sold.headers.get("Location")).toBe(`/listing/${sale.id}`);
    expect(await toastOf(sold)).toEqual({ type: "success", title: "Annonce marquée comme vendue" });
    expect((await listing(sale.id))?.status).toBe("sold");
  });

  it("takes only the page's own changes: deleting or archiving from it is refused (they stay in 'Mes Annonces', deleting with its confirmation)", async () => {
    const owner = await member();
    const sale = await createSaleListing(owner.user.id);
    for (const action of ["delete", "archive", "renew", "nonsense"]) {
      expect(await toastOf(await fromPage(owner.cookie, "sale", sale.id, action))).toEqual({ type: "error", title: "Impossible de modifier l'annonce" });
    }
    expect(await listing(sale.id)).toMatchObject({ status: "active", deletedAt: null });
  });

  it("lends out a rental and offers it again from its page; a rental is never sold", async () => {
    const owner = await member();
    const rental = await createRentalListing(owner.user.id);
    expect(await toastOf(await fromPage(owner.cookie, "rental", rental.id, "sold"))).toMatchObject({ type: "error" });
    const lent = await fromPage(owner.cookie, "rental", rental.id, "unavailable");
    expect(lent.headers.get("Location")).toBe(`/rental/${rental.id}`);
    expect(await listing(rental.id)).toMatchObject({ status: "active", available: false });
    await fromPage(owner.cookie, "rental", rental.id, "available");
    expect((await listing(rental.id))?.available).toBe(true);
  });

  it("shows the buttons a state allows: 'Marquer comme vendue' on a sale online, none once it is sold, put away or hidden", () => {
    const sale = { kind: "sale" as const, status: "active", available: true };
    expect(ownerPageButtons(sale).map((b) => b.label)).toEqual(["Marquer comme vendue"]);
    expect(ownerPageButtons({ kind: "rental", status: "active", available: true }).map((b) => b.action)).toEqual(["unavailable"]);
    expect(ownerPageButtons({ kind: "rental", status: "active", available: false }).map((b) => b.action)).toEqual(["available"]);
    for (const status of ["sold", "archived", "expired"]) expect(ownerPageButtons({ ...sale, status })).toEqual([]);
    expect(ownerPageButtons({ ...sale, hiddenReason: "reported" })).toEqual([]);
  });
});

describe("another member's listing", () => {
  it("is 'Annonce non trouvée' to anyone but its owner, before any other rule, whatever the action, and nothing changes", async () => {
    const [owner, renter, other] = [await member(), await member(), await member()];
    const sale = await createSaleListing(owner.user.id);
    const rental = await createRentalListing(owner.user.id);
    const stay = await createBooking(renter.user.id, { listingId: rental.id, startDate: day(3), endDate: day(4) });
    if (!stay.ok) throw new Error(stay.error);
    await changeBookingStatus(owner.user.id, stay.id, "accept");
    const notFound = { type: "error", title: "Annonce non trouvée" };

    // Its owner may not delete it for the stay to come; anyone else must not learn of that stay.
    expect(await toastOf(await act(other.cookie, rental.id, "rental", "delete"))).toEqual(notFound);
    const refs = [
      [sale.id, "sale"],
      [rental.id, "rental"],
      [sale.id, "rental"],
      [rental.id, "sale"],
    ] as const;
    for (const [id, kind] of refs) {
      for (const action of ["sold", "online", "archive", "unavailable", "available", "delete"]) {
        expect({ kind, action, toast: await toastOf(await act(other.cookie, id, kind, action)) }).toEqual({ kind, action, toast: notFound });
      }
    }
    expect(await listing(sale.id)).toMatchObject({ status: "active", available: true, deletedAt: null });
    expect(await listing(rental.id)).toMatchObject({ status: "active", available: true, deletedAt: null });

    // An edit is refused before its fields are read (these would be refused for themselves).
    const form = new FormData();
    form.append("model", "");
    const edit = (await editAction(args(`/annonces/${rental.id}/modifier`, other.cookie, form, { id: rental.id }))) as {
      init: { status: number };
      data: { formError: string };
    };
    expect([edit.init.status, edit.data.formError]).toEqual([404, "Annonce non trouvée"]);

    // A promotion: before the pack, the payment method and the promo code are looked at.
    const choices: Record<string, string>[] = [{}, { packageId: "pas-un-pack" }, { method: "paypal" }, { promoCode: "INCONNU" }];
    for (const choice of choices) {
      const promote = (await promoteAction(args("/promote", other.cookie, new URLSearchParams({ listingId: sale.id, ...choice })))) as { data: unknown };
      expect(promote.data).toMatchObject({ ok: false, error: "Annonce non trouvée" });
    }
  });
});

describe("editing a listing", () => {
  it("shows the owner's listing in the form and answers anyone else 'not found', changing nothing", async () => {
    const [owner, other] = [await member(), await member()];
    const sale = await createSaleListing(owner.user.id, { model: "Corolla" });
    const page = (await editLoader(args(`/annonces/${sale.id}/modifier`, owner.cookie, undefined, { id: sale.id }))) as { values: Record<string, unknown> };
    expect(page.values).toMatchObject({ brand: "Toyota", model: "Corolla" });
    const refused = (await editLoader(args(`/annonces/${sale.id}/modifier`, other.cookie, undefined, { id: sale.id }))) as { init: { status: number } };
    expect(refused.init.status).toBe(404);
    const form = new FormData();
    for (const [k, v] of Object.entries(editFormValues({ ...(await listing(sale.id))!, model: "Yaris" } as never, resolveCountry("CI")))) {
      for (const value of Array.isArray(v) ? v : [v]) form.append(k, value);
    }
    const answer = (await editAction(args(`/annonces/${sale.id}/modifier`, other.cookie, form, { id: sale.id }))) as {
      init: { status: number };
      data: { formError: string };
    };
    expect(answer.init.status).toBe(404);
    expect(answer.data.formError).toBe("Annonce non trouvée");
    expect((await listing(sale.id))?.model).toBe("Corolla");
  });

  it("keeps the history answers the seller gave, and leaves unsaid those they did not", async () => {
    const owner = await member();
    const sale = await createSaleListing(owner.user.id, {
      model: "Corolla",
      cleanTitle: null,
      customsCleared: false,
      images: [`listings/${owner.user.id}/photo`],
    });
    const page = (await editLoader(args(`/annonces/${sale.id}/modifier`, owner.cookie, undefined, { id: sale.id }))) as { values: Record<string, unknown> };
    expect(page.values).toMatchObject({ cleanTitle: "", customsCleared: "no" });
    const send = async (changes: Record<string, string>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ ...(page.values as Record<string, string | string[]>), ...changes })) {
        for (const value of Array.isArray(v) ? v : [v]) form.append(k, value);
      }
      for (const image of sale.images) form.append("keptPhotos", image);
      return (await editAction(args(`/annonces/${sale.id}/modifier`, owner.cookie, form, { id: sale.id }))) as Response;
    };
    expect((await send({ model: "Yaris" })).status).toBe(302);
    expect(await listing(sale.id)).toMatchObject({ model: "Yaris", cleanTitle: null, customsCleared: false });
    expect((await send({ cleanTitle: "yes", customsCleared: "" })).status).toBe(302);
    expect(await listing(sale.id)).toMatchObject({ cleanTitle: true, customsCleared: null });
  });

  it("saves the owner's changes and photos: kept ones stay, removed ones leave storage, new ones are taken; an untouched price stays exact", async () => {
    const owner = await member();
    const first = await storeListingPhotos(owner.user.id, [
      new File([await jpeg()], "a.jpg", { type: "image/jpeg" }),
      new File([await jpeg()], "b.jpg", { type: "image/jpeg" }),
    ]);
    const [keep, drop] = first.photos as [string, string];
    const sale = await createSaleListing(owner.user.id, { model: "Corolla", price: 7_777_777, images: [keep, drop] });
    const onDisk = (prefix: string) => existsSync(join(dataDir(), "uploads", variantKey(prefix, LISTING_IMAGE_WIDTHS[0]!)));
    expect(onDisk(drop)).toBe(true);

    // A visitor who picked Nigeria sees and sends prices in naira.
    const country = (await countryCookieHeader("NG")).split(";")[0];
    const cookie = `${owner.cookie}; ${country}`;
    const values = editFormValues((await listing(sale.id))!, resolveCountry("NG"));
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...values, model: "Yaris", mileage: "91000" })) {
      for (const value of Array.isArray(v) ? v : [v]) form.append(k, value);
    }
    form.append("keptPhotos", keep);
    form.append("photos", new File([await jpeg()], "nouvelle.jpg", { type: "image/jpeg" }));
    const response = (await editAction(args(`/annonces/${sale.id}/modifier`, cookie, form, { id: sale.id }))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile?tab=annonces");
    expect(await toastOf(response)).toEqual({ type: "success", title: "Annonce mise à jour" });

    const saved = await listing(sale.id);
    expect(saved).toMatchObject({ model: "Yaris", mileage: 91_000, price: 7_777_777 });
    expect(saved?.images).toHaveLength(2);
    expect(saved?.images[0]).toBe(keep);
    expect(onDisk(drop)).toBe(false);
    expect(onDisk(saved?.images[1] as string)).toBe(true);
  });
});
