import { Outlet, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/signed-in";
import { requireUser } from "../guards.server.ts";
import { withMessages } from "../../server/i18n.server.ts";

/**
 * The pages that need an account. A visitor is sent to /auth with the page's address and
 * "Vous devez être connecté". A convenience, not the guard (ADR 0007): a data request naming one
 * route runs that route's loader without this one, so every loader and action of the area calls
 * requireUser itself.
 */
async function pageLoader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
}
export const loader = withMessages("routes/layouts/signed-in", pageLoader);

/** Checked again on every navigation inside the area, as each page's own loader used to. */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export default function SignedInLayout() {
  return <Outlet />;
}
