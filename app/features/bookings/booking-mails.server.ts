import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { resolveCountry } from "../../lib/countries.ts";
import { formatLongDate } from "../../lib/long-date.ts";
import { type Language, recipientLanguage } from "../../lib/language.ts";
import { formatExactPrice } from "../../lib/money.ts";
import { db } from "../../server/db.server.ts";
import { translate } from "../../server/i18n.server.ts";
import { log } from "../../server/log.server.ts";
import { type Mail, sendMail } from "../../server/mail.server.ts";
import { escapeHtml, mailLayout, mailLink } from "../../server/mail-layout.server.ts";
import { listings, profiles, rentalBookings } from "../../server/schema.ts";
import { whatsappCarries } from "../notifications/channels.server.ts";
import { unsubscribeUrl } from "../accounts/mail-unsubscribe.server.ts";
import { answerDeadline } from "./booking-lifecycle.ts";
import { bookingsHref } from "./bookings-tabs.ts";
import { BOOKING_SUMMARY_COLUMNS } from "./my-bookings.server.ts";

interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  /** The language they chose, if they did (recipientLanguage). */
  language?: string | null;
  optOut: boolean;
  deletedAt: Date | null;
}

export interface BookingMailFacts {
  status: string;
  cancelReason: string | null;
  startDate: string;
  endDate: string;
  totalDays: number;
  totalPrice: number;
  notes: string | null;
  createdAt: Date;
  brand: string;
  model: string;
  owner: Person;
  renter: Person;
}

const BATCH = 100;

/**
 * The outbox of booking mails: every change that owes one sets `mail_due` in its own statement,
 * and this job, run every minute, claims those rows (skipping any another instance holds), sends
 * and, when sending fails, gives the row back for the next run. So an owner away from the site
 * still hears of a request before it expires, and nothing is lost when the mail server is down.
 * Returns how many mails were sent.
 */
export async function sendBookingMails(): Promise<number> {
  const due = db()
    .select({ id: rentalBookings.id })
    .from(rentalBookings)
    .where(eq(rentalBookings.mailDue, true))
    .orderBy(asc(rentalBookings.updatedAt))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  const claimed = await db().update(rentalBookings).set({ mailDue: false }).where(inArray(rentalBookings.id, due)).returning({ id: rentalBookings.id });
  const ids = claimed.map((row) => row.id);
  if (ids.length === 0) return 0;
  let sent = 0;
  for (const facts of await mailFacts(ids)) {
    const mail = bookingMail(facts);
    if (!mail) continue;
    try {
      await sendMail(mail);
      sent++;
    } catch (error) {
      log.error("booking_mail.failed", { bookingId: facts.id, error: String(error) });
      await db().update(rentalBookings).set({ mailDue: true }).where(eq(rentalBookings.id, facts.id));
    }
  }
  return sent;
}

async function mailFacts(ids: string[]): Promise<(BookingMailFacts & { id: string })[]> {
  const owner = alias(profiles, "owner");
  const renter = alias(profiles, "renter");
  const person = (p: ReturnType<typeof alias<typeof profiles, string>>) => ({
    id: p.id,
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    country: p.country,
    language: p.language,
    // WhatsApp carries the member's bookings: no mail as well (one notification per event).
    optOut: sql<boolean>`(${p.bookingMailOptOut} or ${whatsappCarries(p, "bookings")})`,
    deletedAt: p.deletedAt,
  });
  return db()
    .select({
      ...BOOKING_SUMMARY_COLUMNS,
      cancelReason: rentalBookings.cancelReason,
      brand: listings.brand,
      model: listings.model,
      owner: person(owner),
      renter: person(renter),
    })
    .from(rentalBookings)
    .innerJoin(listings, eq(listings.id, rentalBookings.listingId))
    .innerJoin(owner, eq(owner.id, rentalBookings.ownerId))
    .innerJoin(renter, eq(renter.id, rentalBookings.renterId))
    .where(inArray(rentalBookings.id, ids));
}

/**
 * The mail a booking's current status owes: the owner learns of a request, the renter of its
 * answer or its expiry. Null when none is owed, or the recipient unsubscribed or left.
 */
export function bookingMail(b: BookingMailFacts): Mail | null {
  const to = b.status === "pending" ? b.owner : b.renter;
  if (!["pending", "confirmed", "rejected"].includes(b.status) && !(b.status === "cancelled" && b.cancelReason === "expired")) return null;
  if (to.optOut || to.deletedAt) return null;
  const language: Language = recipientLanguage(to);
  const say = (descriptor: MessageDescriptor) => translate(language, descriptor);
  const car = `${b.brand} ${b.model}`;
  const start = formatLongDate(b.startDate, {}, language);
  const end = formatLongDate(b.endDate, {}, language);
  const dates = say(msg`du ${start} au ${end}`);
  const days = b.totalDays;
  const price = formatExactPrice(b.totalPrice, resolveCountry(to.country), undefined, language);
  const stay = say(msg`${plural(days, { one: "# jour", other: "# jours" })}, ${price}`);
  const renterName = `${b.renter.firstName} ${b.renter.lastName}`;
  const ownerName = `${b.owner.firstName} ${b.owner.lastName}`;
  let message: { subject: string; lines: string[]; link: string; button: string };
  if (b.status === "pending") {
    const notes = b.notes;
    const deadline = formatLongDate(answerDeadline(b.createdAt), {}, language);
    message = {
      subject: say(msg`Nouvelle demande de réservation — ${car}`),
      lines: [
        say(msg`${renterName} souhaite louer votre ${car} ${dates} (${stay}).`),
        ...(notes ? [say(msg`Son message : « ${notes} »`)] : []),
        say(msg`Acceptez ou refusez la demande avant le ${deadline} : sans réponse, elle sera annulée.`),
      ],
      link: bookingsHref("recues"),
      button: say(msg`Répondre à la demande`),
    };
  } else if (b.status === "confirmed") {
    message = {
      subject: say(msg`Réservation confirmée — ${car}`),
      lines: [
        say(msg`${ownerName} a confirmé votre réservation de la ${car} ${dates} (${stay}).`),
        say(msg`Convenez avec le propriétaire de la remise du véhicule. Par prudence, ne payez rien avant d'avoir vu le véhicule et ses papiers.`),
      ],
      link: bookingsHref("locations"),
      button: say(msg`Voir ma réservation`),
    };
  } else if (b.status === "rejected") {
    message = {
      subject: say(msg`Demande de réservation refusée — ${car}`),
      lines: [
        say(msg`Le propriétaire n'a pas accepté votre demande de réservation de la ${car} ${dates}.`),
        say(msg`D'autres véhicules sont disponibles à la location sur AutoAfrique.`),
      ],
      link: bookingsHref("locations"),
      button: say(msg`Voir mes réservations`),
    };
  } else {
    message = {
      subject: say(msg`Demande de réservation expirée — ${car}`),
      lines: [
        say(msg`Votre demande de réservation de la ${car} ${dates} a expiré : le propriétaire n'a pas répondu à temps.`),
        say(msg`Ces dates sont de nouveau libres ; vous pouvez faire une autre demande.`),
      ],
      link: bookingsHref("locations"),
      button: say(msg`Voir mes réservations`),
    };
  }
  const link = mailLink(message.link, language);
  const stop = unsubscribeUrl(to.id, "bookings", language);
  const firstName = to.firstName;
  const lines = [say(msg`Bonjour ${firstName},`), ...message.lines];
  const why = say(msg`Vous recevez cet e-mail au sujet de vos réservations. Pour ne plus les recevoir :`);
  const unsubscribe = say(msg`se désabonner`);
  return {
    to: to.email,
    subject: message.subject,
    text: `${lines.join("\n\n")}\n\n${link}\n\n${why} ${stop}\n`,
    html: mailLayout(message.subject, lines, link, message.button, `${escapeHtml(why)} <a href="${escapeHtml(stop)}">${escapeHtml(unsubscribe)}</a>`, language),
    headers: { "List-Unsubscribe": `<${stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
