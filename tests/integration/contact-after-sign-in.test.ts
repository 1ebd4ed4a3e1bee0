import { and, eq, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { db } from "../../app/server/db.server.ts";
import { conversations } from "../../app/server/schema.ts";
import { readToast } from "../../app/server/toast.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { mailsTo } from "../support/mails.ts";
import { handle, post } from "../support/request-handler.ts";
import { signUpFields } from "../support/sign-up.ts";

/**
 * 'Contacter' tapped by a visitor: after signing in (or signing up and opening the verification
 * link) they land in the conversation with the seller, not back on the listing. The way back is
 * a page of ours that opens the chat (by POST: a page view writes nothing, ADR 0026).
 */
const { dataDir } = useTestDatabase();

const ORIGIN = "http://localhost:3000";
const FORM = { "content-type": "application/x-www-form-urlencoded" };
let seq = 0;

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function people() {
  const n = ++seq;
  const seller = await createUser({ email: `contact-seller${n}@example.test`, firstName: "Moussa", lastName: "Diop" });
  const buyer = await createUser({ email: `contact-buyer${n}@example.test`, firstName: "Aminata", lastName: "Touré" });
  const sale = await createSaleListing(seller.id, { brand: "Toyota", model: "Corolla" });
  const rental = await createRentalListing(seller.id);
  return { seller, buyer, sale, rental };
}

/** Signs in through the /auth form, returning its redirect and the session. */
async function signInThrough(email: string, redirectTo: string) {
  const response = await post("/auth", new URLSearchParams({ intent: "signin", email, password: "motdepasse123", redirectTo }), {
    ...FORM,
    "x-client-ip": `10.61.0.${seq}`,
  });
  expect(response.status).toBe(302);
  return { location: response.headers.get("location") ?? "", cookie: cookieOf(response) };
}

const get = (path: string, cookie = "", site = "same-origin") =>
  handle(new Request(`${ORIGIN}${path}`, { headers: { cookie, "sec-fetch-site": site, "x-client-ip": "10.61.1.1" } }));

async function conversationsBetween(a: string, b: string) {
  return db()
    .select({ id: conversations.id, listingId: conversations.listingId })
    .from(conversations)
    .where(
      or(
        and(eq(conversations.participant1Id, a), eq(conversations.participant2Id, b)),
        and(eq(conversations.participant1Id, b), eq(conversations.participant2Id, a)),
      ),
    );
}

describe("'Contacter' by a visitor", () => {
  it("sends them to sign in with the chat as the way back, for each contact button of a sale and of a rental", async () => {
    const { sale, rental } = await people();
    for (const [path, intent, back] of [
      [`/listing/${sale.id}`, "contact", `/listing/${sale.id}/contacter`],
      [`/listing/${sale.id}`, "available", `/listing/${sale.id}/contacter?dispo=1`],
      [`/listing/${sale.id}`, "test-drive", `/listing/${sale.id}/contacter?essai=1`],
      [`/rental/${rental.id}`, "contact", `/rental/${rental.id}/contacter`],
      [`/en/listing/${sale.id}`, "available", `/en/listing/${sale.id}/contacter?dispo=1`],
    ]) {
      const response = await post(path, new URLSearchParams({ intent }), FORM);
      expect(response.status, `${path} ${intent}`).toBe(302);
      const location = new URL(response.headers.get("location") ?? "", ORIGIN);
      expect(location.pathname).toBe(path.startsWith("/en/") ? "/en/auth" : "/auth");
      expect(location.searchParams.get("reason")).toBe("connexion");
      expect(location.searchParams.get("redirectTo"), `${path} ${intent}`).toBe(back.replace(/^\/en/, ""));
    }
  });

  it("lands in the chat with the seller after signing in, the question typed, and in the same one the next time", async () => {
    const { seller, buyer, sale } = await people();
    const tapped = await post(`/listing/${sale.id}`, new URLSearchParams({ intent: "available" }), FORM);
    const redirectTo = new URL(tapped.headers.get("location") ?? "", ORIGIN).searchParams.get("redirectTo") ?? "";
    const signedIn = await signInThrough(buyer.email, redirectTo);
    expect(signedIn.location).toBe(`/listing/${sale.id}/contacter?dispo=1`);

    // The way back is a page: it opens the chat by POST (with JavaScript, on its own), writing nothing when shown.
    const page = await get(signedIn.location, signedIn.cookie);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Contacter le vendeur");
    expect(html).toContain("Ouvrir la conversation");
    expect(html).toContain('data-auto-open="true"');
    expect(await conversationsBetween(buyer.id, seller.id)).toEqual([]);

    const opened = await post(signedIn.location, new URLSearchParams({ intent: "available" }), { ...FORM, cookie: signedIn.cookie });
    expect(opened.status).toBe(302);
    const [conversation] = await conversationsBetween(buyer.id, seller.id);
    expect(conversation).toMatchObject({ listingId: sale.id });
    expect(opened.headers.get("location")).toBe(`/messages/${conversation?.id}?dispo=1`);

    // Once it exists, the way back goes straight to it.
    const again = await get(`/listing/${sale.id}/contacter?dispo=1`, signedIn.cookie);
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe(`/messages/${conversation?.id}?dispo=1`);
    const english = await get(`/en/rental/${(await createRentalListing(seller.id)).id}/contacter`, signedIn.cookie);
    expect(english.status).toBe(200);
    expect(await english.text()).toContain("Contact the owner");
  });

  it("lands in the chat after signing up and opening the verification link", async () => {
    const { seller, sale } = await people();
    const email = `contact-new${seq}@example.test`;
    const redirectTo = `/listing/${sale.id}/contacter?dispo=1`;
    const signedUp = await post("/auth", new URLSearchParams({ intent: "signup", redirectTo, ...signUpFields(email) }), {
      ...FORM,
      "x-client-ip": "10.61.2.1",
    });
    expect(signedUp.status).toBe(302);
    const mail = mailsTo(dataDir(), email).at(-1) as string;
    const link = new URL(mail.match(/http:\/\/localhost:3000\/verify-email\?[^\s"<]+/)?.[0].replaceAll("&amp;", "&") as string);
    expect(link.searchParams.get("redirectTo")).toBe(redirectTo);
    const verified = await post("/verify-email", new URLSearchParams({ verify: link.searchParams.get("verify") ?? "", redirectTo }), FORM);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe(redirectTo);
    const cookie = cookieOf(verified);
    const opened = await post(redirectTo, new URLSearchParams({ intent: "available" }), { ...FORM, cookie });
    const [member] = await db()
      .select({ id: conversations.participant1Id, conversation: conversations.id })
      .from(conversations)
      .where(eq(conversations.participant2Id, seller.id));
    expect(opened.headers.get("location")).toBe(`/messages/${member?.conversation}?dispo=1`);
  });

  it("asks before opening a chat reached from another site, and sends a visitor to sign in and back to it", async () => {
    const { buyer, seller, sale } = await people();
    const { cookie } = await signInThrough(buyer.email, "/");
    const html = await (await get(`/listing/${sale.id}/contacter`, cookie, "cross-site")).text();
    expect(html).toContain("Ouvrir la conversation");
    expect(html).toContain('data-auto-open="false"');
    expect(await conversationsBetween(buyer.id, seller.id)).toEqual([]);

    const visitor = await get(`/listing/${sale.id}/contacter?essai=1`);
    expect(visitor.status).toBe(302);
    const location = new URL(visitor.headers.get("location") ?? "", ORIGIN);
    expect([location.pathname, location.searchParams.get("redirectTo")]).toEqual(["/auth", `/listing/${sale.id}/contacter?essai=1`]);
  });

  it("never opens a chat of the seller with themself, nor about a listing that is not shown", async () => {
    const { seller, sale } = await people();
    const { cookie } = await signInThrough(seller.email, "/");
    for (const answer of [
      await get(`/listing/${sale.id}/contacter?dispo=1`, cookie),
      await post(`/listing/${sale.id}/contacter`, new URLSearchParams({ intent: "available" }), { ...FORM, cookie }),
    ]) {
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe(`/listing/${sale.id}`);
      const { toast } = await readToast(new Request(ORIGIN, { headers: { cookie: cookieOf(answer) } }));
      expect(toast).toEqual({ type: "error", title: "Vous ne pouvez pas vous contacter vous-même" });
    }
    expect(
      await db()
        .select()
        .from(conversations)
        .where(or(eq(conversations.participant1Id, seller.id), eq(conversations.participant2Id, seller.id))),
    ).toEqual([]);

    // A sale's id under /rental is no rental: nothing to contact.
    const wrongKind = await get(`/rental/${sale.id}/contacter`, cookie);
    expect(wrongKind.status).toBe(302);
    expect(wrongKind.headers.get("location")).toBe(`/rental/${sale.id}`);
    expect((await get("/listing/pas-un-id/contacter", cookie)).status).toBe(302);
  });
});
