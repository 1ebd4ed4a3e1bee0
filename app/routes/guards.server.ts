import { redirect } from "react-router";
import { type SessionUser, getSessionUser } from "../features/accounts/session.server.ts";
import type { SignInReason } from "../features/accounts/sign-in-reasons.ts";
import { signInPath } from "../features/accounts/sign-in-path.ts";
import { pagePath } from "../server/page-url.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";

/**
 * Who may run a loader or an action, checked by the route itself, first (ADR 0007, ADR 0060): a
 * data request names the routes it wants and runs their loaders without their layout's. Features
 * take the member these return and never answer with a redirect themselves.
 */

function authRedirect(request: Request, reason: SignInReason) {
  // The page asked for, not the data URL of a client-side navigation (/profile.data).
  return redirect(signInPath(pagePath(request), reason));
}

/**
 * The signed-in member, or a redirect to /auth thrown when nobody is signed in. The link carries
 * the code of why (sign-in-reasons.ts), and /auth shows its sentence.
 */
export async function requireUser(request: Request, reason: SignInReason = "connexion"): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw authRedirect(request, reason);
  return user;
}

/** An administrator, or a redirect thrown: to /auth for nobody, to /profile saying why for a member. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.role !== "admin") {
    throw await redirectWithToast("/profile", {
      type: "error",
      title: /*i18n*/ "Accès refusé",
      description: /*i18n*/ "Vous n'avez pas les permissions d'administrateur.",
    });
  }
  return user;
}
