import { beforeAll, describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { addFavorite } from "../../app/features/favorites/favorites.server.ts";
import { pageI18n, watchMissingMessages } from "../../app/lib/messages.ts";
import { backgroundSettled } from "../../app/server/background.server.ts";
import { isMarkedMessage, serverI18n } from "../../app/server/i18n.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { ROUTE_TABLE, filledPath, routeModule } from "../support/route-table.ts";
import { ROUTE_ROLES, routeFixture, seedRouteRows } from "../support/route-rows.ts";
import { sessionCookie } from "../support/session.ts";
import { shownMarkup } from "../support/page-markup.ts";

/** The texts between tags, trimmed. */
const textNodes = (markup: string) => [...markup.matchAll(/>([^<>]+)</g)].map((m) => m[1].trim()).filter(Boolean);
/** The marked French constants a page shows whole though they have an English translation. */
const untranslatedMarkedTexts = (html: string) => textNodes(shownMarkup(html)).filter((text) => isMarkedMessage(text) && serverI18n("en")._(text) !== text);

useTestDatabase();

/**
 * ADR 0049: a page carries in its data only the messages of the modules its route reaches
 * (server/build/route-messages.ts). Every page of the route table, French and English, is rendered
 * for a visitor, a member, a seller and an admin: none may ask for a message its data lacks (it would
 * show the message's id). Marked constants are left out: a French page answers their id, their
 * French text, by design.
 */
const { cookies, rows, params: PARAMS, queries: QUERIES } = routeFixture();

beforeAll(async () => {
  const admin = await createUser({ email: "chef-mots@example.test", role: "admin" });
  const seller = await createUser({ email: "vendeur-mots@example.test", userType: "seller" });
  const member = await createUser({ email: "membre-mots@example.test" });
  rows.sellerId = seller.id;
  rows.saleId = (await createSaleListing(seller.id, { brand: "Toyota", model: "Corolla", year: 2018, mileage: 90_000, price: 4_000_000 })).id;
  rows.rentalId = (await createRentalListing(seller.id)).id;
  await addFavorite(member.id, { kind: "sale", id: rows.saleId });
  Object.assign(
    rows,
    await seedRouteRows({
      adminId: admin.id,
      ownerId: seller.id,
      renterId: member.id,
      saleId: rows.saleId,
      rentalId: rows.rentalId,
      message: "Passez samedi à dix heures",
    }),
  );
  cookies.admin = await sessionCookie("chef-mots@example.test");
  cookies.seller = await sessionCookie("vendeur-mots@example.test");
  cookies.member = await sessionCookie("membre-mots@example.test");
});

describe("every page carries the words it shows", () => {
  it("a message a page lacks is reported (the check can fail)", () => {
    const seen: string[] = [];
    const id = Object.keys(serverI18n("en").messages).find((key) => !isMarkedMessage(key)) as string;
    const stop = watchMissingMessages((missingId) => seen.push(missingId));
    try {
      expect(pageI18n("en", "NG", [{ messages: {} }])._(id)).toBe(id);
    } finally {
      stop();
    }
    expect(seen).toEqual([id]);
  });

  for (const route of ROUTE_TABLE) {
    it(`${route.id} (/${route.path}): rendered for each role, it asks for no message its data lacks`, async (context) => {
      const module = await routeModule(route);
      if (typeof module.default !== "function") return context.skip();
      const query = new URLSearchParams(QUERIES[route.id]?.());
      const url = `/${filledPath(route, PARAMS)}${query.size > 0 ? `?${query}` : ""}`;
      const missing = new Set<string>();
      const french = new Set<string>();
      const stop = watchMissingMessages((id, language) => {
        if (!isMarkedMessage(id)) missing.add(`${language} ${id}: ${serverI18n("fr")._(id)}`);
      });
      try {
        for (const role of ROUTE_ROLES) {
          const cookie = cookies[role];
          const response = await handle(new Request(`http://localhost:3000${url}`, { headers: { "x-client-ip": "10.78.0.1", ...(cookie ? { cookie } : {}) } }));
          const html = await response.text();
          await backgroundSettled();
          // An English page shows no marked French constant as a whole text: each has an English
          // translation (the legal pages' bodies included: each is written in English too).
          if (url.startsWith("/en")) for (const text of untranslatedMarkedTexts(html)) french.add(text);
        }
      } finally {
        stop();
      }
      expect([...missing]).toEqual([]);
      expect([...french], "French words on an English page").toEqual([]);
    });
  }
});
