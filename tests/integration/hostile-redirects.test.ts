import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { action as authAction, loader as authLoader } from "../../app/routes/auth.tsx";
import { action as countryAction } from "../../app/routes/country.tsx";
import { action as languageAction } from "../../app/routes/language.ts";
import { action as favoritesAction } from "../../app/routes/favorites.tsx";
import { action as notificationsAction } from "../../app/routes/notifications.tsx";
import { action as verifyEmailAction } from "../../app/routes/verify-email.tsx";
import { sendVerificationMail } from "../../app/features/accounts/verification-mail.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { mailsTo } from "../support/mails.ts";
import { sessionCookie } from "../support/session.ts";

/**
 * Every action (and the sign-in page's loader) that sends the browser on to a return address, fed
 * the addresses browsers read as another site. Each must stay on our own origin and never fail.
 */

const { dataDir } = useTestDatabase();

const ORIGIN = "http://localhost:3000";

const HOSTILE = [
  "//evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/\r\nSet-Cookie: x=1",
  "/\\evil.example",
  "/\\/evil.example",
  "/%2F/evil.example",
  "/%5Cevil.example",
  "https://evil.example/",
  "http:evil.example",
  "javascript:alert(1)",
  "/\u0000/evil.example",
  "/é/ü/城市",
  " /profile",
];

type Handler = (args: never) => unknown;

/** Runs a loader or action and returns its response, thrown or returned. */
async function run(handler: Handler, request: Request): Promise<Response> {
  try {
    const result = await handler({ request, params: {}, context: new RouterContextProvider(), unstable_pattern: "" } as never);
    if (result instanceof Response) return result;
    throw new Error(`no redirect: ${JSON.stringify(result).slice(0, 200)}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

function post(path: string, form: Record<string, string>, cookie?: string): Request {
  const headers = new Headers({ "x-client-ip": "10.77.0.1" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${ORIGIN}${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
}

/** The Location stays on our origin, and so does any return address it carries on to /auth. */
function expectOwnSite(response: Response, hostile: string) {
  expect(response.status, JSON.stringify(hostile)).toBeGreaterThanOrEqual(300);
  expect(response.status).toBeLessThan(400);
  const location = response.headers.get("Location") ?? "";
  expect(location, JSON.stringify(hostile)).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  const target = new URL(location, ORIGIN);
  expect(target.origin).toBe(ORIGIN);
  const carried = target.searchParams.get("redirectTo");
  if (carried !== null) expect(new URL(carried, ORIGIN).origin).toBe(ORIGIN);
}

let cookie = "";
beforeAll(async () => {
  await createUser({ email: "redirige@example.test" });
  cookie = await sessionCookie("redirige@example.test");
});

describe("return addresses that would leave the site", () => {
  for (const hostile of HOSTILE) {
    const name = JSON.stringify(hostile);

    it(`/auth, signed in, ?redirectTo=${name}`, async () => {
      const request = new Request(`${ORIGIN}/auth?${new URLSearchParams({ redirectTo: hostile })}`, { headers: { cookie } });
      expectOwnSite(await run(authLoader as Handler, request), hostile);
    });

    it(`/auth sign-in with redirectTo=${name}`, async () => {
      // One account per case: sign-ins per account are throttled.
      const email = `redirige.${HOSTILE.indexOf(hostile)}@example.test`;
      await createUser({ email });
      const request = post("/auth", { intent: "signin", email, password: "motdepasse123", redirectTo: hostile });
      expectOwnSite(await run(authAction as Handler, request), hostile);
    });

    it(`/country with redirectTo=${name}`, async () => {
      expectOwnSite(await run(countryAction as Handler, post("/country", { country: "SN", redirectTo: hostile })), hostile);
    });

    it(`/langue and /en/langue with redirectTo=${name}`, async () => {
      expectOwnSite(await run(languageAction as Handler, post("/langue", { language: "en", redirectTo: hostile })), hostile);
      expectOwnSite(await run(languageAction as Handler, post("/en/langue", { language: "fr", redirectTo: hostile }, cookie)), hostile);
    });

    it(`/favorites, signed out and signed in, with redirectTo=${name}`, async () => {
      const form = { kind: "sale", listingId: "00000000-0000-4000-8000-000000000000", favorite: "1", redirectTo: hostile };
      expectOwnSite(await run(favoritesAction as Handler, post("/favorites", form)), hostile);
      expectOwnSite(await run(favoritesAction as Handler, post("/favorites", form, cookie)), hostile);
    });

    it(`/verify-email, the link's first use, with redirectTo=${name}: its own page, or a page of ours`, async () => {
      const email = `verifie.${HOSTILE.indexOf(hostile)}@example.test`;
      const user = await createUser({ email, emailVerified: false });
      await sendVerificationMail({ id: user.id, email, emailVerified: false });
      const token = new URL(
        (mailsTo(dataDir(), email).at(-1) as string).match(/http:\/\/localhost:3000\/verify-email\?[^\s"<]+/)?.[0] as string,
      ).searchParams.get("verify") as string;
      const answer = await verifyEmailAction({
        request: post("/verify-email", { verify: token, redirectTo: hostile }),
        params: {},
        context: new RouterContextProvider(),
      } as never);
      if (answer instanceof Response) expectOwnSite(answer, hostile);
      else expect(answer).toMatchObject({ data: { ok: true, signedIn: true, redirectTo: expect.stringMatching(/^(|\/(?![/\\]).*)$/) } });
    });

    it(`/notifications with redirectTo=${name}`, async () => {
      const form = { intent: "read-all", redirectTo: hostile };
      expectOwnSite(await run(notificationsAction as Handler, post("/notifications", form, cookie)), hostile);
    });
  }
});
