import { type SQL, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { LEADS_MESSAGES, dealerLeads } from "../../app/features/leads/leads.server.ts";
import type { Lead } from "../../app/features/leads/lead.ts";
import { encodeLeadsCursor } from "../../app/features/leads/leads-cursor.ts";
import { leadsCsvChunks } from "../../app/features/leads/leads-export.server.ts";
import { loader as exportLoader } from "../../app/routes/leads-export.ts";
import { db } from "../../app/server/db.server.ts";
import { conversations, messages, offers, rentalBookings } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

const ORIGIN = "http://localhost:3000";
let seq = 0;
async function member(firstName = "Awa", lastName = "Koné") {
  const email = `pistes${++seq}@example.test`;
  return { user: await createUser({ email, firstName, lastName }), cookie: await sessionCookie(email) };
}
const at = (iso: string): SQL => sql`${iso}::timestamptz`;

/** A conversation started by `buyerId` about the listing at `when`, with its messages in order. */
async function conversation(listingId: string, buyerId: string, ownerId: string, when: SQL, texts: string[] = []) {
  const [row] = await db()
    .insert(conversations)
    .values({ participant1Id: buyerId, participant2Id: ownerId, listingId, createdAt: when, updatedAt: when })
    .returning({ id: conversations.id });
  for (const [i, content] of texts.entries()) {
    await db()
      .insert(messages)
      .values({ conversationId: row.id, senderId: i % 2 === 0 ? buyerId : ownerId, content, createdAt: sql`${when} + ${`${i} seconds`}::interval` });
  }
  return row.id;
}

async function offer(
  listingId: string,
  conversationId: string,
  buyerId: string,
  sellerId: string,
  amount: number,
  when: SQL,
  status: "pending" | "refused" = "pending",
) {
  const [row] = await db()
    .insert(offers)
    .values({ conversationId, listingId, buyerId, sellerId, amount, status, expiresAt: sql`${when} + interval '3 days'`, createdAt: when, updatedAt: when })
    .returning({ id: offers.id });
  return row.id;
}

async function booking(listingId: string, renterId: string, ownerId: string, startDate: string, endDate: string, when: SQL) {
  const days = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1;
  const [row] = await db()
    .insert(rentalBookings)
    .values({
      listingId,
      renterId,
      ownerId,
      startDate,
      endDate,
      totalDays: days,
      dailyRate: 45_000,
      totalPrice: days * 45_000,
      createdAt: when,
      updatedAt: when,
    })
    .returning({ id: rentalBookings.id });
  return row.id;
}

async function allPages(ownerId: string, limit: number): Promise<{ leads: Lead[]; pages: number }> {
  const leads: Lead[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await dealerLeads(ownerId, { cursor, limit });
    if (!page.ok) throw new Error(page.error);
    expect(page.leads.length).toBeLessThanOrEqual(limit);
    leads.push(...page.leads);
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 100);
  return { leads, pages };
}

describe("a dealer's leads", () => {
  it("gather the conversations, offers and booking requests on the owner's listings only, newest first, as plain JSON", async () => {
    const [dealer, rival, buyer] = [await member("Garage", "Plateau"), await member("Auto", "Rival"), await member("Moussa", "Diallo")];
    const sale = await createSaleListing(dealer.user.id, { dealerReference: "STK-001" });
    const rental = await createRentalListing(dealer.user.id);
    const rivalSale = await createSaleListing(rival.user.id);
    const rivalRental = await createRentalListing(rival.user.id);

    const chat = await conversation(sale.id, buyer.user.id, dealer.user.id, at("2026-03-01T10:00:00Z"), ["Bonjour, toujours dispo ?", "Oui", "Super"]);
    const offerId = await offer(sale.id, chat, buyer.user.id, dealer.user.id, 6_800_000, at("2026-03-02T10:00:00Z"));
    const bookingId = await booking(rental.id, buyer.user.id, dealer.user.id, "2026-04-10", "2026-04-12", at("2026-03-03T10:00:00Z"));
    // The rival's leads, by the same buyer, at the same instants: never the dealer's.
    const rivalChat = await conversation(rivalSale.id, buyer.user.id, rival.user.id, at("2026-03-01T10:00:00Z"), ["Autre"]);
    await offer(rivalSale.id, rivalChat, buyer.user.id, rival.user.id, 1_000_000, at("2026-03-02T10:00:00Z"));
    await booking(rivalRental.id, buyer.user.id, rival.user.id, "2026-04-10", "2026-04-12", at("2026-03-03T10:00:00Z"));
    // A conversation with no listing (its listing gone for good) belongs to nobody's stock.
    await db().insert(conversations).values({ participant1Id: buyer.user.id, participant2Id: dealer.user.id, listingId: null });

    const page = await dealerLeads(dealer.user.id, { limit: 50 });
    expect(page).toEqual({
      ok: true,
      nextCursor: null,
      leads: [
        {
          type: "booking",
          id: bookingId,
          createdAt: "2026-03-03T10:00:00.000Z",
          listing: { id: rental.id, reference: null, title: "Toyota Prado 2020", kind: "rental" },
          contact: { name: "Moussa Diallo", memberId: buyer.user.id },
          startDate: "2026-04-10",
          endDate: "2026-04-12",
          status: "pending",
        },
        {
          type: "offer",
          id: offerId,
          createdAt: "2026-03-02T10:00:00.000Z",
          listing: { id: sale.id, reference: "STK-001", title: "Toyota Corolla 2018", kind: "sale" },
          contact: { name: "Moussa Diallo", memberId: buyer.user.id },
          amount: 6_800_000,
          status: "pending",
        },
        {
          type: "conversation",
          id: chat,
          createdAt: "2026-03-01T10:00:00.000Z",
          listing: { id: sale.id, reference: "STK-001", title: "Toyota Corolla 2018", kind: "sale" },
          contact: { name: "Moussa Diallo", memberId: buyer.user.id },
          message: "Bonjour, toujours dispo ?",
        },
      ],
    });
    // Plain JSON: what the API sends is what it read.
    expect(JSON.parse(JSON.stringify(page))).toEqual(page);
    const rivalLeads = await dealerLeads(rival.user.id, { limit: 50 });
    expect(rivalLeads.ok && rivalLeads.leads.map((l) => l.id)).not.toContain(chat);
    expect(rivalLeads.ok && rivalLeads.leads).toHaveLength(3);
    // The buyer owns no listing: no leads, though they took part in all of them.
    expect(await dealerLeads(buyer.user.id, { limit: 50 })).toEqual({ ok: true, leads: [], nextCursor: null });
  });

  it("keep the leads of a listing its owner deleted: the people who asked are still the dealer's contacts", async () => {
    const [dealer, buyer] = [await member(), await member()];
    const sale = await createSaleListing(dealer.user.id, { deletedAt: new Date() });
    const chat = await conversation(sale.id, buyer.user.id, dealer.user.id, at("2026-05-01T10:00:00Z"), ["Bonjour"]);
    const page = await dealerLeads(dealer.user.id, { limit: 10 });
    expect(page.ok && page.leads.map((l) => l.id)).toEqual([chat]);
  });

  it("page through every lead exactly once, even many made at the same instant (to the microsecond)", async () => {
    const [dealer, other] = [await member(), await member()];
    const buyers = [await member("Ibrahima", "Sow"), await member("Fatou", "Ndiaye"), await member("Kofi", "Mensah")];
    const sales = [await createSaleListing(dealer.user.id), await createSaleListing(dealer.user.id)];
    const rental = await createRentalListing(dealer.user.id);
    const same = at("2026-06-01T08:00:00.123456Z");
    const expected = new Set<string>();
    let day = 1;
    for (const sale of sales) {
      for (const buyer of buyers) {
        const chat = await conversation(sale.id, buyer.user.id, dealer.user.id, same, ["Bonjour"]);
        expected.add(chat);
        expected.add(await offer(sale.id, chat, buyer.user.id, dealer.user.id, 5_000_000, same, "refused"));
        expected.add(await offer(sale.id, chat, buyer.user.id, dealer.user.id, 5_500_000, same));
      }
    }
    for (const buyer of buyers) {
      for (let i = 0; i < 3; i++, day += 3) {
        const start = `2026-07-${String(day).padStart(2, "0")}`;
        const end = `2026-07-${String(day + 1).padStart(2, "0")}`;
        expected.add(await booking(rental.id, buyer.user.id, dealer.user.id, start, end, same));
      }
    }
    // One microsecond apart: a cursor kept to the millisecond would skip or repeat these.
    expected.add(await conversation(sales[0].id, other.user.id, dealer.user.id, at("2026-06-01T08:00:00.123457Z")));
    expected.add(await booking(rental.id, other.user.id, dealer.user.id, "2026-08-01", "2026-08-01", at("2026-06-01T08:00:00.123455Z")));

    for (const limit of [1, 2, 5, 7, 50]) {
      const { leads, pages } = await allPages(dealer.user.id, limit);
      expect(leads.map((l) => l.id).sort()).toEqual([...expected].sort());
      expect(new Set(leads.map((l) => l.id)).size).toBe(leads.length);
      expect(pages).toBe(Math.max(1, Math.ceil(expected.size / limit)));
      // Newest first throughout.
      const times = leads.map((l) => l.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    }
  });

  it("refuse a cursor they did not hand out, and keep the page size within bounds", async () => {
    const [dealer, buyer] = [await member(), await member()];
    const sale = await createSaleListing(dealer.user.id);
    for (let i = 0; i < 3; i++) await conversation(sale.id, (await member()).user.id, dealer.user.id, at(`2026-02-0${i + 1}T00:00:00Z`));
    await conversation(sale.id, buyer.user.id, dealer.user.id, at("2026-02-09T00:00:00Z"));
    for (const cursor of ["garbage", "A".repeat(5000), Buffer.from("1|offer|x").toString("base64url"), "\u0000", "é"]) {
      expect(await dealerLeads(dealer.user.id, { cursor, limit: 10 })).toEqual({ ok: false, error: LEADS_MESSAGES.invalidCursor });
    }
    // A well-formed cursor past everything: an empty last page, no error.
    const past = encodeLeadsCursor({ micros: 0n, type: "booking", id: "00000000-0000-4000-8000-000000000000" });
    expect(await dealerLeads(dealer.user.id, { cursor: past, limit: 10 })).toEqual({ ok: true, leads: [], nextCursor: null });
    for (const limit of [0, -5, Number.NaN, 2.7]) {
      const page = await dealerLeads(dealer.user.id, { limit });
      expect(page.ok && page.leads.length).toBe(limit === 2.7 ? 2 : limit === 0 || limit === -5 ? 1 : 4);
    }
  });
});

describe("'Exporter mes contacts'", () => {
  const get = (path: string, cookie = "") =>
    ({
      request: new Request(`${ORIGIN}${path}`, { headers: { cookie, "x-client-ip": "10.61.0.1" } }),
      params: {},
      context: new RouterContextProvider(),
    }) as never;

  it("sends the signed-in member's leads as a French CSV, and a visitor to sign in", async () => {
    const [dealer, buyer, rival] = [await member("Garage", "Plateau"), await member('=HYPERLINK("x")', "Diop"), await member()];
    const sale = await createSaleListing(dealer.user.id, { brand: "Peugeot", model: "3008", year: 2021, dealerReference: "REF;42" });
    const rental = await createRentalListing(dealer.user.id);
    await createSaleListing(rival.user.id);
    const chat = await conversation(sale.id, buyer.user.id, dealer.user.id, at("2026-03-01T09:30:00Z"), ['Bonjour,\nprix "final" ?']);
    await offer(sale.id, chat, buyer.user.id, dealer.user.id, 12_000_000, at("2026-03-02T10:00:00Z"));
    await booking(rental.id, buyer.user.id, dealer.user.id, "2026-04-10", "2026-04-12", at("2026-03-03T11:15:00Z"));

    const response = (await exportLoader(get("/dashboard/contacts.csv", dealer.cookie))) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="contacts-autoafrique-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(Array.from(bytes.subarray(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    const name = `'=HYPERLINK(""x"") Diop`;
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(
      [
        "\uFEFFDate;Type;Annonce;Référence;Contact;Message;Montant (FCFA);Début;Fin;Statut",
        `03/03/2026 11:15;Réservation;Toyota Prado 2020;;"${name}";;;10/04/2026;12/04/2026;En attente`,
        `02/03/2026 10:00;Offre;Peugeot 3008 2021;"REF;42";"${name}";;12000000;;;En attente`,
        `01/03/2026 09:30;Message;Peugeot 3008 2021;"REF;42";"${name}";"Bonjour,\nprix ""final"" ?";;;;`,
        "",
      ].join("\r\n"),
    );

    const visitor = await (exportLoader(get("/dashboard/contacts.csv")) as Promise<Response>).catch((thrown: unknown) => thrown as Response);
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/auth/);
  });

  it("reads a large stock page by page, every lead once", async () => {
    const [dealer, buyer] = [await member(), await member()];
    const rental = await createRentalListing(dealer.user.id);
    await db().execute(sql`
      insert into ${rentalBookings} (listing_id, renter_id, owner_id, start_date, end_date, total_days, daily_rate, total_price, status, created_at)
      select ${rental.id}::uuid, ${buyer.user.id}, ${dealer.user.id}, date '2027-01-01' + n, date '2027-01-01' + n, 1, 45000, 45000, 'rejected',
             timestamptz '2026-01-01' + (n / 10) * interval '1 second'
        from generate_series(1, 1203) as n`);
    const chunks: string[] = [];
    for await (const chunk of leadsCsvChunks(dealer.user.id, 100)) chunks.push(chunk);
    // The header, then one chunk per page of 100.
    expect(chunks).toHaveLength(1 + 13);
    const lines = chunks.join("").split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(1 + 1203);
    expect(new Set(lines.slice(1).map((l) => l.split(";")[7])).size).toBe(1203);
  });
});
