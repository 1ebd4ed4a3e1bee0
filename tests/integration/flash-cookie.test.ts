import { createCookieSessionStorage } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { authSecret } from "../../app/server/secret.server.ts";
import { sharedPage } from "../../server/shared-page-key.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle, post } from "../support/request-handler.ts";

useTestDatabase();

/**
 * A toast travels to the next page in the `aa_flash` cookie, which the page caches refuse (the page
 * that shows it is that person's alone). Once shown, the browser must hold no such cookie, or every
 * later page of the session is rendered anew for it.
 */
const page = (path: string, cookie: string) => handle(new Request(`http://localhost:3000${path}`, { headers: { "x-client-ip": "10.46.0.3", cookie } }));

/** The cookies a browser holds after this answer: each set one replaces its name's, an expired one is dropped. */
function browserJar(cookie: string, response: Response): string {
  const jar = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf("=")), pair] as const),
  );
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(";")[0]!;
    const name = pair.slice(0, pair.indexOf("="));
    const expired = /;\s*max-age=0\b/i.test(set) || /;\s*expires=[^;]*1970/i.test(set);
    if (expired) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

async function toastCookie(): Promise<string> {
  const refused = await post("/economiseur-donnees", new URLSearchParams({ economie: "peut-être", redirectTo: "/listings" }));
  expect(refused.status).toBe(302);
  return browserJar("", refused);
}

describe("the toast's cookie", () => {
  beforeAll(() => page("/", ""), 180_000);

  it("is gone from the browser once the page showing the toast is read", async () => {
    const withToast = await toastCookie();
    expect(withToast).toMatch(/^aa_flash=/);
    const shown = await page("/listings", withToast);
    expect(await shown.text()).toContain("Choisissez d&#x27;activer");
    const after = browserJar(withToast, shown);
    expect(after).not.toContain("aa_flash");
    // The next page is one the shared cache may serve.
    expect(sharedPage({ method: "GET", path: "/listings", search: "", cookie: after, userAgent: "Mozilla/5.0" })).not.toBeNull();
  });

  it("is deleted when a browser still holds an empty one, left by an earlier toast", async () => {
    // The cookie as earlier versions left it once the toast was read: signed, holding nothing.
    const storage = createCookieSessionStorage({ cookie: { name: "aa_flash", path: "/", secrets: [authSecret()] } });
    const stale = (await storage.commitSession(await storage.getSession())).split(";")[0]!;
    const answer = await page("/listings", stale);
    expect(answer.status).toBe(200);
    expect(browserJar(stale, answer)).toBe("");
  });
});
