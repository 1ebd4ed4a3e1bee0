import routes from "../../app/routes.ts";

/** One route of app/routes.ts, flattened: its id, module file, full path and the layout it sits under. */
export interface TableRoute {
  id: string;
  file: string;
  path: string;
  /** The file of the nearest layout around it, null for a route at the top of the table. */
  layout: string | null;
}

type Entry = { id?: string; file: string; path?: string; index?: boolean; children?: Entry[] };

// React Router's own rule for a route's id (tests/support/request-handler.ts builds the app with it).
const idOf = (entry: Entry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

function flatten(entries: Entry[], layout: string | null, parentPath: string): TableRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parentPath : [parentPath, entry.path].filter(Boolean).join("/");
    if (entry.children) return flatten(entry.children, entry.file, path);
    return [{ id: idOf(entry), file: entry.file, path, layout }];
  });
}

/** Every route of the app's table, so a test over all of them covers a new route without an edit. */
export const ROUTE_TABLE: readonly TableRoute[] = flatten(routes as Entry[], null, "");

const modules = import.meta.glob<Record<string, unknown>>(["../../app/routes/**/*.{ts,tsx}", "!**/*.test.ts"]);

/** A route's module, as the app loads it. */
export function routeModule(route: TableRoute): Promise<Record<string, unknown>> {
  const load = modules[`../../app/${route.file}`];
  if (!load) throw new Error(`no module ${route.file}`);
  return load();
}

/**
 * The route's path with its parameters filled from `params`, keyed by the path up to each
 * parameter ("listing/:id"); a splat becomes a path nobody serves.
 */
export function filledPath(route: TableRoute, params: Record<string, () => string>): string {
  return route.path.replace(/\*$/, "nulle-part").replace(/:(\w+)/g, (param, _name, offset: number) => {
    // An English page is the French one's copy under /en: the same rows.
    const key = route.path.slice(0, offset + param.length).replace(/^(?:en|pt|ar)\//, "");
    const value = params[key];
    if (!value) throw new Error(`${route.id}: no row for ${key}; add one to the test's path parameters`);
    return value();
  });
}

/** The rows a test over every route points its pages at. */
export interface RouteRows {
  saleId: string;
  rentalId: string;
  conversationId: string;
  /** The member whose public profile is opened: the owner of the listings. */
  profileId: string;
  bannerId: string;
  checkoutId: string;
  paymentId: string;
  /** The renter's booking of the rental (its page, records and deposit: the two parties only). */
  bookingId: string;
}

/** Each path parameter's value, by the path up to it, read from the rows once the test has made them. */
export function pathParams(rows: () => RouteRows): Record<string, () => string> {
  return {
    "listing/:id": () => rows().saleId,
    "rental/:id": () => rows().rentalId,
    "messages/:id": () => rows().conversationId,
    "annonces/:id": () => rows().saleId,
    "profile/:userId": () => rows().profileId,
    "ads/:id": () => rows().bannerId,
    "photos/:kind": () => "sale",
    "sitemaps/:file": () => "ci-fr-1.xml",
    "photos/:kind/:id": () => rows().saleId,
    "checkout/sandbox/:id": () => rows().checkoutId,
    "webhooks/:provider": () => "stripe",
    "webhooks/sms/:provider": () => "twilio",
    "webhooks/sms/:provider/:token": () => "jeton",
    "api/v1/listings/:id": () => rows().saleId,
    // No import of these rows: the import pages answer as for anyone else's (not found, or the page saying who may import).
    "pro/import/:id": () => "7c1f5d2e-3b4a-4c5d-8e6f-708192a3b4c5",
    "pro/import/modele/:file": () => "modele.csv",
    "bookings/:id": () => rows().bookingId,
    "bookings/:id/etat-des-lieux/:phase": () => "depart",
    // No photo, licence or dispute among these rows: their routes answer as for a guessed address.
    "bookings/:id/photos/:photoId": () => "5b0c2a3e-6d7f-4a8b-9c0d-1e2f3a4b5c6d",
    "permis/:userId": () => rows().profileId,
    "permis/:userId/:side": () => "recto",
    "admin/litiges/:id": () => "6e1d3b4f-7a8c-4b9d-8e1f-2a3b4c5d6e7f",
  };
}

/** Query strings that point a page at one of the rows, by route id. */
export function rowQueries(rows: () => RouteRows): Record<string, () => Record<string, string>> {
  return {
    "routes/payment-success": () => ({ paiement: rows().paymentId }),
    "routes/subscription-success": () => ({ paiement: rows().paymentId }),
    "routes/report": () => ({ annonce: rows().saleId }),
  };
}
