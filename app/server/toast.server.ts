import { createCookieSessionStorage, redirect } from "react-router";
import type { Toast } from "../lib/toast.ts";
import { appUrl, authSecret } from "./secret.server.ts";


type FlashData = { toast: Toast };
let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, FlashData>> | undefined;
function flashStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, FlashData>({
    cookie: {
      name: "aa_flash",
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
export async function toastHeaders(toast: Toast, headers = new Headers()): Promise<Headers> {
  const session = await flashStorage().getSession();
  session.flash("toast", toast);
  headers.append("Set-Cookie", await flashStorage().commitSession(session));
  return headers;
}

export async function redirectWithToast(url: string, toast: Toast, headers?: Headers) {
  return redirect(url, { headers: await toastHeaders(toast, headers) });
}

export async function readToast(request: Request): Promise<{ toast: Toast | null; headers: Headers }> {
  const session = await flashStorage().getSession(request.headers.get("Cookie"));
  const toast = (session.get("toast") as Toast | undefined) ?? null;
  const headers = new Headers();
  if (toast) headers.append("Set-Cookie", await flashStorage().commitSession(session));
  return { toast, headers };
}
