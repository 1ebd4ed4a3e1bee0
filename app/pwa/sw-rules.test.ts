import { describe, expect, it } from "vitest";
import { LANGUAGES, localizedPath } from "../lib/language.ts";
import {
  CACHES,
  clearsCaches,
  isCacheable,
  mergedRouteManifests,
  overCap,
  pagePath,
  routeManifestVersion,
  staleCaches,
  strategyFor,
  type RequestFacts,
} from "./sw-rules.ts";

const ORIGIN = "https://autoafrique.example";
const ID = "0b9f8c1e-6a3d-4d7e-9c1a-2f3e4d5c6b7a";

function facts(path: string, more: Partial<RequestFacts> = {}): RequestFacts {
  return { method: "GET", url: `${ORIGIN}${path}`, origin: ORIGIN, mode: "cors", destination: "", ...more };
}
const page = (path: string) => strategyFor(facts(path, { mode: "navigate", destination: "document" }));
/** A page's path in each of the site's languages: "/logout", "/en/logout"… */
const inEveryLanguage = (paths: readonly string[]) => LANGUAGES.flatMap((language) => paths.map((path) => localizedPath(path, language)));

describe("what the worker does with a request", () => {
  it("keeps the last pages seen, served when the network fails, in any language", () => {
    for (const path of inEveryLanguage([
      "/",
      "/listings?type=location",
      `/listing/${ID}`,
      "/favorites",
      "/recemment-consultees",
      "/messages",
      "/profile",
      "/sell/vendre",
    ])) {
      expect(page(path), path).toEqual({ kind: "network-first", cache: "pages", document: true });
    }
  });

  it("keeps conversations apart, so browsing does not push them out, in any language", () => {
    for (const path of inEveryLanguage([`/messages/${ID}`])) {
      expect(page(path), path).toEqual({ kind: "network-first", cache: "conversations", document: true });
    }
    for (const path of inEveryLanguage([`/messages/${ID}.data?_routes=root,routes/conversation`])) {
      expect(strategyFor(facts(path)), path).toEqual({ kind: "network-first", cache: "conversations", document: false });
    }
  });

  it("answers React Router's data requests like their pages, so client navigations work offline, in any language", () => {
    for (const path of inEveryLanguage(["/favorites.data", "/moi", "/recemment-consultees/cartes"])) {
      expect(strategyFor(facts(path)), path).toEqual({ kind: "network-first", cache: "pages", document: false });
    }
    // The home page's data: "/_.data" in French, "/en.data" in English.
    for (const path of ["/_.data?_routes=routes/home", "/en.data?_routes=en/routes/home", "/en/_.data"]) {
      expect(strategyFor(facts(path)), path).toEqual({ kind: "network-first", cache: "pages", document: false });
    }
  });

  it("takes the shell's files and photos from the cache first", () => {
    for (const path of ["/assets/root-AbC123.js", "/assets/app-x.css", "/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png"]) {
      expect(strategyFor(facts(path)), path).toEqual({ kind: "cache-first", cache: "shell" });
    }
    expect(strategyFor(facts(`/uploads/listings/${ID}/800.webp`, { destination: "image" }))).toEqual({ kind: "cache-first", cache: "photos" });
    expect(strategyFor(facts(`/uploads/avatars/${ID}.webp`))).toEqual({ kind: "cache-first", cache: "photos" });
  });

  it("never caches admin, payment, account or sign-in pages, nor their data, in any language", () => {
    for (const path of inEveryLanguage([
      "/admin",
      "/admin?tab=reports",
      "/admin.data",
      "/promote",
      "/promote.data",
      "/subscription",
      "/payment-success?id=1",
      "/subscription-success",
      `/checkout/sandbox/${ID}`,
      "/auth",
      "/logout",
      "/reset-password?token=x",
      "/verify-email?token=x",
      "/emails/desabonnement?t=x",
      `/annonces/${ID}/renouveler?e=1&s=2`,
      "/profile/donnees",
      "/profile/supprimer",
      "/profile/edit",
      "/profile/telephone",
      "/admin.data?tab=payments",
    ])) {
      expect(page(path), path).toEqual({ kind: "network" });
      expect(strategyFor(facts(path)), path).toEqual({ kind: "network" });
    }
  });

  it("never caches what is not a GET, the live streams, the worker's own files or other endpoints", () => {
    expect(strategyFor(facts("/favorites", { method: "POST", mode: "navigate" }))).toEqual({ kind: "network" });
    expect(strategyFor(facts("/messages.data", { method: "POST" }))).toEqual({ kind: "network" });
    for (const path of ["/events", "/sw.js", "/sw-push.js", "/listings/nombre?type=vente", `/photos/listing/${ID}`, `/rental/${ID}/calendar`, "/healthz"]) {
      expect(strategyFor(facts(path)), path).toEqual({ kind: "network" });
    }
    for (const path of inEveryLanguage([`/messages/${ID}/history`, "/profile/donnees"])) {
      expect(strategyFor(facts(path)), path).toEqual({ kind: "network" });
    }
    // Private photos are images, yet never kept on the phone: a licence, a rental record's photo or thumbnail.
    for (const path of [`/permis/${ID}/recto`, `/permis/${ID}/verso?v=1`, `/bookings/${ID}/photos/${ID}`, `/bookings/${ID}/photos/${ID}?taille=vignette`]) {
      expect(strategyFor(facts(path, { destination: "image" })), path).toEqual({ kind: "network" });
    }
  });

  it("leaves other origins alone (a photo bucket, a payment page)", () => {
    expect(strategyFor({ ...facts("/"), url: "https://cdn.example/listings/a.webp", destination: "image" })).toEqual({ kind: "network" });
    expect(strategyFor({ ...facts("/"), url: "https://checkout.wave.com/x", mode: "navigate" })).toEqual({ kind: "network" });
  });
});

describe("signing in and out", () => {
  it("empties the caches before a sign-out, a sign-in (a verification link's too) or an account's deletion, in any language", () => {
    for (const path of inEveryLanguage([
      "/logout",
      "/logout.data",
      "/auth",
      "/auth.data",
      "/verify-email",
      "/verify-email.data",
      "/profile/supprimer",
      "/profile/supprimer.data",
    ])) {
      expect(clearsCaches("POST", path), path).toBe(true);
    }
    for (const path of inEveryLanguage(["/logout", "/auth"])) expect(clearsCaches("GET", path), path).toBe(false);
    for (const path of inEveryLanguage(["/favorites", "/authentique", "/profile"])) expect(clearsCaches("POST", path), path).toBe(false);
  });
});

describe("what is kept and for how long", () => {
  it("keeps only whole answers of our origin, never a redirect to another page", () => {
    expect(isCacheable({ status: 200, type: "basic", redirected: false })).toBe(true);
    expect(isCacheable({ status: 200, type: "basic", redirected: true })).toBe(false);
    expect(isCacheable({ status: 404, type: "basic", redirected: false })).toBe(false);
    expect(isCacheable({ status: 206, type: "basic", redirected: false })).toBe(false);
    expect(isCacheable({ status: 0, type: "opaque", redirected: false })).toBe(false);
  });

  it("drops the oldest entries past each cache's cap", () => {
    expect(overCap(["a", "b", "c"], 5)).toEqual([]);
    expect(overCap(["a", "b", "c", "d"], 2)).toEqual(["a", "b"]);
    expect(CACHES.pages.cap).toBe(30);
    expect(CACHES.conversations.cap).toBe(20);
    expect(CACHES.photos.cap).toBeGreaterThan(0);
  });

  it("deletes the caches of another version, and only ours", () => {
    expect(staleCaches(["aa-pages-v0", CACHES.pages.name, "other-app", CACHES.photos.name])).toEqual(["aa-pages-v0"]);
  });

  it("reads a data request as its page", () => {
    expect(pagePath("/_.data")).toBe("/");
    expect(pagePath("/favorites.data")).toBe("/favorites");
    expect(pagePath("/favorites")).toBe("/favorites");
  });

  it("keeps a data request's language, so a page never seen offline reloads in its language", () => {
    expect(pagePath("/en.data")).toBe("/en");
    expect(pagePath("/en/favorites.data")).toBe("/en/favorites");
  });
});

describe("React Router's route manifests", () => {
  const manifest = (query: string) => facts(`/__manifest?${query}`);

  it("are asked of the network and kept, in any language and whoever asks", () => {
    expect(strategyFor(manifest("paths=%2Fmessages&version=163b3825"))).toEqual({ kind: "route-manifest" });
    expect(strategyFor(manifest("paths=%2Fen%2Fmessages&version=163b3825"))).toEqual({ kind: "route-manifest" });
    expect(strategyFor(facts("/__manifest?paths=%2F", { method: "POST" }))).toEqual({ kind: "network" });
  });

  it("are merged, offline, from the answers kept for the same build", () => {
    expect(routeManifestVersion(`${ORIGIN}/__manifest?paths=%2Fmessages&version=163b3825`)).toBe("163b3825");
    const messages = { id: "routes/messages", path: "messages" };
    const favorites = { id: "routes/favorites", path: "favorites" };
    expect(mergedRouteManifests([{ "routes/messages": messages }, { "routes/favorites": favorites, "routes/messages": messages }])).toEqual({
      "routes/messages": messages,
      "routes/favorites": favorites,
    });
  });
});
