import { pathWithoutLanguage } from "../../app/lib/language.ts";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "../../app/features/accounts/accounts.server.ts";
import { banMember } from "../../app/features/moderation/members.server.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { db } from "../../app/server/db.server.ts";
import { profiles } from "../../app/server/schema.ts";
import { PRIVATE_PHOTO_NOT_FOUND } from "../../app/server/private-photo-response.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { type RouteOutcome, routeOutcome } from "../support/route-responses.ts";
import { ROUTE_TABLE, type TableRoute, filledPath, routeModule, pathParams, rowQueries } from "../support/route-table.ts";
import { seedRouteRows } from "../support/route-rows.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

/**
 * Every route of app/routes.ts, requested alone as a browser's router does (`.data?_routes=<id>`)
 * and as a document, by people who may not see its data: each loader and action must refuse them
 * itself (a layout's loader does not run for `?_routes=`). Who may see a route comes from where it
 * sits in the table, so a new route is covered without touching this file.
 */

type Need = "public" | "member" | "admin";
type Role = "visitor" | "member" | "banned" | "banned-session-kept";
const ROLES: Role[] = ["visitor", "member", "banned", "banned-session-kept"];
const mayRun = (role: Role, need: Need) => need === "public" || (role === "member" && need === "member");

/** The areas of the table (ADR 0007): a route under one of these layouts needs what it says. */
const LAYOUT_NEEDS: Record<string, Need> = {
  "routes/layouts/signed-in.tsx": "member",
  "routes/layouts/signed-in-to-post.tsx": "member",
  "routes/layouts/admin.tsx": "admin",
};

/** Loaders outside the layouts that anyone may run; any other loader outside them needs a member. */
const PUBLIC_LOADERS = new Set([
  "routes/home",
  "routes/auth", // the sign-in page
  "routes/verify-email", // reached from a mail, signed token
  "routes/reset-password", // same
  "routes/logout", // a GET goes home
  "routes/unsubscribe", // the mails' signed one-click link
  "routes/listing-renewal", // the expiry mail's signed 'Renouveler': says only whether the link is valid
  "routes/country", // a GET goes home
  "routes/language", // a GET goes home
  "routes/data-saver", // a GET goes home
  "routes/notifications", // a GET goes home; its action needs a member
  "routes/posted-card-close", // a GET goes home; its action (closing the card 'Votre annonce est en ligne') needs a member
  "routes/listings",
  "routes/listings-count", // the filter sheet's live count of what browse shows visitors
  "routes/compare", // the comparison of listings visitors may see, from its link
  "routes/recently-viewed-cards", // the cards of a visitor's device list by ids (a member's own list needs the session)
  "sale-detail",
  "rental-detail",
  "routes/rental-calendar", // the taken days, shown to visitors on the page
  "routes/sell", // the hub: which forms exist
  "routes/profile-public",
  "routes/sitemap",
  "routes/sitemap-file", // the files the sitemap index names: visible listings only
  "routes/robots", // where the sitemap index is
  "routes/ad-click",
  "routes/listing-photos",
  "routes/subscription-status", // 'free' for a visitor
  "routes/not-found",
  "routes/payment-webhook", // CinetPay's GET ping of its notification URL: 200, nothing read
  "routes/whatsapp-webhook", // Meta's subscription check: the challenge echoed for our verify token, nothing read
  "routes/privacy-policy", // the legal pages: their words only
  "routes/terms-of-service",
  "routes/data-protection",
  "routes/api-docs", // the public API's documentation: its words only
  "routes/api-v1-openapi", // the public API's OpenAPI file
  "routes/stock-template", // the import's template: the columns and two made-up cars
]);

/** Actions outside the layouts that anyone may post to; any other action outside them needs a member. */
const PUBLIC_ACTIONS = new Set([
  "routes/auth",
  "routes/verify-email",
  "routes/reset-password",
  "routes/logout",
  "routes/unsubscribe", // signed link
  "routes/listing-renewal", // signed link (listing and period), refused otherwise
  "routes/country", // the visitor's country cookie
  "routes/language", // the language switch: the visitor's aa_lang cookie, and a member's own account
  "routes/data-saver", // 'Économiseur de données': the device's cookie, and a member's own account
  "routes/listing-view", // the view beacon
  "routes/payment-webhook", // providers, by signature
  "routes/sms-webhook", // SMS gateways' delivery reports, by signature or the secret token in the URL
  "routes/whatsapp-webhook", // WhatsApp Cloud API's webhook: its verify token (GET), X-Hub-Signature-256 (POST)
]);

type GuardedRoute = TableRoute & { need: (kind: "loader" | "action") => Need };

function layoutNeed(route: TableRoute): Need | null {
  if (!route.layout) return null;
  const need = LAYOUT_NEEDS[route.layout];
  if (!need) throw new Error(`${route.layout}: a layout this test does not know; say in LAYOUT_NEEDS who may see its pages`);
  return need;
}

const TABLE: GuardedRoute[] = ROUTE_TABLE.map((route) => ({
  ...route,
  need: (kind) =>
    layoutNeed(route) ?? ((kind === "loader" ? PUBLIC_LOADERS : PUBLIC_ACTIONS).has(route.id.replace(/^(?:en|pt|ar)\//, "")) ? "public" : "member"),
}));

// Rows of another member's (the owner), and what of them nobody else may read.
const rows = {
  ownerId: "",
  saleId: "",
  rentalId: "",
  conversationId: "",
  bookingId: "",
  paymentId: "",
  checkoutId: "",
  bannerId: "",
};
const SECRETS = {
  email: "proprietaire.prive@example.test",
  message: "Rendez-vous au garage rue 12, code portail 4471",
  bookingNote: "J'arrive par le vol AF718, merci de garder les clés",
};
const cookies: Partial<Record<Role | "admin", string>> = {};

const routeRows = () => ({ ...rows, profileId: rows.ownerId });
const PARAMS = pathParams(routeRows);
const QUERIES: Record<string, () => Record<string, string>> = {
  ...rowQueries(routeRows),
  "routes/admin": () => ({ q: SECRETS.email }),
};

/** The route's address with the owner's rows in it: the page, its loader's data, its action's data. */
function urlsOf(route: TableRoute) {
  const path = filledPath(route, PARAMS);
  const query = (extra: Record<string, string> = {}) => {
    const search = new URLSearchParams({ ...QUERIES[route.id]?.(), ...extra });
    return search.size > 0 ? `?${search}` : "";
  };
  return {
    page: `/${path}${query()}`,
    loaderData: `/${path || "_"}.data${query({ _routes: route.id })}`,
    actionData: `/${path || "_"}.data${query()}`,
  };
}

async function request(url: string, role: Role | "admin", init: RequestInit = {}) {
  const cookie = cookies[role];
  const headers = { "x-client-ip": "10.88.0.1", ...(cookie ? { cookie } : {}) };
  return handle(new Request(`http://localhost:3000${url}`, { ...init, headers }));
}

/**
 * A refusal: a redirect to sign in (or, for a member knocking at the admin area, to their profile),
 * or a 401/403/404/405 with nothing of the route's (a resource route's JSON refusal). Anything else ran the route for someone it is not for.
 */
function refused(outcome: RouteOutcome, role: Role): boolean {
  if (outcome.kind === "redirect") {
    // An English page's refusal sends to the English sign-in: the same page under /en.
    const to = pathWithoutLanguage(new URL(outcome.location, "http://localhost:3000").pathname);
    return to === "/auth" || (role === "member" && to === "/profile");
  }
  if (outcome.kind === "data") return [401, 403, 404, 405].includes(outcome.status) && isRefusalBody(outcome.data);
  return [401, 403, 404, 405].includes(outcome.status);
}

/**
 * A resource route's refusal: the public API's problem document, a small JSON `{ error }` (an
 * import's progress), or a private photo's plain not-found words (a licence, a rental record's photo).
 */
function isRefusalBody(value: unknown): boolean {
  if (value === PRIVATE_PHOTO_NOT_FOUND) return true;
  let data = value;
  // A resource route's body reaches a `.data` request as its text.
  if (typeof value === "string") {
    try {
      data = JSON.parse(value);
    } catch {
      return false;
    }
  }
  if (typeof data !== "object" || data === null) return false;
  const keys = Object.keys(data);
  const problem = ["type", "title", "status", "code", "detail", "messages"].every((key) => keys.includes(key));
  return problem || (keys.length === 1 && keys[0] === "error");
}

const leaked = (body: string) => Object.values(SECRETS).filter((secret) => body.includes(secret) || body.includes(JSON.stringify(secret).slice(1, -1)));

beforeAll(async () => {
  const admin = await createUser({ email: "chef@example.test", role: "admin" });
  const owner = await createUser({ email: SECRETS.email, firstName: "Prosper", lastName: "Adjovi", userType: "seller" });
  const renter = await createUser({ email: "locataire@example.test" });
  await createUser({ email: "membre@example.test" });
  await createUser({ email: "banni@example.test" });
  const kept = await createUser({ email: "banni-garde@example.test" });
  rows.ownerId = owner.id;
  rows.saleId = (await createSaleListing(owner.id)).id;
  rows.rentalId = (await createRentalListing(owner.id)).id;

  Object.assign(
    rows,
    await seedRouteRows({
      adminId: admin.id,
      ownerId: owner.id,
      renterId: renter.id,
      saleId: rows.saleId,
      rentalId: rows.rentalId,
      message: SECRETS.message,
      bookingNote: SECRETS.bookingNote,
    }),
  );

  cookies.admin = await sessionCookie("chef@example.test");
  cookies.member = await sessionCookie("membre@example.test");
  // Both banned members signed in before their ban: one through the panel (every session ends),
  // one whose session outlived the flag (a ban written by any other path).
  cookies.banned = await sessionCookie("banni@example.test");
  cookies["banned-session-kept"] = await sessionCookie("banni-garde@example.test");
  const bannedId = (await db().select({ id: profiles.id }).from(profiles).where(eq(profiles.email, "banni@example.test")))[0]?.id as string;
  const ban = await banMember(admin.id, bannedId, "Annonces frauduleuses");
  if (!ban.ok) throw new Error(ban.error);
  await db().update(profiles).set({ banned: true, banReason: "Fraude" }).where(eq(profiles.id, kept.id));
});

describe("the route table's data", () => {
  it("is walked whole: every route, with the admin area and the signed-in areas among them", () => {
    expect(TABLE.length).toBeGreaterThan(40);
    expect(TABLE.find((r) => r.id === "routes/admin")?.need("loader")).toBe("admin");
    expect(TABLE.find((r) => r.id === "routes/bookings")?.need("loader")).toBe("member");
    expect(TABLE.find((r) => r.id === "sell-sale")?.need("action")).toBe("member");
    expect(TABLE.find((r) => r.id === "routes/messages-history")?.need("loader")).toBe("member");
  });

  it("is seen by whom it is for: the admin reads the panel, a member their profile (so a leak would show)", async () => {
    const panel = await routeOutcome(
      await request(`/admin.data?${new URLSearchParams({ q: SECRETS.email, _routes: "routes/admin" })}`, "admin"),
      "routes/admin",
    );
    expect(panel.kind).toBe("data");
    expect(leaked(panel.body)).toContain(SECRETS.email);
    const page = await routeOutcome(await request("/admin", "admin"), "routes/admin");
    expect(page).toMatchObject({ kind: "data", status: 200 });
    expect((await routeOutcome(await request("/profile.data?_routes=routes%2Fprofile", "member"), "routes/profile")).kind).toBe("data");
  });

  it("refuses a banned member's sign-in after the ban", async () => {
    const attempt = new Request("http://localhost:3000/auth", { method: "POST", headers: { "x-client-ip": "10.88.0.2" } });
    expect(await signIn(attempt, "banni@example.test", "motdepasse123")).toEqual({
      ok: false,
      error: "Votre compte a été suspendu. Contactez le support si vous pensez qu'il s'agit d'une erreur.",
    });
  });

  for (const route of TABLE) {
    it(`${route.id} (/${route.path}): its loader and action refuse whoever may not run them`, async () => {
      const module = await routeModule(route);
      const urls = urlsOf(route);
      const problems: string[] = [];
      for (const role of ROLES) {
        if (typeof module.loader === "function") {
          for (const url of [urls.loaderData, urls.page]) {
            const outcome = await routeOutcome(await request(url, role), route.id);
            if (!mayRun(role, route.need("loader")) && !refused(outcome, role)) problems.push(`GET ${url} as ${role}: ${outcome.kind} ${outcome.status}`);
            for (const secret of leaked(outcome.body)) problems.push(`GET ${url} as ${role}: shows "${secret}"`);
          }
        }
        if (typeof module.action === "function" && !mayRun(role, route.need("action"))) {
          // What a form of the page would carry, pointed at the owner's rows.
          const form = {
            intent: "delete",
            id: rows.saleId,
            listingId: rows.saleId,
            kind: "sale",
            bookingId: rows.bookingId,
            paymentId: rows.paymentId,
            content: "Bonjour",
          };
          for (const url of [urls.actionData, urls.page]) {
            const outcome = await routeOutcome(await request(url, role, { method: "POST", body: new URLSearchParams(form) }), route.id);
            if (!refused(outcome, role)) problems.push(`POST ${url} as ${role}: ${outcome.kind} ${outcome.status}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
