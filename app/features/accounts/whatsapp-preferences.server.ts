import { and, eq } from "drizzle-orm";
import { smsE164 } from "../../lib/phone.ts";
import { db } from "../../server/db.server.ts";
import { PHONE_VERIFIED, profiles } from "../../server/schema.ts";
import { whatsappConfig } from "../../server/whatsapp/cloud-api.server.ts";

export const WHATSAPP_MESSAGES = {
  needsPhone: /*i18n*/ "Vérifiez d'abord votre numéro de téléphone pour recevoir vos notifications sur WhatsApp.",
  unavailable: /*i18n*/ "Les notifications WhatsApp ne sont pas disponibles pour le moment.",
  on: /*i18n*/ "Notifications WhatsApp activées",
  off: /*i18n*/ "Notifications WhatsApp désactivées",
} as const;

/** The topics a member may have on WhatsApp, each with its own switch. */
export const WHATSAPP_TOPICS = {
  messages: { column: "whatsappMessagesOff" },
  bookings: { column: "whatsappBookingsOff" },
} as const;
export type WhatsAppTopic = keyof typeof WHATSAPP_TOPICS;

export function whatsappTopic(value: unknown): WhatsAppTopic | null {
  return value === "messages" || value === "bookings" ? value : null;
}

export interface WhatsAppPreferences {
  /** Whether the site has WhatsApp at all (its variables set). */
  offered: boolean;
  on: boolean;
  phoneVerified: boolean;
  topics: Record<WhatsAppTopic, boolean>;
}

export async function whatsappPreferences(userId: string): Promise<WhatsAppPreferences> {
  const [row] = await db()
    .select({
      number: profiles.whatsappNumber,
      verified: PHONE_VERIFIED,
      messagesOff: profiles.whatsappMessagesOff,
      bookingsOff: profiles.whatsappBookingsOff,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const verified = Boolean(row?.verified);
  return {
    offered: whatsappConfig() !== null,
    // A changed phone clears the number: WhatsApp is asked again once the new one is verified.
    on: verified && Boolean(row?.number),
    phoneVerified: verified,
    topics: { messages: !row?.messagesOff, bookings: !row?.bookingsOff },
  };
}

/**
 * Turns the member's WhatsApp notifications on (at their verified phone, in E.164) or off. Refused
 * while the phone is not verified, or when the site has no WhatsApp.
 */
export async function setWhatsAppOptIn(userId: string, on: boolean): Promise<{ ok: true } | { ok: false; error: string }> {
  if (!on) {
    await db().update(profiles).set({ whatsappNumber: null }).where(eq(profiles.id, userId));
    return { ok: true };
  }
  if (!whatsappConfig()) return { ok: false, error: WHATSAPP_MESSAGES.unavailable };
  const [row] = await db().select({ phone: profiles.phone, verified: PHONE_VERIFIED }).from(profiles).where(eq(profiles.id, userId));
  if (!row?.verified) return { ok: false, error: WHATSAPP_MESSAGES.needsPhone };
  // The phone must still be the one read: a number changed meanwhile is not verified.
  const changed = await db()
    .update(profiles)
    .set({ whatsappNumber: smsE164(row.phone) })
    .where(and(eq(profiles.id, userId), eq(profiles.phone, row.phone), PHONE_VERIFIED))
    .returning({ id: profiles.id });
  return changed.length > 0 ? { ok: true } : { ok: false, error: WHATSAPP_MESSAGES.needsPhone };
}

/** One topic's WhatsApp switch. */
export async function setWhatsAppTopic(userId: string, topic: WhatsAppTopic, on: boolean): Promise<boolean> {
  const rows = await db()
    .update(profiles)
    .set({ [WHATSAPP_TOPICS[topic].column]: !on })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return rows.length > 0;
}

/** WhatsApp off for whoever gets it at this number (E.164): they answered STOP, or blocked us. Returns how many members. */
export async function optOutWhatsAppNumber(number: string): Promise<number> {
  const rows = await db().update(profiles).set({ whatsappNumber: null }).where(eq(profiles.whatsappNumber, number)).returning({ id: profiles.id });
  return rows.length;
}
