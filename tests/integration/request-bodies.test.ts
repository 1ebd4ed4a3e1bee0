import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { getSessionUser } from "../../app/features/accounts/session.server.ts";
import { AVATAR_NOT_IMAGE, AVATAR_TOO_LARGE, SIGN_UP_BODY_BYTES } from "../../app/features/accounts/signup-rules.ts";
import { createRentalListing, createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { CREATE_FAILED } from "../../app/features/listings/posting/posting-rules.ts";
import { db } from "../../app/server/db.server.ts";
import { FORM_INVALID, FORM_TOO_LARGE, SMALL_FORM_BYTES } from "../../app/server/read-form.server.ts";
import { favorites, profiles } from "../../app/server/schema.ts";
import { signUpFormData } from "../support/sign-up.ts";
import { useTestDatabase } from "../support/database.ts";
import { post } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

let cookie = "";
let userId = "";
let saleId = "";
let rentalId = "";

beforeAll(async () => {
  const user = await createUser({ email: "corps@example.test" });
  userId = user.id;
  const seller = await createUser({ email: "vendeur-corps@example.test", userType: "seller" });
  saleId = (await createSaleListing(seller.id)).id;
  rentalId = (await createRentalListing(seller.id)).id;
  cookie = await sessionCookie("corps@example.test");
});

/** Every action but the posting forms', signed in so that the ones needing an account read their body. */
const actions = () => [
  "/auth",
  "/favorites",
  "/country",
  "/verify-email",
  "/reset-password",
  "/notifications",
  `/listing/${saleId}`,
  `/rental/${rentalId}`,
  "/profile",
  "/logout",
];

/** The page's URL and its single-fetch `.data` URL, which runs the same action. */
const bothUrls = (path: string) => [path, `${path}.data`];

/** Bodies a hostile or broken client sends instead of a form. */
const notForms: [string, BodyInit, Record<string, string>][] = [
  ["JSON", '{"intent":"signin","email":"a@b.c"}', { "content-type": "application/json" }],
  ["text", "intent=signin", { "content-type": "text/plain" }],
  ["XML", "<form><intent>signin</intent></form>", { "content-type": "application/xml" }],
  ["no content type", new TextEncoder().encode("intent=signin"), {}],
  ["broken multipart", '--zz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nsignin', { "content-type": "multipart/form-data; boundary=zz" }],
  ["multipart without boundary", "intent=signin", { "content-type": "multipart/form-data" }],
];

/**
 * A body streamed in 64 KB chunks with no declared length (chunked, as a socket delivers it), made
 * only as it is pulled: `sent()` tells how much the server actually read.
 */
function streamed(bytes: Uint8Array | { size: number; fill: string }) {
  const chunk = 64 * 1024;
  const total = bytes instanceof Uint8Array ? bytes.byteLength : bytes.size;
  let offset = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (offset >= total) return controller.close();
        const end = Math.min(total, offset + chunk);
        controller.enqueue(bytes instanceof Uint8Array ? bytes.slice(offset, end) : new TextEncoder().encode(bytes.fill.repeat(end - offset)));
        offset = end;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, sent: () => offset };
}

/** A sign-up as the form sends it (multipart), with a photo of `photoBytes` bytes. */
async function signUpBody(email: string, photoBytes: number) {
  const form = signUpFormData(email, new File([new Uint8Array(photoBytes).fill(7)], "moi.jpg", { type: "image/jpeg" }));
  const encoded = new Response(form);
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get("content-type") ?? "" };
}

const accountsNamed = async (email: string) => (await db().select({ id: profiles.id }).from(profiles).where(sql`lower(${profiles.email}) = ${email}`)).length;

describe("a body that is not a form", () => {
  it("is answered 400 with the French message by every action, on its page and on its .data URL", async () => {
    for (const path of actions()) {
      for (const url of bothUrls(path)) {
        for (const [label, body, headers] of notForms) {
          const response = await post(url, body, { ...headers, cookie });
          const text = await response.text();
          expect({ url, label, status: response.status }).toEqual({ url, label, status: 400 });
          expect(text, `${url} ${label}`).toContain(FORM_INVALID);
          expect(response.headers.get("set-cookie") ?? "", `${url} ${label}`).not.toMatch(/country=/);
        }
      }
    }
    // Nothing was done: no favourite, still signed in (the refused logouts), no country chosen.
    expect(await db().select().from(favorites).where(sql`${favorites.userId} = ${userId}`)).toEqual([]);
    expect((await getSessionUser(new Request("http://localhost:3000/", { headers: { cookie } })))?.id).toBe(userId);
  });

  it("is still answered 400 by the posting forms, in their own words", async () => {
    for (const url of bothUrls("/sell/vendre")) {
      const response = await post(url, '{"brand":"Toyota"}', { "content-type": "application/json", cookie });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(CREATE_FAILED);
    }
  });

  it("does not stop a real form: the same actions still take theirs", async () => {
    const country = await post("/country", new URLSearchParams({ country: "SN", redirectTo: "/listings" }));
    expect(country.status).toBe(302);
    expect(country.headers.get("set-cookie")).toMatch(/^country=/);
    const favorite = await post("/favorites.data", new URLSearchParams({ kind: "sale", listingId: saleId, favorite: "1" }), { cookie });
    expect(favorite.status).toBe(202);
    expect(await db().select().from(favorites).where(sql`${favorites.userId} = ${userId}`)).toHaveLength(1);
  });
});

describe("a body past its budget", () => {
  it("stops reading a 50 MB form to /country, declared or streamed, and chooses nothing", async () => {
    for (const url of bothUrls("/country")) {
      const body = streamed({ size: 50 * 1024 * 1024, fill: "a" });
      const response = await post(url, body.body, { "content-type": "application/x-www-form-urlencoded" });
      expect(response.status).toBe(413);
      expect(await response.text()).toContain(FORM_TOO_LARGE);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(body.sent()).toBeLessThan(SMALL_FORM_BYTES + 128 * 1024);

      const declared = await post(url, new URLSearchParams({ country: "SN" }), { "content-length": String(50 * 1024 * 1024) });
      expect(declared.status).toBe(413);
      expect(await declared.text()).toContain(FORM_TOO_LARGE);
    }
  });

  it("is answered 413 in French by every small action, on its page and on its .data URL", async () => {
    const tooBig = `redirectTo=/&note=${"x".repeat(SMALL_FORM_BYTES)}`;
    for (const path of actions().filter((p) => p !== "/auth")) {
      for (const url of bothUrls(path)) {
        const response = await post(url, tooBig, { "content-type": "application/x-www-form-urlencoded", cookie });
        expect({ url, status: response.status }).toEqual({ url, status: 413 });
        expect(await response.text(), url).toContain(FORM_TOO_LARGE);
      }
    }
    expect((await getSessionUser(new Request("http://localhost:3000/", { headers: { cookie } })))?.id).toBe(userId);
  });

  it("refuses a chunked sign-up past its photo's budget, which the declared length no longer decides", async () => {
    const email = "trop-lourd@example.test";
    const { bytes, type } = await signUpBody(email, SIGN_UP_BODY_BYTES + 1024 * 1024);
    for (const url of bothUrls("/auth")) {
      const body = streamed(bytes);
      const response = await post(url, body.body, { "content-type": type });
      expect(response.status).toBe(413);
      expect(await response.text()).toContain(AVATAR_TOO_LARGE);
      expect(body.sent()).toBeLessThanOrEqual(SIGN_UP_BODY_BYTES + 64 * 1024);
    }
    expect(await accountsNamed(email)).toBe(0);
  });

  it("refuses a sign-in grown past the sign-up's budget", async () => {
    const body = streamed({ size: 50 * 1024 * 1024, fill: "a" });
    const response = await post("/auth", body.body, { "content-type": "application/x-www-form-urlencoded" });
    expect(response.status).toBe(413);
    expect(body.sent()).toBeLessThanOrEqual(SIGN_UP_BODY_BYTES + 64 * 1024);
  });

  it("still takes a sign-up carrying a photo of almost 5 MB, which is then judged by its bytes", async () => {
    const email = "presque@example.test";
    const { bytes, type } = await signUpBody(email, 4.9 * 1024 * 1024);
    const body = streamed(bytes);
    const response = await post("/auth", body.body, { "content-type": type, "x-client-ip": "10.77.1.1" });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(AVATAR_NOT_IMAGE);
    expect(body.sent()).toBe(bytes.byteLength);
    expect(await accountsNamed(email)).toBe(0);
  });
});

describe("the one reader", () => {
  it("is the only code in app/ that parses a request's body", () => {
    const files = (readdirSync("app", { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const parsing = files.filter((f) => /\b(request|limited)\.(formData|json|text|arrayBuffer|blob|body)\b/.test(readFileSync(join("app", f), "utf8")));
    expect(parsing).toEqual([join("server", "read-form.server.ts")]);
  });
});
