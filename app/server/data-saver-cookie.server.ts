import { DATA_SAVER_COOKIE, type DataSaverState, cookieValue, dataSaverState } from "../lib/data-saver.ts";
import { appUrl } from "./secret.server.ts";

/** The `Set-Cookie` that keeps the data saver chosen on this device for a year. */
export function dataSaverCookieHeader(on: boolean): string {
  const secure = appUrl().startsWith("https://") ? "; Secure" : "";
  return `${DATA_SAVER_COOKIE}=${on ? "oui" : "non"}; Path=/; Max-Age=${60 * 60 * 24 * 365}; HttpOnly; SameSite=Lax${secure}`;
}

/** The data saver of a page rendered for this request: the member's account choice, the device's cookie, then `Save-Data`. */
export function requestDataSaver(request: Request, profileChoice: boolean | null | undefined): DataSaverState {
  return dataSaverState({
    cookie: cookieValue(request.headers.get("Cookie"), DATA_SAVER_COOKIE),
    profile: profileChoice,
    saveDataHeader: request.headers.get("Save-Data"),
  });
}
