import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../support/database.ts";
import { post } from "../support/request-handler.ts";

/**
 * Return addresses put in a language (ADR 0049), through the whole app: the language switch, the
 * country switch, the root middleware that keeps a redirect in the page's language, and the server's
 * redirect of an unprefixed page to its English copy. Dropping the `/en` of "/en//evil.example" once
 * sent the browser to "//evil.example", another site: one click on 'Français' from the 404 page at
 * /en//evil.example/steal.
 */

vi.hoisted(() => {
  process.env.LOG_LEVEL = "error";
});
vi.mock("virtual:react-router/server-build", async () => ({
  basename: undefined,
  allowedActionOrigins: undefined,
  unstable_getCriticalCss: undefined,
  ...(await (await import("../support/request-handler.ts")).serverBuild()),
}));

useTestDatabase();

const SITE = "http://localhost:3000";
const urlEncoded = { "content-type": "application/x-www-form-urlencoded" };

const HOSTILE = ["/en//evil.example", "/en//evil.example/steal", "/en/\\evil.example", "/en/\t/evil.example", "/en/..//evil.example", "/./en//evil.example"];

/** A redirect to a page of our own origin: one "/", then no "/" nor "\", printable ASCII only. */
function expectOwnSite(response: Response, hostile: string) {
  expect(response.status, JSON.stringify(hostile)).toBeGreaterThanOrEqual(300);
  expect(response.status, JSON.stringify(hostile)).toBeLessThan(400);
  const location = response.headers.get("Location");
  expect(location, JSON.stringify(hostile)).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  expect(new URL(location ?? "", SITE).origin, JSON.stringify(hostile)).toBe(SITE);
}

const send = (path: string, fields: Record<string, string>) => post(path, new URLSearchParams(fields), urlEncoded);

describe("a return address that leaves the site once its /en is dropped", () => {
  it("the 404 page's 'Français' button: /en/langue with redirectTo=/en//evil.example stays on the site", async () => {
    const response = await send("/en/langue", { language: "fr", redirectTo: "/en//evil.example/steal" });
    expectOwnSite(response, "/en//evil.example/steal");
    expect(response.headers.get("Location")).toBe("/evil.example/steal");
  });

  it.each(HOSTILE)("/langue and /en/langue, both languages, with redirectTo=%j", async (redirectTo) => {
    for (const path of ["/langue", "/en/langue"]) {
      for (const language of ["fr", "en"]) expectOwnSite(await send(path, { language, redirectTo }), redirectTo);
    }
  });

  it.each(HOSTILE)("/country and /en/country, a French and an English reader, with redirectTo=%j", async (redirectTo) => {
    for (const path of ["/country", "/en/country"]) {
      for (const country of ["SN", "NG", "not-a-country"]) expectOwnSite(await send(path, { country, redirectTo }), redirectTo);
    }
  });

  it.each(HOSTILE)("the data saver's switch, French and English (a redirect the root middleware puts in English), with redirectTo=%j", async (redirectTo) => {
    for (const path of ["/economiseur-donnees", "/en/economiseur-donnees"]) {
      for (const economie of ["oui", "peut-être"]) expectOwnSite(await send(path, { economie, redirectTo }), redirectTo);
    }
  });
});

describe("the redirect of an unprefixed page to its English copy, in front of the whole server", () => {
  let server: Server | undefined;
  let base = "";

  beforeAll(async () => {
    const { app } = await import("../../server/app.ts");
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server?.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  it.each(["//evil.example", "///evil.example", "/%2F/evil.example", "/%2F%2Fevil.example", "/%5C/evil.example", "/%5C%5Cevil.example"])(
    "keeps a request for %j on the site",
    async (path) => {
      const response = await fetch(`${base}${path}`, {
        redirect: "manual",
        headers: { cookie: "aa_lang=en", "sec-fetch-dest": "document", accept: "text/html", "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0" },
      });
      if (response.status >= 300 && response.status < 400) expectOwnSite(response, path);
    },
  );
});
