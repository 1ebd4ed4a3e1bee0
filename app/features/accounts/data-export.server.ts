import { desc, eq, or } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { appUrl } from "../../server/secret.server.ts";
import { licencePhotoUrl } from "../../lib/licence-photo-url.ts";
import {
  drivingLicences,
  favorites,
  listings,
  messages,
  notifications,
  offers,
  profiles,
  pushSubscriptions,
  recentlyViewed,
  rentalBookings,
  reviews,
  savedSearches,
} from "../../server/schema.ts";

/**
 * Everything we hold about a member, for the right of access the privacy policy promises: the
 * profile (the password lives apart, hashed, and is not part of it), their listings (withdrawn ones
 * too), favourites, the messages they wrote, their bookings on both sides, the reviews they wrote
 * their notifications, the listings they opened lately ('Récemment consultées'), their saved searches,
 * the offers they made or received and the devices their notifications are pushed to (the push
 * service's address, not the keys), and their driving licence (its photos named by the address they
 * download from). Nobody else's messages or details.
 */
export async function personalData(userId: string) {
  const [profile] = await db().select().from(profiles).where(eq(profiles.id, userId));
  const [licence] = await db()
    .select({
      number: drivingLicences.number,
      country: drivingLicences.country,
      expiresOn: drivingLicences.expiresOn,
      status: drivingLicences.status,
      refusalReason: drivingLicences.refusalReason,
      sentAt: drivingLicences.createdAt,
      reviewedAt: drivingLicences.reviewedAt,
    })
    .from(drivingLicences)
    .where(eq(drivingLicences.userId, userId));
  const [own, liked, written, booked, rated, notified, opened, searches, bids, devices] = await Promise.all([
    db().select().from(listings).where(eq(listings.ownerId, userId)).orderBy(desc(listings.createdAt)),
    db()
      .select({ listingId: favorites.listingId, addedAt: favorites.createdAt, brand: listings.brand, model: listings.model })
      .from(favorites)
      .leftJoin(listings, eq(listings.id, favorites.listingId))
      .where(eq(favorites.userId, userId)),
    db()
      .select({ id: messages.id, conversationId: messages.conversationId, content: messages.content, sentAt: messages.createdAt })
      .from(messages)
      .where(eq(messages.senderId, userId))
      .orderBy(messages.createdAt),
    db()
      .select()
      .from(rentalBookings)
      .where(or(eq(rentalBookings.renterId, userId), eq(rentalBookings.ownerId, userId)))
      .orderBy(desc(rentalBookings.createdAt)),
    db().select().from(reviews).where(eq(reviews.reviewerId, userId)).orderBy(desc(reviews.createdAt)),
    db().select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)),
    db()
      .select({ listingId: recentlyViewed.listingId, viewedAt: recentlyViewed.viewedAt, brand: listings.brand, model: listings.model })
      .from(recentlyViewed)
      .leftJoin(listings, eq(listings.id, recentlyViewed.listingId))
      .where(eq(recentlyViewed.userId, userId))
      .orderBy(desc(recentlyViewed.viewedAt)),
    db()
      .select({
        name: savedSearches.name,
        query: savedSearches.query,
        countryCode: savedSearches.countryCode,
        frequency: savedSearches.frequency,
        createdAt: savedSearches.createdAt,
      })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId))
      .orderBy(desc(savedSearches.createdAt)),
    db()
      .select({
        id: offers.id,
        listingId: offers.listingId,
        buyerId: offers.buyerId,
        amount: offers.amount,
        status: offers.status,
        createdAt: offers.createdAt,
        expiresAt: offers.expiresAt,
      })
      .from(offers)
      .where(or(eq(offers.buyerId, userId), eq(offers.sellerId, userId)))
      .orderBy(desc(offers.createdAt)),
    db()
      .select({ endpoint: pushSubscriptions.endpoint, addedAt: pushSubscriptions.createdAt, lastSuccessAt: pushSubscriptions.lastSuccessAt })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: profile ?? null,
    listings: own,
    favorites: liked,
    messagesWritten: written,
    bookings: booked.map((b) => ({ ...b, role: b.renterId === userId ? "locataire" : "propriétaire" })),
    reviewsWritten: rated,
    notifications: notified,
    recentlyViewed: opened,
    savedSearches: searches,
    offers: bids.map(({ buyerId, ...offer }) => ({ ...offer, role: buyerId === userId ? "acheteur" : "vendeur" })),
    pushDevices: devices,
    drivingLicence: licence
      ? { ...licence, photos: [licencePhotoUrl(userId, "recto"), licencePhotoUrl(userId, "verso")].map((path) => `${appUrl()}${path}`) }
      : null,
  };
}
