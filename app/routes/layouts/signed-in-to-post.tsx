import { Outlet, type ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/signed-in-to-post";
import { requireUser } from "../guards.server.ts";
import { withMessages } from "../../server/i18n.server.ts";

/**
 * The sale form: like the signed-in area (./signed-in.tsx), but a visitor reads the spec's
 * "Vous devez être connecté pour poster une annonce" on /auth. A convenience, not the guard: the
 * form's loader and action check the session themselves (ADR 0007).
 */
async function pageLoader({ request }: Route.LoaderArgs) {
  await requireUser(request, "annonce");
  return null;
}
export const loader = withMessages("routes/layouts/signed-in-to-post", pageLoader);

export const shouldRevalidate: ShouldRevalidateFunction = () => true;

export default function SignedInToPostLayout() {
  return <Outlet />;
}
