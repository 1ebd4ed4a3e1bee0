import { createCookieSessionStorage, redirect } from "react-router";
import type { Toast } from "../lib/toast.ts";
import { inLanguage, requestLanguage } from "./i18n.server.ts";
import { appUrl, authSecret } from "./secret.server.ts";

/**
 * What one response hands to the next page only: a toast, and form values to fill in again (the
 * email just used to sign up, on the sign-in form), kept out of the URL and of server logs.
 */
const FLASH_COOKIE = "aa_flash";

type FlashData = { toast: Toast; fill: Record<string, string> };
let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, FlashData>> | undefined;
function flashStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, FlashData>({
    cookie: {
      name: FLASH_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: appUrl().startsWith("https://"),
      secrets: [authSecret()],
    },
  });
  return storage;
}

/** A one-time message shown on the next page, which survives the redirect and needs no JS. */
export async function toastHeaders(toast: Toast, headers = new Headers(), fill?: Record<string, string>): Promise<Headers> {
  const session = await flashStorage().getSession();
  session.flash("toast", toast);
  if (fill) session.flash("fill", fill);
  headers.append("Set-Cookie", await flashStorage().commitSession(session));
  return headers;
}

export async function redirectWithToast(url: string, toast: Toast, headers?: Headers, fill?: Record<string, string>) {
  return redirect(url, { headers: await toastHeaders(toast, headers, fill) });
}

/** The values handed to this page to fill in again; the root loader's readToast clears them with the toast. */
export async function readFill(request: Request): Promise<Record<string, string>> {
  const session = await flashStorage().getSession(request.headers.get("Cookie"));
  return (session.get("fill") as Record<string, string> | undefined) ?? {};
}

/**
 * The toast handed to this page, its marked French words in the page's language (ADR 0049). Once
 * read, the cookie is deleted rather than rewritten empty: a browser holding any `aa_flash` gets its
 * own render of every page that asks for the root's data (the page caches' `readsToast`), so an
 * empty one left for the session would cost every later page a render.
 */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const cookie = request.headers.get("Cookie");
  const session = await flashStorage().getSession(cookie);
  const flashed = (session.get("toast") as Toast | undefined) ?? null;
  const toast = flashed && inLanguage(flashed, requestLanguage(request));
  const headers = new Headers();
  if (holdsFlashCookie(cookie)) headers.append("Set-Cookie", await flashStorage().destroySession(session));
  return { toast, headers };
}

function holdsFlashCookie(cookie: string | null): boolean {
  return (cookie ?? "").split(";").some((pair) => pair.trim().startsWith(`${FLASH_COOKIE}=`));
}
