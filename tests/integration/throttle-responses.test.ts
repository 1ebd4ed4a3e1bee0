import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { TOO_MANY_ATTEMPTS } from "../../app/features/accounts/auth-errors.ts";
import { SIGN_IN_PER_ADDRESS } from "../../app/features/accounts/signin-throttle.ts";
import { SIGN_UP_PER_ADDRESS } from "../../app/features/accounts/signup-throttle.ts";
import { createUser } from "../../app/features/demo/factories.server.ts";
import { db } from "../../app/server/db.server.ts";
import { hitAll, hitWindow, pruneEndedWindows } from "../../app/server/rate-limit.server.ts";
import { rateLimits } from "../../app/server/schema.ts";
import { signUpFormData } from "../support/sign-up.ts";
import { useTestDatabase } from "../support/database.ts";
import { post } from "../support/request-handler.ts";

useTestDatabase();

/** Puts `key` at `count` hits in a window ending in `seconds`, as if those attempts had been made. */
async function spent(key: string, count: number, seconds: number) {
  await db()
    .insert(rateLimits)
    .values({ key, count, windowEndsAt: new Date(Date.now() + seconds * 1000) });
}

/** The Retry-After of a response, in seconds. */
const retryAfter = (response: Response) => Number(response.headers.get("retry-after"));

async function signUpForm(email: string) {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c2410c" } })
    .jpeg()
    .toBuffer();
  return signUpFormData(email, new File([new Uint8Array(jpeg)], "moi.jpg", { type: "image/jpeg" }));
}

describe("the rate limiter", () => {
  it("prunes only the counts whose window has ended, and a pruned key starts again at one hit", async () => {
    await spent("prune:ended", 9, -5);
    await spent("prune:open", 3, 600);
    expect(await pruneEndedWindows()).toBeGreaterThanOrEqual(1);
    const left = (await db().select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(left).toContain("prune:open");
    expect(left).not.toContain("prune:ended");
    expect((await hitWindow("prune:ended", 60)).count).toBe(1);
    expect((await hitWindow("prune:open", 60)).count).toBe(4);
  });

  it("says how long until the window of a refused key ends, the longest of those over their limit", async () => {
    expect(await hitWindow("t:fresh", 600)).toEqual({ count: 1, retryAfterSeconds: 600 });
    await spent("t:short", 5, 30);
    await spent("t:long", 5, 300);
    await spent("t:under", 1, 3000);
    const rule = { max: 5, windowSeconds: 3600 };
    const refused = await hitAll([
      { key: "t:short", rule },
      { key: "t:long", rule },
      { key: "t:under", rule },
    ]);
    expect(refused.allowed).toBe(false);
    // The key under its limit does not make the wait longer.
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(290);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeLessThanOrEqual(300);
    expect(await hitAll([{ key: "t:other", rule }])).toEqual({ allowed: true });
  });

  it("opens a fresh window once the old one has ended", async () => {
    await spent("t:ended", 50, -5);
    expect(await hitWindow("t:ended", 60)).toEqual({ count: 1, retryAfterSeconds: 60 });
  });
});

describe("a throttled attempt", () => {
  it("is answered 429 with Retry-After on sign-in, on the page and its .data URL, in French", async () => {
    await createUser({ email: "pressee@example.test", password: "bonmotdepasse" });
    // An account is only ever slowed (ADR 0010); an address past its ceiling is refused outright.
    await spent("signin:ip:10.66.1.1", SIGN_IN_PER_ADDRESS.ceiling, 600);
    for (const url of ["/auth", "/auth.data"]) {
      const response = await post(url, new URLSearchParams({ intent: "signin", email: "pressee@example.test", password: "bonmotdepasse" }), {
        "x-client-ip": "10.66.1.1",
      });
      expect(response.status).toBe(429);
      expect(retryAfter(response)).toBeGreaterThan(590);
      expect(retryAfter(response)).toBeLessThanOrEqual(600);
      expect(await response.text()).toContain(TOO_MANY_ATTEMPTS);
    }
  });

  it("is answered 429 with Retry-After on a reset request", async () => {
    await spent("reset:account:oubli@example.test", 3, 1800);
    for (const url of ["/auth", "/auth.data"]) {
      const response = await post(url, new URLSearchParams({ intent: "reset", email: "oubli@example.test" }));
      expect(response.status).toBe(429);
      expect(retryAfter(response)).toBeGreaterThan(1790);
      expect(retryAfter(response)).toBeLessThanOrEqual(1800);
      expect(await response.text()).toContain(TOO_MANY_ATTEMPTS);
    }
  });

  it("is answered 429 with Retry-After on a sign-up past the address's ceiling, and creates nothing", async () => {
    await spent("signup:ip:10.66.0.1", SIGN_UP_PER_ADDRESS.ceiling, 120);
    for (const url of ["/auth", "/auth.data"]) {
      const response = await post(url, await signUpForm("plafond@example.test"), { "x-client-ip": "10.66.0.1" });
      expect(response.status).toBe(429);
      expect(retryAfter(response)).toBeGreaterThan(110);
      expect(retryAfter(response)).toBeLessThanOrEqual(120);
      expect(await response.text()).toContain(TOO_MANY_ATTEMPTS);
    }
  });

  it("differs from a refusal that is not a throttle: 400, no Retry-After", async () => {
    await createUser({ email: "distraite@example.test", password: "bonmotdepasse" });
    const response = await post("/auth", new URLSearchParams({ intent: "signin", email: "distraite@example.test", password: "faux" }), {
      "x-client-ip": "10.66.0.2",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("retry-after")).toBeNull();
    expect(await response.text()).toContain("Email ou mot de passe incorrect");
  });
});
