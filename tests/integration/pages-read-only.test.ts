import { asc, gt, sql } from "drizzle-orm";
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { addFavorite } from "../../app/features/favorites/favorites.server.ts";
import { refreshPriceModel } from "../../app/features/pricing/pricing.server.ts";
import { reportMisleadingPrice } from "../../app/features/reports/reports.server.ts";
import { backgroundSettled } from "../../app/server/background.server.ts";
import { db } from "../../app/server/db.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { ROUTE_TABLE, filledPath, routeModule } from "../support/route-table.ts";
import { ROUTE_ROLES, routeFixture, seedRouteRows } from "../support/route-rows.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

/**
 * ADR 0002 and 0026: state changes only on POST. Every route of the table with a loader is requested
 * (as a document and as its router data) by a visitor, a member, a seller and an admin, while a
 * statement trigger on every table logs each INSERT, UPDATE and DELETE the database runs: none may
 * come from a GET but the bookkeeping listed here with its reason.
 */
const ALLOWED_WRITES: Record<string, string> = {
  // The auth library pushes a session's expiry forward once a day on a signed-in request
  // (auth.server.ts, updateAge): a sliding session, not a change the member made.
  "UPDATE sessions": "the session's sliding expiry",
  // Not a page: the banner's link itself, which counts the click and redirects to the advertiser.
  // It stays a link (new tab, middle-click, no script needed); prefetches are declined and bots
  // are not counted (click-request.ts).
  "routes/ad-click UPDATE ad_banners": "the sponsored banner's click counter",
};
const allowed = (routeId: string, statement: string) => statement in ALLOWED_WRITES || `${routeId} ${statement}` in ALLOWED_WRITES;

const { cookies, rows, params: PARAMS, queries } = routeFixture();
const QUERIES: Record<string, () => Record<string, string>> = {
  ...queries,
  "sell-evaluer": () => ({ brand: "Toyota", model: "Corolla", year: "2018", mileage: "80000", condition: "good", country: "CI", city: "Abidjan" }),
  "routes/listings": () => ({ q: "Corolla" }),
};

/** The test's own log of the statements that wrote, filled by the triggers below. */
const writeLog = pgTable("write_log", { id: serial("id").primaryKey(), statement: text("statement").notNull() });

/** A statement-level trigger on every table of the app: one row in write_log per statement run. */
async function logWrites(): Promise<void> {
  await db().execute(sql`create table write_log (id serial primary key, statement text not null)`);
  await db().execute(
    sql.raw(`create function log_write() returns trigger language plpgsql as $$
      begin insert into write_log (statement) values (tg_op || ' ' || tg_table_name); return null; end $$`),
  );
  await db().execute(
    sql.raw(`do $$ declare t record; begin
      for t in select tablename from pg_tables where schemaname = 'public' and tablename <> 'write_log' loop
        execute format('create trigger log_write after insert or update or delete on %I for each statement execute function log_write()', t.tablename);
      end loop; end $$`),
  );
}

async function writesSince(id: number): Promise<{ id: number; statements: string[] }> {
  const logged = await db().select().from(writeLog).where(gt(writeLog.id, id)).orderBy(asc(writeLog.id));
  return { id: logged.at(-1)?.id ?? id, statements: logged.map((r) => r.statement) };
}

beforeAll(async () => {
  const admin = await createUser({ email: "chef-lecture@example.test", role: "admin" });
  const seller = await createUser({ email: "vendeur-lecture@example.test", userType: "seller" });
  const member = await createUser({ email: "membre-lecture@example.test" });
  rows.sellerId = seller.id;
  for (let i = 0; i < 8; i++)
    await createSaleListing(admin.id, { brand: "Toyota", model: "Corolla", year: 2017 + (i % 3), mileage: 80_000 + i * 5_000, price: 5_000_000 + i * 100_000 });
  // The price job has run; the seller's too-cheap listing is posted after it, so its page rates it
  // first (and must neither report it nor ask the language model).
  await refreshPriceModel(reportMisleadingPrice);
  rows.saleId = (await createSaleListing(seller.id, { brand: "Toyota", model: "Corolla", year: 2018, mileage: 90_000, price: 400_000 })).id;
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
      message: "Toujours disponible, passez samedi",
    }),
  );

  cookies.admin = await sessionCookie("chef-lecture@example.test");
  cookies.seller = await sessionCookie("vendeur-lecture@example.test");
  cookies.member = await sessionCookie("membre-lecture@example.test");
  await logWrites();
});

describe("a GET changes nothing", () => {
  it("logs a write the test makes itself (so a write by a page would show)", async () => {
    const { id } = await writesSince(0);
    await db().execute(sql`update profiles set updated_at = updated_at where false`);
    expect((await writesSince(id)).statements).toEqual(["UPDATE profiles"]);
  });

  for (const route of ROUTE_TABLE) {
    it(`${route.id} (/${route.path}): its loader writes nothing, for a visitor, a member, a seller or an admin`, async (context) => {
      const module = await routeModule(route);
      // An action-only route answers a GET with 405 without running anything of its own.
      if (typeof module.loader !== "function") return context.skip();
      const path = filledPath(route, PARAMS);
      const search = (extra: Record<string, string> = {}) => {
        const query = new URLSearchParams({ ...QUERIES[route.id]?.(), ...extra });
        return query.size > 0 ? `?${query}` : "";
      };
      const urls = [`/${path}${search()}`, `/${path || "_"}.data${search({ _routes: route.id })}`];
      const problems: string[] = [];
      let { id } = await writesSince(0);
      for (const role of ROUTE_ROLES) {
        for (const url of urls) {
          const cookie = cookies[role];
          const response = await handle(new Request(`http://localhost:3000${url}`, { headers: { "x-client-ip": "10.77.0.1", ...(cookie ? { cookie } : {}) } }));
          await response.arrayBuffer();
          await backgroundSettled();
          const logged = await writesSince(id);
          id = logged.id;
          for (const statement of logged.statements) if (!allowed(route.id, statement)) problems.push(`GET ${url} as ${role}: ${statement}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
