import { createBanner } from "../../app/features/ads/ads.server.ts";
import { addDays, dayOf } from "../../app/features/bookings/booking-rules.ts";
import { createBooking } from "../../app/features/bookings/bookings.server.ts";
import { openConversation, sendMessage } from "../../app/features/chat/conversations.server.ts";
import { createPackage } from "../../app/features/promotion/packages.server.ts";
import { startPromotion } from "../../app/features/promotion/promotion.server.ts";
import { goodJpeg } from "./images.ts";
import { pathParams, rowQueries } from "./route-table.ts";

/**
 * The rows a test over every route points its pages at, around an owner's sale and rental: a
 * renter's conversation about the sale with the owner's answer, a booking of the rental, a
 * promotion checkout of the sale and a banner.
 */
export async function seedRouteRows(p: {
  adminId: string;
  ownerId: string;
  renterId: string;
  saleId: string;
  rentalId: string;
  message: string;
  bookingNote?: string;
}) {
  const conversation = await openConversation(p.renterId, { kind: "sale", id: p.saleId });
  if (!conversation.ok) throw new Error(conversation.error);
  const sent = await sendMessage(p.ownerId, conversation.id, p.message);
  if (!sent.ok) throw new Error(sent.error);
  const today = dayOf(new Date());
  const booking = await createBooking(p.renterId, { listingId: p.rentalId, startDate: addDays(today, 3), endDate: addDays(today, 5), notes: p.bookingNote });
  if (!booking.ok) throw new Error(booking.error);
  const pack = await createPackage(p.adminId, { name: "Essentiel", durationDays: 7, price: 5_000, features: ["En tête des résultats"] });
  if (!pack.ok) throw new Error(pack.error);
  const promotion = await startPromotion(p.ownerId, { listingId: p.saleId, packageId: pack.id });
  if (!promotion.ok) throw new Error(promotion.error);
  const banner = await createBanner(p.adminId, { title: "Pneus", linkUrl: "https://example.com/pneus", image: await goodJpeg() });
  if (!banner.ok) throw new Error(banner.error);
  return {
    conversationId: conversation.id,
    bookingId: booking.id,
    paymentId: promotion.paymentId,
    checkoutId: promotion.providerSessionId,
    bannerId: banner.id,
  };
}

/** Who a test over every route requests each page as. */
export type RouteRole = "visitor" | "member" | "seller" | "admin";
export const ROUTE_ROLES: readonly RouteRole[] = ["visitor", "member", "seller", "admin"];

/**
 * The rows and sessions a test over every route points its pages at, empty until its `beforeAll`
 * fills them, with the path parameters and queries read from them.
 */
export function routeFixture() {
  const cookies: Partial<Record<RouteRole, string>> = {};
  const rows = { sellerId: "", saleId: "", rentalId: "", conversationId: "", paymentId: "", checkoutId: "", bannerId: "", bookingId: "" };
  const routeRows = () => ({ ...rows, profileId: rows.sellerId });
  return { cookies, rows, params: pathParams(routeRows), queries: rowQueries(routeRows) };
}
