import { msg } from "@lingui/core/macro";
import { and, eq, gt, isNull, lt, lte } from "drizzle-orm";
import { type Language, recipientLanguage } from "../../../lib/language.ts";
import { formatLongDate } from "../../../lib/long-date.ts";
import { db } from "../../../server/db.server.ts";
import { translate } from "../../../server/i18n.server.ts";
import { log } from "../../../server/log.server.ts";
import { mailLayout } from "../../../server/mail-layout.server.ts";
import { sendMail } from "../../../server/mail.server.ts";
import { listings, profiles } from "../../../server/schema.ts";
import { listingPagesChanged } from "../../listing-pages/listing-pages.server.ts";
import { moveListings } from "../listing-status.server.ts";
import { notify } from "../../notifications/notifications.server.ts";
import { EXPIRY_NOTICES } from "./expiry-rules.ts";
import { renewalUrl } from "./renewal-link.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const MY_LISTINGS = "/profile?tab=annonces";

const online = and(eq(listings.status, "active"), isNull(listings.deletedAt));

/** Listings whose period has ended leave the site: browse, search, alerts and the sitemap read only active ones. */
async function expireListings(now: Date): Promise<number> {
  const ended = await moveListings("expire", "job", and(isNull(listings.deletedAt), lte(listings.expiresAt, now)));
  await listingPagesChanged(ended);
  return ended.length;
}

interface Due {
  id: string;
  ownerId: string;
  brand: string;
  model: string;
  year: number;
  expiresAt: Date;
}

/** Each reminder once per period: the row is claimed (its count raised) before anyone is told. */
async function claimNotices(now: Date, notice: number, daysBefore: number): Promise<Due[]> {
  return db()
    .update(listings)
    .set({ expiryNotices: notice })
    .where(
      and(
        online,
        isNull(listings.hiddenReason),
        gt(listings.expiresAt, now),
        lte(listings.expiresAt, new Date(now.getTime() + daysBefore * DAY_MS)),
        lt(listings.expiryNotices, notice),
      ),
    )
    .returning({
      id: listings.id,
      ownerId: listings.ownerId,
      brand: listings.brand,
      model: listings.model,
      year: listings.year,
      expiresAt: listings.expiresAt,
    });
}

const EXPIRY_SOON_TITLE = msg`Votre annonce expire bientôt`;
const RENEW_LABEL = msg`Renouveler`;

/** The reminder's sentence, in the bell and the mail, in the owner's language (expirySoonLine's words). */
function expirySoonLine(language: Language, title: string, endsAt: Date, daysLeft: number): string {
  const endsOn = formatLongDate(endsAt, {}, language);
  return daysLeft <= 1
    ? translate(language, msg`Votre annonce « ${title} » expire demain, le ${endsOn}. Renouvelez-la en un clic pour la garder en ligne.`)
    : translate(language, msg`Votre annonce « ${title} » expire dans ${daysLeft} jours, le ${endsOn}. Renouvelez-la en un clic pour la garder en ligne.`);
}

async function tellOwner(due: Due, now: Date): Promise<void> {
  const title = `${due.brand} ${due.model} ${due.year}`;
  const daysLeft = Math.max(1, Math.ceil((due.expiresAt.getTime() - now.getTime()) / DAY_MS));
  await notify(due.ownerId, {
    title: EXPIRY_SOON_TITLE,
    message: (language) => expirySoonLine(language, title, due.expiresAt, daysLeft),
    type: "warning",
    link: MY_LISTINGS,
  });
  const [owner] = await db()
    .select({ email: profiles.email, firstName: profiles.firstName, country: profiles.country, language: profiles.language })
    .from(profiles)
    .where(and(eq(profiles.id, due.ownerId), isNull(profiles.deletedAt)));
  if (!owner) return;
  const language = recipientLanguage(owner);
  const link = renewalUrl(due.id, due.expiresAt, language);
  const firstName = owner.firstName;
  const lines = [translate(language, msg`Bonjour ${firstName},`), expirySoonLine(language, title, due.expiresAt, daysLeft)];
  const subject = translate(language, EXPIRY_SOON_TITLE);
  const renew = translate(language, RENEW_LABEL);
  try {
    await sendMail({
      to: owner.email,
      subject,
      text: `${lines.join("\n\n")}\n\n${translate(language, msg`Renouveler : ${link}`)}\n`,
      html: mailLayout(subject, lines, link, renew, undefined, language),
    });
  } catch (error) {
    // The bell has it; the claimed reminder is not mailed again for this period.
    log.error("listing_expiry.mail_failed", { listingId: due.id, error: String(error) });
  }
}

/**
 * The `listing-expiry` job (every minute): ended periods expire, then owners hear 1 day and 7 days
 * before the end, each reminder once (the nearer one first: a listing a day from its end is not
 * told "7 days" too). Returns how many expired and how many reminders went out.
 */
export async function runListingExpiry(now = new Date()): Promise<{ expired: number; reminded: number }> {
  const expired = await expireListings(now);
  let reminded = 0;
  for (const { notice, daysBefore } of EXPIRY_NOTICES) {
    const due = await claimNotices(now, notice, daysBefore);
    for (const listing of due) await tellOwner(listing, now);
    reminded += due.length;
  }
  return { expired, reminded };
}
