import { asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { resolveCountry } from "../../lib/countries.ts";
import { formatLongDate } from "../../lib/long-date.ts";
import { formatExactPrice } from "../../lib/money.ts";
import { db } from "../../server/db.server.ts";
import { log } from "../../server/log.server.ts";
import { type Mail, sendMail } from "../../server/mail.server.ts";
import { escapeHtml, mailLayout } from "../../server/mail-layout.server.ts";
import { appUrl } from "../../server/secret.server.ts";
import { listings, profiles, rentalBookings } from "../../server/schema.ts";
import { whatsappCarries } from "../notifications/channels.server.ts";
import { unsubscribeUrl } from "../accounts/mail-unsubscribe.server.ts";
import { answerDeadline } from "./booking-lifecycle.ts";
import { bookingsHref } from "./bookings-tabs.ts";
import { BOOKING_SUMMARY_COLUMNS } from "./my-bookings.server.ts";
import { countOf } from "../../lib/plural.ts";

interface Person {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
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
  const car = `${b.brand} ${b.model}`;
  const dates = `du ${formatLongDate(b.startDate)} au ${formatLongDate(b.endDate)}`;
  const stay = (to: Person) =>
    `${countOf(b.totalDays, "jour")}, ${formatExactPrice(b.totalPrice, resolveCountry(to.country))}`;
  const renterName = `${b.renter.firstName} ${b.renter.lastName}`;
  const ownerName = `${b.owner.firstName} ${b.owner.lastName}`;
  let message: { to: Person; subject: string; lines: string[]; link: string; button: string } | null = null;
  if (b.status === "pending") {
    message = {
      to: b.owner,
      subject: `Nouvelle demande de réservation — ${car}`,
      lines: [
        `${renterName} souhaite louer votre ${car} ${dates} (${stay(b.owner)}).`,
        ...(b.notes ? [`Son message : « ${b.notes} »`] : []),
        `Acceptez ou refusez la demande avant le ${formatLongDate(answerDeadline(b.createdAt))} : sans réponse, elle sera annulée.`,
      ],
      link: bookingsHref("recues"),
      button: "Répondre à la demande",
    };
  } else if (b.status === "confirmed") {
    message = {
      to: b.renter,
      subject: `Réservation confirmée — ${car}`,
      lines: [
        `${ownerName} a confirmé votre réservation de la ${car} ${dates} (${stay(b.renter)}).`,
        "Convenez avec le propriétaire de la remise du véhicule. Par prudence, ne payez rien avant d'avoir vu le véhicule et ses papiers.",
      ],
      link: bookingsHref("locations"),
      button: "Voir ma réservation",
    };
  } else if (b.status === "rejected") {
    message = {
      to: b.renter,
      subject: `Demande de réservation refusée — ${car}`,
      lines: [`Le propriétaire n'a pas accepté votre demande de réservation de la ${car} ${dates}.`, "D'autres véhicules sont disponibles à la location sur AutoAfrique."],
      link: bookingsHref("locations"),
      button: "Voir mes réservations",
    };
  } else if (b.status === "cancelled" && b.cancelReason === "expired") {
    message = {
      to: b.renter,
      subject: `Demande de réservation expirée — ${car}`,
      lines: [`Votre demande de réservation de la ${car} ${dates} a expiré : le propriétaire n'a pas répondu à temps.`, "Ces dates sont de nouveau libres ; vous pouvez faire une autre demande."],
      link: bookingsHref("locations"),
      button: "Voir mes réservations",
    };
  }
  if (!message || message.to.optOut || message.to.deletedAt) return null;
  const link = `${appUrl()}${message.link}`;
  const stop = unsubscribeUrl(message.to.id, "bookings");
  const lines = [`Bonjour ${message.to.firstName},`, ...message.lines];
  const why = "Vous recevez cet e-mail au sujet de vos réservations. Pour ne plus les recevoir :";
  return {
    to: message.to.email,
    subject: message.subject,
    text: `${lines.join("\n\n")}\n\n${link}\n\n${why} ${stop}\n`,
    html: mailLayout(message.subject, lines, link, message.button, `${escapeHtml(why)} <a href="${escapeHtml(stop)}">se désabonner</a>`),
    headers: { "List-Unsubscribe": `<${stop}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
