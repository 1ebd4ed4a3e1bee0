import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openConversation, sendMessage } from "../../app/features/chat/conversations.server.ts";
import { makeOffer, moveOffer } from "../../app/features/chat/offers.server.ts";
import { sendUnreadMessageMails } from "../../app/features/chat/unread-mail.server.ts";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { DEFAULT_COUNTRY } from "../../app/lib/countries.ts";
import { db } from "../../app/server/db.server.ts";
import { notifications, profiles } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { mailsTo } from "../support/mails.ts";

const { dataDir } = useTestDatabase();

let seq = 0;
const member = (firstName: string, lastName: string) => createUser({ email: `elision${++seq}@example.test`, firstName, lastName });
const bellTitles = async (userId: string) =>
  (await db().select({ title: notifications.title }).from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.createdAt)).map(
    (n) => n.title,
  );

/** A mail's Subject header, its quoted-printable encoded words undone. */
function subjectOf(mail: string): string {
  const header = /^Subject: (.*(?:\n .*)*)/m.exec(mail)?.[1] ?? "";
  const words = [...header.matchAll(/=\?UTF-8\?Q\?(.*?)\?=/g)].map((m) => m[1]).join("");
  const bytes = words.replace(/_/g, " ").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return words ? Buffer.from(bytes, "latin1").toString("utf8") : header;
}

/** French elides 'de' before a vowel: 'Offre acceptée d'Aminata', never 'de Aminata' (English keeps 'from'/'by'). */
describe("a member's name after 'de' in the bell, the pushes and the mails", () => {
  it("says 'd'Aminata' and 'd'Émile' but 'de Moussa' in the offers' bell", async () => {
    const [aminata, moussa, emile] = [await member("Aminata", "Touré"), await member("Moussa", "Diop"), await member("Émile", "Kaboré")];
    const sale = await createSaleListing(moussa.id, { price: 10_000_000 });
    const made = await makeOffer(aminata.id, sale.id, "8 500 000", DEFAULT_COUNTRY);
    if (!made.ok) throw new Error(made.error);
    expect(await moveOffer(moussa.id, made.offerId, "counter", { amount: "9 000 000", country: DEFAULT_COUNTRY })).toMatchObject({ ok: true });
    expect(await moveOffer(aminata.id, made.offerId, "accept", { country: DEFAULT_COUNTRY })).toMatchObject({ ok: true });
    expect(await bellTitles(moussa.id)).toEqual(["Nouvelle offre d'Aminata Touré", "Offre acceptée d'Aminata Touré"]);
    expect(await bellTitles(aminata.id)).toEqual(["Contre-offre de Moussa Diop"]);

    const other = await createSaleListing(moussa.id, { price: 10_000_000 });
    const second = await makeOffer(emile.id, other.id, "8 000 000", DEFAULT_COUNTRY);
    if (!second.ok) throw new Error(second.error);
    expect(await moveOffer(emile.id, second.offerId, "withdraw", { country: DEFAULT_COUNTRY })).toMatchObject({ ok: true });
    expect((await bellTitles(moussa.id)).slice(-2)).toEqual(["Nouvelle offre d'Émile Kaboré", "Offre retirée d'Émile Kaboré"]);
  });

  it("says 'Nouveau message d'Aminata' in the bell and the mail, and 'from Aminata' in English", async () => {
    const [aminata, moussa, kofi] = [await member("Aminata", "Touré"), await member("Moussa", "Diop"), await member("Kofi", "Mensah")];
    await db().update(profiles).set({ language: "en" }).where(eq(profiles.id, kofi.id));
    const sale = await createSaleListing(moussa.id, { price: 10_000_000, brand: "Toyota", model: "Corolla" });
    const english = await createSaleListing(kofi.id, { price: 10_000_000 });
    const toMoussa = await openConversation(aminata.id, { kind: "sale", id: sale.id });
    const toKofi = await openConversation(aminata.id, { kind: "sale", id: english.id });
    if (!toMoussa.ok || !toKofi.ok) throw new Error("no conversation");
    const at = new Date(Date.now() - 20 * 60_000);
    await db()
      .update(profiles)
      .set({ lastSeenAt: new Date(at.getTime() - 60_000) })
      .where(eq(profiles.id, moussa.id));
    expect((await sendMessage(aminata.id, toMoussa.id, "Bonjour, toujours disponible ?", { now: at })).ok).toBe(true);
    expect((await sendMessage(aminata.id, toKofi.id, "Hello", { now: at })).ok).toBe(true);
    expect(await bellTitles(moussa.id)).toEqual(["Nouveau message d'Aminata Touré"]);
    expect(await bellTitles(kofi.id)).toEqual(["New message from Aminata Touré"]);

    expect(await sendUnreadMessageMails(new Date())).toBeGreaterThanOrEqual(1);
    const [mail] = mailsTo(dataDir(), moussa.email);
    expect(subjectOf(mail ?? "")).toBe("Nouveau message d'Aminata Touré — Toyota Corolla");
    expect(mail).not.toContain("de Aminata");
  });
});
