import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { sendMail } from "../../server/mail.server.ts";
import { LISTING_VISIBLE, listings, profiles, savedSearchMatches, savedSearches } from "../../server/schema.ts";
import { mailLink } from "../../server/mail-layout.server.ts";
import { resolveCountry } from "../../lib/countries.ts";
import { CITY_LABELS } from "../../lib/cities.ts";
import { valueLabel } from "../../lib/vehicles.ts";
import { translate } from "../../server/i18n.server.ts";
import { recipientLanguage } from "../../lib/language.ts";
import { formatPrice } from "../../lib/money.ts";
import { listingHref, listingTitle } from "../listings/listing.ts";
import { type AlertCar, alertMail } from "./alert-mail.server.ts";
import type { AlertFrequency } from "./alert-frequency.ts";
import { alertUnsubscribeUrl } from "./alert-unsubscribe.server.ts";
import { mailPhotoUrl } from "./mail-photo.server.ts";

/** Cars in one mail at most: the rest are one click away on the search's page. */
export const CARS_PER_MAIL = 10;

/**
 * Mails the matches not yet mailed of the searches at `frequency`: one mail per member listing up to
 * CARS_PER_MAIL cars (photo, price in the member's currency, link) and a stop link per search. Each
 * run claims its matches (mailed_at set in one UPDATE), so two runs never mail the same; a mail that
 * fails gives its matches back to the next run. Returns how many mails were sent.
 */
export async function sendAlertMails(frequency: Exclude<AlertFrequency, "never">): Promise<number> {
  const claimed = await db()
    .update(savedSearchMatches)
    .set({ mailedAt: sql`now()` })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, savedSearchMatches.searchId), eq(savedSearches.frequency, frequency), isNull(savedSearchMatches.mailedAt)))
    .returning({ searchId: savedSearchMatches.searchId, listingId: savedSearchMatches.listingId, userId: savedSearches.userId });
  if (claimed.length === 0) return 0;
  const byMember = Map.groupBy(claimed, (c) => c.userId);
  let sent = 0;
  for (const [userId, matches] of byMember) {
    try {
      if (await mailMember(userId, matches)) sent++;
    } catch (error) {
      log.error("alert_mail.failed", { userId, error: String(error) });
      await db()
        .update(savedSearchMatches)
        .set({ mailedAt: null })
        .where(
          and(
            inArray(
              savedSearchMatches.searchId,
              matches.map((m) => m.searchId),
            ),
            inArray(
              savedSearchMatches.listingId,
              matches.map((m) => m.listingId),
            ),
          ),
        );
    }
  }
  return sent;
}

async function mailMember(userId: string, matches: { searchId: string; listingId: string }[]): Promise<boolean> {
  const [member] = await db()
    .select({ email: profiles.email, firstName: profiles.firstName, country: profiles.country, language: profiles.language })
    .from(profiles)
    .where(and(eq(profiles.id, userId), isNull(profiles.deletedAt)));
  if (!member) return false;
  const country = resolveCountry(member.country);
  const language = recipientLanguage(member);
  const rows = await db()
    .select({
      id: listings.id,
      kind: listings.kind,
      brand: listings.brand,
      model: listings.model,
      year: listings.year,
      price: listings.price,
      city: listings.city,
      images: listings.images,
    })
    .from(listings)
    .where(and(inArray(listings.id, [...new Set(matches.map((m) => m.listingId))]), sql`${LISTING_VISIBLE}`))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(CARS_PER_MAIL);
  // Sold or hidden since it matched: nothing left to tell.
  if (rows.length === 0) return false;
  const shown = new Set(rows.map((r) => r.id));
  const searches = await db()
    .select({ id: savedSearches.id, name: savedSearches.name })
    .from(savedSearches)
    .where(inArray(savedSearches.id, [...new Set(matches.filter((m) => shown.has(m.listingId)).map((m) => m.searchId))]));
  const cars: AlertCar[] = rows.map((r) => ({
    title: listingTitle(r),
    price: formatPrice(r.price, country, undefined, language),
    city: valueLabel(CITY_LABELS, r.city, (descriptor) => translate(language, descriptor)),
    link: mailLink(listingHref(r.kind, r.id), language),
    photo: mailPhotoUrl(r.images[0]),
  }));
  await sendMail(
    alertMail({
      to: member.email,
      firstName: member.firstName,
      cars,
      searches: searches.map((s) => ({ name: s.name, stop: alertUnsubscribeUrl(s.id, language) })),
      mySearches: mailLink("/recherches", language),
      language,
    }),
  );
  return true;
}
