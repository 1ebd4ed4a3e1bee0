import { createBanner } from "../../app/features/ads/ads.server.ts";
import { openConversation } from "../../app/features/chat/conversations.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { createPackage } from "../../app/features/promotion/packages.server.ts";
import { startPromotion } from "../../app/features/promotion/promotion.server.ts";
import type { Fixtures } from "./hostile-requests.ts";
import { goodJpeg } from "./images.ts";

const NIL = "00000000-0000-0000-0000-000000000000";

/** The accounts the hostile requests are sent as (password: the factories' default). */
export const HOSTILE_ACCOUNTS = { member: "fuzz-membre@example.test", admin: "fuzz-admin@example.test", password: "motdepasse123" } as const;

/**
 * What the hostile requests need to reach past their lookups, in the app's database: a member (a
 * week old, so reviews are taken), a seller's sale and rental, the member's own listing, their
 * conversation and pending payment, an administrator and a banner.
 */
export async function seedHostileFixtures(): Promise<Fixtures> {
  const member = await createUser({ email: HOSTILE_ACCOUNTS.member, createdAt: new Date(Date.now() - 7 * 86_400_000) });
  const seller = await createUser({ email: "fuzz-vendeur@example.test", userType: "seller" });
  const admin = await createUser({ email: HOSTILE_ACCOUNTS.admin, role: "admin" });
  const sale = await createSaleListing(seller.id);
  const rental = await createRentalListing(seller.id);
  const own = await createSaleListing(member.id);
  const conversation = await openConversation(member.id, { kind: "sale", id: sale.id });
  const pack = await createPackage(admin.id, { name: "Pack test", durationDays: 7, price: 5000, features: [], isActive: true });
  const payment = pack.ok ? await startPromotion(member.id, { listingId: own.id, packageId: pack.id, method: "card" }) : undefined;
  const banner = await createBanner(admin.id, { title: "Bannière", linkUrl: "https://example.com/", image: await goodJpeg() });
  return {
    saleId: sale.id,
    rentalId: rental.id,
    ownListingId: own.id,
    userId: seller.id,
    conversationId: conversation.ok ? conversation.id : NIL,
    paymentId: payment?.ok ? payment.paymentId : NIL,
    bannerId: banner.ok ? banner.id : NIL,
  };
}
