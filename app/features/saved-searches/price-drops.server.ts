import { msg } from "@lingui/core/macro";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { type Language, localizedPath, recipientLanguage } from "../../lib/language.ts";
import { translate } from "../../server/i18n.server.ts";
import { mailLink } from "../../server/mail-layout.server.ts";
import { db } from "../../server/db.server.ts";
import { publishAll } from "../../server/events.server.ts";
import { log } from "../../server/log.server.ts";
import { sendMail } from "../../server/mail.server.ts";
import { favorites, priceAlertOptOuts, profiles } from "../../server/schema.ts";
import { appUrl } from "../../server/secret.server.ts";
import { sign, verifySignature } from "../../server/signature.server.ts";
import { resolveCountry } from "../../lib/countries.ts";
import { UNSUBSCRIBE_INVALID, UNSUBSCRIBE_PATH } from "../accounts/mail-unsubscribe.server.ts";
import { listingHref, listingTitle } from "../listings/listing.ts";
import { claimPriceDrops } from "../listings/price-history.server.ts";
import { createNotification, notificationEvent } from "../notifications/notifications.server.ts";
import { type QueuedPush, queuePushes, wakePushOutbox } from "../push/push-outbox.server.ts";
import { priceDropMail } from "./alert-mail.server.ts";
import { mailPhotoUrl } from "./mail-photo.server.ts";
import { priceDropAmounts } from "./price-drop-words.ts";

/** The unsubscribe page's topic for price-drop mails (`t`), signed for the member. */
export const PRICE_DROP_TOPIC = "baisse";
const PURPOSE = "unsubscribe:price-drops";
export const PRICE_DROPS_HEADING = "Alertes de baisse de prix";
export const PRICE_DROPS_STOPPED = "C'est fait : vous ne recevrez plus d'e-mail pour les baisses de prix de vos favoris.";

export function priceDropUnsubscribeUrl(userId: string, language: Language = "fr"): string {
  return `${appUrl()}${localizedPath(UNSUBSCRIBE_PATH, language)}?${new URLSearchParams({ t: PRICE_DROP_TOPIC, u: userId, s: sign(PURPOSE, userId) })}`;
}

export function isValidPriceDropUnsubscribe(userId: unknown, signature: unknown): userId is string {
  return typeof userId === "string" && userId.length > 0 && verifySignature(PURPOSE, userId, signature);
}

export async function unsubscribePriceDrops(userId: unknown, signature: unknown): Promise<{ ok: boolean; message: string }> {
  if (!isValidPriceDropUnsubscribe(userId, signature)) return { ok: false, message: UNSUBSCRIBE_INVALID };
  const [member] = await db().select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!member) return { ok: false, message: UNSUBSCRIBE_INVALID };
  await db().insert(priceAlertOptOuts).values({ userId }).onConflictDoNothing();
  return { ok: true, message: PRICE_DROPS_STOPPED };
}

/**
 * The price-drop job: each drop recorded by an edit (claimed once, `claimPriceDrops`) is told to
 * every member who has the listing in favourites, its owner aside: in the bell, and by mail unless
 * they stopped these mails. Returns how many members were told.
 */
export async function runPriceDropAlerts(): Promise<number> {
  const drops = await claimPriceDrops();
  let told = 0;
  for (const drop of drops) {
    const fans = await db()
      .select({
        id: profiles.id,
        email: profiles.email,
        firstName: profiles.firstName,
        country: profiles.country,
        language: profiles.language,
        optedOut: sql<boolean>`${priceAlertOptOuts.userId} is not null`,
      })
      .from(favorites)
      .innerJoin(profiles, eq(profiles.id, favorites.userId))
      .leftJoin(priceAlertOptOuts, eq(priceAlertOptOuts.userId, favorites.userId))
      .where(and(eq(favorites.listingId, drop.listingId), ne(favorites.userId, drop.ownerId), isNull(profiles.deletedAt)));
    const events = [];
    const pushes: QueuedPush[] = [];
    const title = listingTitle(drop);
    const link = listingHref(drop.kind, drop.listingId);
    for (const fan of fans) {
      const country = resolveCountry(fan.country);
      const language = recipientLanguage(fan);
      const { price, drop: fall } = priceDropAmounts(drop.oldPrice, drop.newPrice, country, language);
      const line = translate(language, msg`Baisse de prix : ${title} — ${price} (−${fall})`);
      const heading = translate(language, msg`Baisse de prix`);
      const item = await createNotification(db(), fan.id, { title: heading, message: line, link }, { language });
      events.push(notificationEvent(fan.id, item));
      pushes.push({ userId: fan.id, topic: "priceDrops", title: heading, body: line, url: localizedPath(link, language) });
      told++;
      if (fan.optedOut) continue;
      const mail = priceDropMail({
        to: fan.email,
        firstName: fan.firstName,
        line,
        link: mailLink(link, language),
        photo: mailPhotoUrl(drop.images[0]),
        stop: priceDropUnsubscribeUrl(fan.id, language),
        language,
      });
      await sendMail(mail).catch((error: unknown) => log.error("price_drop_mail.failed", { userId: fan.id, error: String(error) }));
    }
    await publishAll(events);
    if ((await queuePushes(db(), pushes)) > 0) void wakePushOutbox();
  }
  return told;
}
