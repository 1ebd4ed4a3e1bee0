import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { signInAttemptsMail, verificationMail } from "../../app/features/accounts/account-mails.server.ts";
import { type BookingMailFacts, bookingMail } from "../../app/features/bookings/booking-mails.server.ts";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { runListingExpiry } from "../../app/features/listings/expiry/expiry-job.server.ts";
import { WHATSAPP_TEMPLATES } from "../../app/features/notifications/channels.server.ts";
import { whatsappTemplateLanguage } from "../../app/features/notifications/whatsapp-templates.server.ts";
import { action as adminAction } from "../../app/routes/admin.tsx";
import { db } from "../../app/server/db.server.ts";
import { listings, notifications, profiles } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";
import { mailsTo } from "../support/mails.ts";

/**
 * What is sent to a member is in their language (ADR 0049): the one they chose (profiles.language),
 * else their country's (English for Nigeria and Ghana), read when the job sends.
 */
const { dataDir } = useTestDatabase();
const DAY = 24 * 60 * 60 * 1000;

let seq = 0;
const member = (country: string, city: string) => createUser({ email: `language${++seq}@example.test`, firstName: "Kofi", country, city });

async function remindedOwner(owner: { id: string; email: string }) {
  const listing = await createSaleListing(owner.id, {
    brand: "Toyota",
    model: "Hilux",
    year: 2018,
    country: "CI",
    city: "Abidjan",
    expiresAt: new Date(Date.now() + 6.5 * DAY),
  });
  await runListingExpiry(new Date());
  const mails = mailsTo(dataDir(), owner.email);
  const bells = await db().select().from(notifications).where(eq(notifications.userId, owner.id));
  return { listing, mails, bells };
}

describe("words sent to a member", () => {
  it("are English for a member in Ghana who never chose: the mail's subject, body and links, and the bell", async () => {
    const owner = await member("GH", "Accra");
    const { listing, mails, bells } = await remindedOwner(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Your listing expires soon$/m);
    expect(mails[0]).toContain('<html lang="en">');
    expect(mails[0]).toContain("Hello Kofi,");
    expect(mails[0]).toContain("Your listing “Toyota Hilux 2018” expires in 7 days, on ");
    expect(mails[0]).toContain(`/en/annonces/${listing.id}/renouveler?e=`);
    expect(mails[0]).toContain("If the button does not work, copy this link:");
    expect(bells.map((b) => b.title)).toEqual(["Your listing expires soon"]);
    expect(bells[0]!.message).toMatch(/^Your listing “Toyota Hilux 2018” expires in 7 days, on \d+ [A-Z][a-z]+ \d{4}\./);
  });

  it("are in the language a member chose, over their country's", async () => {
    const english = await member("CI", "Abidjan");
    await db().update(profiles).set({ language: "en" }).where(eq(profiles.id, english.id));
    const toEnglish = await remindedOwner(english);
    expect(toEnglish.mails[0]).toMatch(/^Subject: Your listing expires soon$/m);
    expect(toEnglish.bells.map((b) => b.title)).toEqual(["Your listing expires soon"]);

    const french = await member("NG", "Lagos");
    await db().update(profiles).set({ language: "fr" }).where(eq(profiles.id, french.id));
    const toFrench = await remindedOwner(french);
    expect(toFrench.mails[0]).toContain("Votre annonce « Toyota Hilux 2018 » expire dans 7 jours");
    expect(toFrench.mails[0]).toContain('<html lang="fr">');
    expect(toFrench.bells.map((b) => b.title)).toEqual(["Votre annonce expire bientôt"]);
    await db().delete(listings).where(eq(listings.ownerId, french.id));
  });

  it("gives the account mails in the member's language, French unchanged", () => {
    const nigerian = { email: "ada@example.test", name: "Ada Obi", firstName: "Ada", country: "NG" };
    const english = verificationMail(nigerian, "tok");
    expect(english.subject).toBe("Verify your email address");
    expect(english.text).toContain("/en/verify-email?verify=tok");
    expect(signInAttemptsMail(nigerian).subject).toBe("Sign-in attempts on your account");
    const french = verificationMail({ ...nigerian, country: "SN" }, "tok");
    expect(french.subject).toBe("Vérifiez votre adresse email");
    expect(french.text).toMatch(/^Bonjour Ada,\n\nMerci de votre inscription sur AutoAfrique\./);
    expect(french.text).toContain("/verify-email?verify=tok");
    expect(french.text).not.toContain("/en/");
  });

  it("writes a booking mail's dates, days and price in the recipient's language", () => {
    const person = (id: string, firstName: string, country: string, language: string | null) => ({
      id,
      email: `${firstName.toLowerCase()}@example.test`,
      firstName,
      lastName: "Mensah",
      country,
      language,
      optOut: false,
      deletedAt: null,
    });
    const facts: BookingMailFacts = {
      status: "pending",
      cancelReason: null,
      startDate: "2026-12-01",
      endDate: "2026-12-03",
      totalDays: 3,
      totalPrice: 150_000,
      notes: null,
      createdAt: new Date("2026-11-26T10:00:00Z"),
      brand: "Toyota",
      model: "RAV4",
      owner: person("00000000-0000-4000-8000-000000000001", "Kwame", "GH", null),
      renter: person("00000000-0000-4000-8000-000000000002", "Ama", "GH", null),
    };
    const english = bookingMail(facts)!;
    expect(english.subject).toBe("New booking request — Toyota RAV4");
    expect(english.text).toContain("Ama Mensah would like to rent your Toyota RAV4 from 1 December 2026 to 3 December 2026 (3 days, ");
    expect(english.text).toContain("/en/bookings");
    const french = bookingMail({ ...facts, owner: { ...facts.owner, country: "CI" } })!;
    expect(french.subject).toBe("Nouvelle demande de réservation — Toyota RAV4");
    expect(french.text).toMatch(/Ama Mensah souhaite louer votre Toyota RAV4 du 1er décembre 2026 au 3 décembre 2026 \(3 jours, 150\s000 CFA\)\./);
  });

  it("gives the staff's warning its title in the member's language, their words as typed, and the panel's refusal in the page's", async () => {
    const email = `language-admin${++seq}@example.test`;
    await createUser({ email, role: "admin", firstName: "Chef", country: "CI", city: "Abidjan" });
    const cookie = await sessionCookie(email);
    const ghanaian = await member("GH", "Accra");
    const post = async (path: string, form: Record<string, string>) => {
      const request = new Request(`http://localhost:3000${path}`, { method: "POST", headers: { cookie }, body: new URLSearchParams(form) });
      try {
        return (await adminAction({ request, params: {}, context: new RouterContextProvider() } as never)) as unknown;
      } catch (thrown) {
        return thrown;
      }
    };
    const refused = (await post("/en/admin", { intent: "user-warn", id: ghanaian.id, message: " " })) as { data: { error?: string } };
    expect(refused.data.error).toBe("Please write the warning message");
    const refusedInFrench = (await post("/admin", { intent: "user-warn", id: ghanaian.id, message: " " })) as { data: { error?: string } };
    expect(refusedInFrench.data.error).toBe("Veuillez écrire le message de l'avertissement");
    await post("/admin", { intent: "user-warn", id: ghanaian.id, message: "Merci de ne plus publier de fausses annonces." });
    const [bell] = await db().select().from(notifications).where(eq(notifications.userId, ghanaian.id));
    expect(bell).toMatchObject({ title: "Warning from the AutoAfrique team", message: "Merci de ne plus publier de fausses annonces." });
  });

  it("has a WhatsApp template per topic in each language, sent with that language's code", () => {
    expect(whatsappTemplateLanguage(WHATSAPP_TEMPLATES.messages.en)).toBe("en");
    expect(whatsappTemplateLanguage(WHATSAPP_TEMPLATES.bookings.fr)).toBe("fr");
  });
});
