import { newVisitorCookie } from "../../app/server/visitor-cookie.server.ts";

export const PHONE_CHROME = "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

/** A POST to the view beacon, from an address and a browser, with the cookies it holds (a session, a visitor cookie). */
export function beacon(options: { ip?: string; agent?: string; cookie?: string } = {}): Request {
  return new Request("http://localhost:3000/vues", {
    method: "POST",
    headers: { "x-client-ip": options.ip ?? "10.70.0.1", "user-agent": options.agent ?? PHONE_CHROME, ...(options.cookie ? { cookie: options.cookie } : {}) },
  });
}

/** The Cookie header of a browser the beacon already gave its visitor cookie to. */
export async function visitorCookie(): Promise<string> {
  return (await newVisitorCookie()).header.split(";")[0] as string;
}
