import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEMBER_CACHE_CONTROL, memberCacheControl } from "./member-cache-control.ts";

let server: ReturnType<express.Express["listen"]>;
let base = "";
beforeAll(async () => {
  const app = express();
  app.use(memberCacheControl);
  // A page that says nothing of caching, a resource that says it is public, one written in one go.
  app.get(["/favorites", "/favorites.data", "/messages"], (_req, res) => res.type("html").send("<p>page</p>"));
  app.get("/listing-photos", (_req, res) => res.set("Cache-Control", "public, max-age=300").json([]));
  app.get("/raw", (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/plain", "Cache-Control": "public, max-age=60" });
    res.end("x");
  });
  app.get("/raw-page", (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end("<p>page</p>");
  });
  server = app.listen(0);
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const cacheControl = async (path: string, cookie?: string) => (await fetch(base + path, { headers: cookie ? { cookie } : {} })).headers.get("cache-control");

describe("what a member is answered", () => {
  it("is private and not stored, for a page, its data, and whatever says nothing of caching", async () => {
    for (const cookie of ["aa.session_token=abc", "country=SN; __Secure-aa.session_token=abc; aa_lang=fr"]) {
      for (const path of ["/favorites", "/favorites.data", "/messages", "/raw-page"]) {
        expect(await cacheControl(path, cookie), `${path} with ${cookie}`).toBe(MEMBER_CACHE_CONTROL);
      }
    }
  });

  it("keeps what a route chose for its answer, the same for everyone", async () => {
    expect(await cacheControl("/listing-photos", "aa.session_token=abc")).toBe("public, max-age=300");
    expect(await cacheControl("/raw", "aa.session_token=abc")).toBe("public, max-age=60");
  });

  it("leaves a visitor's answers as the route made them", async () => {
    expect(await cacheControl("/favorites")).toBeNull();
    expect(await cacheControl("/listing-photos", "country=SN; aa_visiteur=v1")).toBe("public, max-age=300");
    expect(await cacheControl("/raw", "aa.session_tokenx=1")).toBe("public, max-age=60");
  });
});
