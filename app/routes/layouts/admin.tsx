import { Outlet, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/admin";
import { requireAdmin } from "../guards.server.ts";
import { withMessages } from "../../server/i18n.server.ts";

/**
 * The admin area: a visitor goes to /auth, a signed-in non-admin to /profile with "Accès refusé".
 * A convenience, not the guard (ADR 0007): a data request naming one route runs that route's
 * loader without this one, so every loader and action of the area calls requireAdmin itself.
 */
async function pageLoader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}
export const loader = withMessages("routes/layouts/admin", pageLoader);

/** Checked again on every navigation inside the area, as each page's own loader used to. */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export default function AdminLayout() {
  return <Outlet />;
}
