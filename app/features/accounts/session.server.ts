import { auth } from "./auth.server.ts";
import { sessionToken } from "../../server/auth.server.ts";
import { cachedSession } from "../../server/session-cache.server.ts";
import { type Language, isLanguage } from "../../lib/language.ts";

export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
  country: string;
  city: string;
  phone: string;
  userType: string;
  companyName: string | null;
  role: string;
  /** The data saver chosen on the account, null while never chosen (app/lib/data-saver.ts). */
  dataSaver: boolean | null;
  /** The language chosen on the account (ADR 0049), null while never chosen (their country's then decides). */
  language: Language | null;
}

// The root loader and the page's loader both ask for the user of the same request: one lookup.
const usersByRequest = new WeakMap<Request, Promise<SessionUser | null>>();

/**
 * The signed-in user, or null. A banned account never counts as signed in. A page rendered for the
 * shared cache reads null for a member too: it is rendered for nobody in particular (ADR 0060).
 * The guards that answer a redirect for nobody are the routes' (app/routes/guards.server.ts).
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let user = usersByRequest.get(request);
  if (!user) {
    user = lookUpSessionUser(request);
    usersByRequest.set(request, user);
  }
  return user;
}

/** Without a session cookie nobody is signed in; with one, its member is kept a few seconds (ADR 0028). */
async function lookUpSessionUser(request: Request): Promise<SessionUser | null> {
  const token = sessionToken(request.headers);
  if (!token) return null;
  return cachedSession(token, () => readSession(request));
}

async function readSession(request: Request) {
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const u = session.user as typeof session.user & Record<string, unknown>;
  if (u.banned) return null;
  return { userId: u.id, expiresAt: new Date(session.session.expiresAt), value: toSessionUser(u) };
}

function toSessionUser(u: Record<string, unknown> & { id: string; email: string; emailVerified: boolean }): SessionUser {
  return {
    id: u.id,
    email: u.email,
    emailVerified: u.emailVerified,
    firstName: String(u.firstName ?? ""),
    lastName: String(u.lastName ?? ""),
    avatarUrl: (u.image as string | null | undefined) ?? null,
    country: String(u.country ?? ""),
    city: String(u.city ?? ""),
    phone: String(u.phone ?? ""),
    userType: String(u.userType ?? "buyer"),
    companyName: (u.companyName as string | null | undefined) ?? null,
    role: String(u.role ?? "user"),
    dataSaver: typeof u.dataSaver === "boolean" ? u.dataSaver : null,
    language: isLanguage(u.language) ? u.language : null,
  };
}
