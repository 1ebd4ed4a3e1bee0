import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../app/features/accounts/accounts.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { db } from "../../app/server/db.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { type LoggedQuery, queriesOf, rowReads } from "../support/query-log.ts";
import { handle } from "../support/request-handler.ts";

/**
 * What a listing's page asks the database: its row once (with its owner), passed on to its time on
 * the market and its price rating instead of each reading it again by id, and no more statements
 * than these. Before (the kind guessed from the URL, the row read by the page, the price history
 * and the rating each): a sale's page read its row 3 times in 8 statements for a visitor, 12 for
 * its owner; a rental's 2 times in 7 and 10; then 5 and 9 for a sale, 5 and 8 for a rental, until
 * its reviews, the viewer's heart and its price changes were read in one statement (issue 46). The
 * page is rendered whole (root, shell, route), as it is served, once to warm the caches (the price
 * model's fit, the session), then counted.
 */
useTestDatabase();

const ORIGIN = "http://localhost:3000";

/** The statements a page may make at most, with what they are (the owner's add their shell's and the offers they accepted). */
const MOST: Record<string, number> = {
  // the row with its owner; the reviews (counts, newest), the heart and the price changes in one; the rating's stored text
  "sale, a visitor": 3,
  // the same (their own review and heart in the second), and the shell's news, the offers they accepted
  "sale, its owner": 5,
  // the row with its owner; the reviews, the heart and the price changes in one; the calendar's days
  "rental, a visitor": 3,
  // the same, and the shell's news
  "rental, its owner": 4,
};

let sale = "";
let rental = "";
let ownerCookie = "";

beforeAll(async () => {
  const owner = await createUser({ email: "proprietaire@example.test", firstName: "Moussa", lastName: "Diop" });
  // Comparable sales: the page's listing gets a price rating, whose text is looked for.
  for (let i = 0; i < 4; i++) await createSaleListing(owner.id, { brand: "Toyota", model: "Corolla", year: 2015 + i, price: 5_000_000 + i * 250_000 });
  sale = (await createSaleListing(owner.id, { brand: "Toyota", model: "Corolla", year: 2017, price: 5_400_000 })).id;
  rental = (await createRentalListing(owner.id)).id;
  const signedIn = await signIn(new Request(`${ORIGIN}/auth`, { headers: { "x-client-ip": "10.91.0.1" } }), "proprietaire@example.test", "motdepasse123");
  if (!signedIn.ok) throw new Error(signedIn.error);
  ownerCookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
});

async function render(path: string, cookie?: string): Promise<Response> {
  const headers = new Headers({ "x-client-ip": "10.91.0.2" });
  if (cookie) headers.set("cookie", cookie);
  const response = await handle(new Request(`${ORIGIN}${path}`, { headers }));
  await response.text();
  return response;
}

/** The page rendered once to warm the caches, then again with every statement logged. */
async function counted(path: string, cookie?: string): Promise<{ response: Response; queries: LoggedQuery[] }> {
  await render(path, cookie);
  const { result, queries } = await queriesOf(db(), () => render(path, cookie));
  return { response: result, queries };
}

const shown = (queries: readonly LoggedQuery[]) => queries.map((q) => q.sql.slice(0, 120)).join("\n");

describe("a listing's page", () => {
  const cases = [
    ["sale, a visitor", () => `/listing/${sale}`, () => sale, false],
    ["sale, its owner", () => `/listing/${sale}`, () => sale, true],
    ["rental, a visitor", () => `/rental/${rental}`, () => rental, false],
    ["rental, its owner", () => `/rental/${rental}`, () => rental, true],
  ] as const;
  for (const [name, path, id, asOwner] of cases) {
    it(`reads its row once, in at most ${MOST[name]} statements (${name})`, async () => {
      const { response, queries } = await counted(path(), asOwner ? ownerCookie : undefined);
      expect(response.status).toBe(200);
      expect(rowReads(queries, "listings", id()).length, shown(queries)).toBe(1);
      expect(queries.length, shown(queries)).toBeLessThanOrEqual(MOST[name] as number);
    });
  }

  it("is told its kind by its route, in every language: a sale is not found at /rental/, nor a rental at /listing/", async () => {
    expect((await render(`/en/rental/${rental}`)).status).toBe(200);
    expect((await render(`/en/listing/${sale}`)).status).toBe(200);
    expect((await render(`/rental/${sale}`)).status).toBe(404);
    expect((await render(`/en/listing/${rental}`)).status).toBe(404);
  });

  it("answers a malformed id 'not found' before reading any listing", async () => {
    const { response, queries } = await counted("/listing/pas-une-annonce");
    expect(response.status).toBe(404);
    expect(
      queries.filter((q) => /\b(from|join) "listings"/.test(q.sql)),
      shown(queries),
    ).toEqual([]);
  });
});
