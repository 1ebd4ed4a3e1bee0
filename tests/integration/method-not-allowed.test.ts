import type { AddressInfo } from "node:net";
import express from "express";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, createSaleListing } from "../../app/features/demo/factories.server.ts";
import { METHOD_NOT_ALLOWED } from "../../app/server/method-not-allowed.server.ts";
import { refuseUnknownMethods } from "../../server/methods.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle, post } from "../support/request-handler.ts";

useTestDatabase();

let saleId = "";

beforeAll(async () => {
  const seller = await createUser({ email: "methodes@example.test", userType: "seller" });
  saleId = (await createSaleListing(seller.id)).id;
});

const ENGLISH = /did not provide|action|Method Not Allowed|Unexpected Server Error|Invalid request method/;

async function expectFrench405(response: Response, label: string) {
  const text = await response.text();
  expect({ label, status: response.status }).toEqual({ label, status: 405 });
  expect(text, label).toBe(METHOD_NOT_ALLOWED);
  expect(text, label).not.toMatch(ENGLISH);
  expect(response.headers.get("allow"), label).toBe("GET, HEAD");
}

describe("a form sent where no action takes one", () => {
  it("is answered 405 in French on the .data URLs of pages without an action", async () => {
    for (const url of ["/listings.data", "/sell.data", "/.data", "/_.data", "/_root.data", "/nowhere.data", "/messages.data", `/photos/sale/${saleId}.data`]) {
      await expectFrench405(await post(url, new URLSearchParams({ a: "1" })), url);
    }
  });

  it("is answered the same way whatever the body and the mutating method", async () => {
    await expectFrench405(await post("/listings.data", '{"a":1}', { "content-type": "application/json" }), "json");
    await expectFrench405(await post("/listings.data"), "no body");
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      await expectFrench405(await handle(new Request("http://localhost:3000/listings.data", { method })), method);
    }
  });

  it("is answered 405 in French by resource routes (sitemap, photos, ad clicks)", async () => {
    for (const url of ["/sitemap.xml", `/photos/sale/${saleId}`, `/ads/${saleId}/click`]) {
      await expectFrench405(await post(url, new URLSearchParams({ a: "1" })), url);
    }
  });

  it("is answered 405 in French when a browser posts to a page, with no English left in the page's data", async () => {
    for (const url of ["/listings", "/sell", "/", `/listing/${saleId}/nowhere`]) {
      await expectFrench405(await post(url, new URLSearchParams({ a: "1" })), url);
    }
  });

  it("leaves the reads alone", async () => {
    const page = await handle(new Request("http://localhost:3000/listings"));
    expect(page.status).toBe(200);
    const data = await handle(new Request("http://localhost:3000/listings.data"));
    expect(data.status).toBe(200);
  });
});

describe("a method React Router does not know", () => {
  it("is refused in French by the server before React Router, which would answer in English", async () => {
    const app = express();
    app.use(refuseUnknownMethods);
    app.use((_req, res) => {
      res.send("routeur");
    });
    const server = app.listen(0);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      for (const method of ["OPTIONS", "PROPFIND", "PURGE"]) {
        const response = await fetch(`${base}/listings.data`, { method });
        expect(response.status).toBe(405);
        expect(await response.text()).toBe(METHOD_NOT_ALLOWED);
      }
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        expect(await (await fetch(`${base}/listings.data`, { method })).text()).toBe("routeur");
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
