import { beforeAll, describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { sharedPage } from "../../server/shared-page-key.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { routeOutcome } from "../support/route-responses.ts";
import { ROUTE_TABLE, filledPath, pathParams } from "../support/route-table.ts";

useTestDatabase();

/**
 * What a loader may assume of `user` (ADR 0060). The pages the shared cache serves are rendered
 * with the country cookie alone, for visitors and for members alike (ADR 0013, 0035): their loaders
 * find nobody signed in, whoever asked. A loader that needs the member calls its guard, so its page
 * can never be one of these: rendered as the cache renders it, it would send every member to sign
 * in. The routes are found from the cache's own rule, so a page added to it is checked here.
 */
const rows = { saleId: "", rentalId: "", conversationId: "c", profileId: "p", bannerId: "b", checkoutId: "k", paymentId: "y", bookingId: "r" };
const PARAMS = pathParams(() => rows);
/** A member's browser as the cache reads it: a session and a country. */
const MEMBER_COOKIES = "country=SN; aa.session_token=jeton";

beforeAll(async () => {
  const owner = await createUser({ email: "page-partagee@example.test" });
  rows.saleId = (await createSaleListing(owner.id)).id;
  rows.rentalId = (await createRentalListing(owner.id)).id;
});

describe("the pages members and visitors share", () => {
  it("are the home page, browse and a listing's page, in each language", () => {
    const shared = ROUTE_TABLE.filter((route) =>
      sharedPage({ method: "GET", path: `/${filledPath(route, PARAMS)}`, search: "", cookie: MEMBER_COOKIES, userAgent: "" }),
    );
    expect(new Set(shared.map((route) => route.id.replace(/^(?:en|pt|ar)\//, "")))).toEqual(
      new Set(["routes/home", "routes/listings", "sale-detail", "rental-detail"]),
    );
  });

  it("are answered, page and data, by loaders run for nobody signed in: none calls a guard", async () => {
    const shared = ROUTE_TABLE.filter((route) =>
      sharedPage({ method: "GET", path: `/${filledPath(route, PARAMS)}`, search: "", cookie: MEMBER_COOKIES, userAgent: "" }),
    );
    const answers: string[] = [];
    for (const route of shared) {
      const path = `/${filledPath(route, PARAMS)}`;
      for (const audience of ["visitor", "member"] as const) {
        // The navigation data's URL as React Router's client writes it ("/" → "/_.data").
        const data = `${path.endsWith("/") ? `${path}_` : path}.data?_routes=${encodeURIComponent(route.id)}`;
        for (const url of [path, data]) {
          // As server/shared-render.ts asks: the country cookie alone.
          const response = await handle(new Request(`http://localhost:3000${url}`, { headers: { cookie: "country=SN" } }), audience);
          const outcome = await routeOutcome(response, route.id);
          answers.push(`${audience} ${url.replace(/[0-9a-f-]{36}/, ":id")} → ${outcome.kind} ${outcome.status}`);
        }
      }
    }
    expect(answers.filter((answer) => !answer.endsWith("→ data 200"))).toEqual([]);
    expect(answers.length).toBeGreaterThanOrEqual(4 * 2 * 2);
  });
});
