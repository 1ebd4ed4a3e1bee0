import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getSessionUser } from "../../app/features/accounts/session.server.ts";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { db } from "../../app/server/db.server.ts";
import { profiles } from "../../app/server/schema.ts";
import { useTestDatabase } from "../support/database.ts";
import { goodJpeg } from "../support/images.ts";
import { handle, post } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";
import { signUpFormData } from "../support/sign-up.ts";

/**
 * Where a person's language comes from (ADR 0049): the header's switch (/langue), a member's
 * account, and the redirect of an unprefixed page to its English copy, in front of the whole
 * server as production runs it (server/app.ts).
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

const ORIGIN = "http://localhost:3000";
const BROWSER = "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36";
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const urlEncoded = { "content-type": "application/x-www-form-urlencoded" };

/** The `aa_lang` cookie a response sets, as its `Set-Cookie` says it, or undefined. */
const languageCookie = (response: Response) => response.headers.getSetCookie().find((cookie) => cookie.startsWith("aa_lang="));

const page = (path: string, cookie = "") => handle(new Request(`${ORIGIN}${path}`, { headers: { "x-client-ip": "10.48.0.1", cookie } }));

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

describe("the language switch, /langue", () => {
  it("keeps English a year in aa_lang and answers 303 with the same page in English", async () => {
    const response = await post("/langue", form({ language: "en", redirectTo: "/listings?type=location" }), urlEncoded);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/en/listings?type=location");
    expect(languageCookie(response)).toMatch(/^aa_lang=en; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
  });

  it("from an English page, goes back to the French page: the redirect is not put in the page's language", async () => {
    const response = await post("/en/langue", form({ language: "fr", redirectTo: "/en/listing/abc?photo=2" }), urlEncoded);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/listing/abc?photo=2");
    expect(languageCookie(response)).toMatch(/^aa_lang=fr;/);
    const home = await post("/en/langue", form({ language: "fr", redirectTo: "/en" }), urlEncoded);
    expect(home.headers.get("Location")).toBe("/");
    const english = await post("/en/langue", form({ language: "en", redirectTo: "/" }), urlEncoded);
    expect(english.headers.get("Location")).toBe("/en");
  });

  it("with JavaScript (a client-side submission's data), goes back to the French page too", async () => {
    const response = await post("/en/langue.data", form({ language: "fr", redirectTo: "/en/listings" }), urlEncoded);
    expect(languageCookie(response)).toMatch(/^aa_lang=fr;/);
    const body = await response.text();
    expect(body).toContain('"/listings"');
    expect(body).not.toContain("/en/listings");
  });

  it("refuses a language the site is not written in, in the page's language", async () => {
    const french = await post("/langue", form({ language: "de", redirectTo: "/listings" }), urlEncoded);
    expect(french.status).toBe(400);
    expect(languageCookie(french)).toBeUndefined();
    expect(await french.text()).toContain("Langue inconnue : le site est en français, en anglais, en portugais ou en arabe.");
    const english = await post("/en/langue", form({ redirectTo: "/listings" }), urlEncoded);
    expect(english.status).toBe(400);
    expect(await english.text()).toContain("Unknown language: the site is in French, English, Portuguese or Arabic.");
  });

  it("never sends anyone off the site: a foreign return address gives the home page", async () => {
    for (const redirectTo of ["//evil.example", "https://evil.example/", "/\\evil.example"]) {
      const response = await post("/langue", form({ language: "en", redirectTo }), urlEncoded);
      expect(response.status).toBe(303);
      expect(response.headers.get("Location"), redirectTo).toBe("/en");
    }
  });

  it("leaves a resource's address as it is (one URL for every language)", async () => {
    const response = await post("/langue", form({ language: "en", redirectTo: "/sitemap.xml" }), urlEncoded);
    expect(response.headers.get("Location")).toBe("/sitemap.xml");
  });

  it("is only an action: a GET goes home, in the page's language", async () => {
    expect((await page("/langue")).headers.get("Location")).toBe("/");
    expect((await page("/en/langue")).headers.get("Location")).toBe("/en");
  });

  it("keeps a member's choice on their account, which their session carries", async () => {
    const member = await createUser({ email: "langue-membre@example.test" });
    const cookie = await sessionCookie("langue-membre@example.test");
    const response = await post("/langue", form({ language: "en", redirectTo: "/profile" }), { ...urlEncoded, cookie });
    expect(response.headers.get("Location")).toBe("/en/profile");
    const [row] = await db().select({ language: profiles.language }).from(profiles).where(eq(profiles.id, member.id));
    expect(row?.language).toBe("en");
    expect((await getSessionUser(new Request(`${ORIGIN}/`, { headers: { cookie } })))?.language).toBe("en");
    await post("/en/langue", form({ language: "fr", redirectTo: "/en/profile" }), { ...urlEncoded, cookie });
    const [back] = await db().select({ language: profiles.language }).from(profiles).where(eq(profiles.id, member.id));
    expect(back?.language).toBe("fr");
  });
});

describe("a member's account language reaches the cookie", () => {
  it("at sign-in", async () => {
    await createUser({ email: "langue-connexion@example.test" });
    await db().update(profiles).set({ language: "en" }).where(eq(profiles.email, "langue-connexion@example.test"));
    const response = await post(
      "/auth",
      form({ intent: "signin", email: "langue-connexion@example.test", password: "motdepasse123", redirectTo: "/listings" }),
      urlEncoded,
    );
    expect(response.status).toBe(302);
    expect(languageCookie(response)).toMatch(/^aa_lang=en;/);
  });

  it("not at the sign-in of a member who never chose", async () => {
    await createUser({ email: "langue-jamais@example.test" });
    const response = await post(
      "/auth",
      form({ intent: "signin", email: "langue-jamais@example.test", password: "motdepasse123", redirectTo: "/" }),
      urlEncoded,
    );
    expect(response.status).toBe(302);
    expect(languageCookie(response)).toBeUndefined();
  });

  it("on a page of a member without the cookie, and not once the cookie is there", async () => {
    await createUser({ email: "langue-page@example.test" });
    const cookie = await sessionCookie("langue-page@example.test");
    expect(languageCookie(await page("/profile", cookie))).toBeUndefined();
    await db().update(profiles).set({ language: "en" }).where(eq(profiles.email, "langue-page@example.test"));
    // The session is read anew (a sign-in's session): the member's language is the one just set.
    const fresh = await sessionCookie("langue-page@example.test");
    expect(languageCookie(await page("/profile", fresh))).toMatch(/^aa_lang=en;/);
    expect(languageCookie(await page("/profile", `${fresh}; aa_lang=fr`))).toBeUndefined();
  });

  it("a new account takes the sign-up page's language", async () => {
    const photo = new Blob([new Uint8Array(await goodJpeg())], { type: "image/jpeg" });
    const english = await post("/en/auth", signUpFormData("langue-inscrit-en@example.test", photo));
    expect(english.status).toBe(302);
    const french = await post("/auth", signUpFormData("langue-inscrit-fr@example.test", photo), { "x-client-ip": "10.48.0.2" });
    expect(french.status).toBe(302);
    const rows = await db().select({ email: profiles.email, language: profiles.language }).from(profiles);
    expect(rows.find((row) => row.email === "langue-inscrit-en@example.test")?.language).toBe("en");
    expect(rows.find((row) => row.email === "langue-inscrit-fr@example.test")?.language).toBe("fr");
  });
});

describe("the header's switch", () => {
  it("offers every language, each named in itself, as one form whose buttons send their language", async () => {
    const french = await (await page("/listings")).text();
    expect(french).toMatch(/<form [^>]*action="\/langue" method="post">/);
    for (const [code, name] of [
      ["fr", "Français"],
      ["en", "English"],
      ["pt", "Português"],
      ["ar", "العربية"],
    ]) {
      expect(french).toMatch(new RegExp(`<button type="submit" value="${code}" lang="${code}"[^>]*name="language">${name}</button>`));
    }
    expect(french).toContain("Langue : Français");
    const english = await (await page("/en/listings?type=location")).text();
    expect(english).toMatch(/<form [^>]*action="\/en\/langue" method="post">/);
    expect(english).toContain('<input type="hidden" name="redirectTo" value="/en/listings?type=location"/>');
    expect(english).toMatch(/<button type="submit" value="ar" lang="ar" dir="rtl"[^>]*>العربية<\/button>/);
  });

  it("sends to the Portuguese and Arabic pages, right to left in Arabic", async () => {
    const response = await post("/langue", form({ language: "ar", redirectTo: "/listings?type=location" }), urlEncoded);
    expect(response.headers.get("location")).toBe("/ar/listings?type=location");
    expect(languageCookie(response)).toMatch(/^aa_lang=ar;/);
    const arabic = await (await page("/ar/listings")).text();
    expect(arabic).toMatch(/<html lang="ar" dir="rtl"/);
    const portuguese = await (await page("/pt")).text();
    expect(portuguese).toMatch(/<html lang="pt" dir="ltr"/);
  });
});

describe("an unprefixed page for a person who reads English (server/app.ts)", () => {
  const open = (path: string, cookie: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers: { cookie, accept: "text/html", "sec-fetch-dest": "document", "user-agent": BROWSER, ...headers }, redirect: "manual" });

  it("goes to its /en copy, 302, kept by no cache", async () => {
    const response = await open("/listings?type=location", "aa_lang=en");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/en/listings?type=location");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Vary")).toMatch(/\bCookie\b/);
  });

  it("for a visitor from Nigeria who never chose, as the country switch's cookie says", async () => {
    const country = await post("/country", form({ country: "NG", redirectTo: "/" }), urlEncoded);
    const cookie = country.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    expect(cookie).toMatch(/^country=/);
    expect((await open("/", cookie)).headers.get("Location")).toBe("/en");
    expect((await open("/", `${cookie}; aa_lang=fr`)).status).toBe(200);
  });

  it("on a first visit, nothing chosen, goes where the browser's languages say, once, and keeps it", async () => {
    const first = await open("/listings", "", { "accept-language": "en-NG,en;q=0.9" });
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe("/en/listings");
    expect(languageCookie(first)).toMatch(/^aa_lang=en;/);
    const french = await open("/listings", "", { "accept-language": "en-US,en;q=0.9,fr;q=0.5" });
    expect(french.status).toBe(200);
    // A shared cache may not give the French page to a browser in English.
    expect(french.headers.get("Vary")).toMatch(/Accept-Language/);
    expect((await open("/", "", { "accept-language": "pt-PT" })).headers.get("Location")).toBe("/pt");
  });

  it("is left alone: English pages, French choosers, crawlers and client-side navigations", async () => {
    expect((await open("/en/listings", "aa_lang=fr")).status).toBe(200);
    expect((await open("/listings", "aa_lang=fr")).status).toBe(200);
    expect((await open("/listings", "aa_lang=en", { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" })).status).toBe(
      200,
    );
    expect((await open("/listings.data", "aa_lang=en", { accept: "*/*", "sec-fetch-dest": "empty" })).status).toBe(200);
    expect((await open("/robots.txt", "aa_lang=en")).status).toBe(200);
  });
});
