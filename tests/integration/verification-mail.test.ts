import { sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { signUp } from "../../app/features/accounts/accounts.server.ts";
import { signupSchema } from "../../app/features/accounts/signup-schema.ts";
import { sendVerificationMail } from "../../app/features/accounts/verification-mail.server.ts";
import { createUser } from "../../app/features/demo/factories.server.ts";
import type { Toast } from "../../app/lib/toast.ts";
import { action as profileAction } from "../../app/routes/profile.tsx";
import { db } from "../../app/server/db.server.ts";
import { rateLimits } from "../../app/server/schema.ts";
import { readToast } from "../../app/server/toast.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { goodJpeg } from "../support/images.ts";
import { mailsTo } from "../support/mails.ts";
import { sessionCookie } from "../support/session.ts";
import { signUpFields } from "../support/sign-up.ts";

const { dataDir } = useTestDatabase();
const ORIGIN = "http://localhost:3000";

let seq = 0;
async function member(options: { emailVerified?: boolean } = {}) {
  const email = `verif${++seq}@example.test`;
  await createUser({ email, emailVerified: options.emailVerified ?? false });
  return { email, cookie: await sessionCookie(email) };
}

type Answer = { init: { status?: number; headers?: HeadersInit } | null };
async function post(cookie: string, form: Record<string, string>, path = "/profile"): Promise<{ status: number; toast: Toast | null }> {
  const request = new Request(`${ORIGIN}${path}`, { method: "POST", headers: { cookie }, body: new URLSearchParams(form) });
  const answer = (await profileAction({ request, params: {}, context: new RouterContextProvider() } as never)) as unknown as Answer;
  const flash = new Headers(answer.init?.headers)
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { toast } = await readToast(new Request(ORIGIN, { headers: { cookie: flash } }));
  return { status: answer.init?.status ?? 200, toast };
}
const ask = (cookie: string) => post(cookie, { intent: "verify-email" });
/** The minute between two mails passes (the day's count stays). */
const aMinuteLater = () => db().update(rateLimits).set({ windowEndsAt: sql`now()` }).where(sql`${rateLimits.key} like 'verification-mail:minute:%'`);

describe("the verification mail from /profile", () => {
  it("is sent by 'Vérifier mon email' only: an unknown intent, or none, sends nothing", async () => {
    const { email, cookie } = await member();
    for (const form of [{ intent: "renvoyer" }, {}, { intent: "" }] as Record<string, string>[]) {
      expect((await post(cookie, form)).status, JSON.stringify(form)).toBe(400);
    }
    expect(mailsTo(dataDir(), email)).toHaveLength(0);
    expect(await ask(cookie)).toEqual({ status: 200, toast: { type: "success", title: "Email de vérification envoyé" } });
    expect(mailsTo(dataDir(), email)).toHaveLength(1);
  });

  it("goes at most once a minute, the refusal saying in French when to ask again", async () => {
    const { email, cookie } = await member();
    expect((await ask(cookie)).status).toBe(200);
    const again = await ask(cookie);
    expect(again.status).toBe(429);
    expect(again.toast).toMatchObject({ type: "error" });
    expect(again.toast?.title).toMatch(
      /^Un email de vérification vient de vous être envoyé\. Vous pourrez en demander un autre dans (\d+ secondes|1 minute)\.$/,
    );
    expect(mailsTo(dataDir(), email)).toHaveLength(1);
  });

  it("goes at most 5 times a day, the sixth refused with the hours to wait", async () => {
    const { email, cookie } = await member();
    for (let i = 0; i < 5; i++) {
      expect((await ask(cookie)).status, `mail ${i + 1}`).toBe(200);
      await aMinuteLater();
    }
    const sixth = await ask(cookie);
    expect(sixth.status).toBe(429);
    expect(sixth.toast?.title).toMatch(/^Vous avez déjà reçu 5 emails de vérification aujourd'hui\. Réessayez dans (2[34]|1?\d) heures?\.$/);
    expect(mailsTo(dataDir(), email)).toHaveLength(5);
  });

  it("counts the sign-up's own mail: a newcomer asks again a minute later", async () => {
    const email = "nouveau-verif@example.test";
    const signed = await signUp(
      new Request(`${ORIGIN}/auth`, { method: "POST", headers: { "x-client-ip": "10.60.0.1" } }),
      signupSchema.parse(signUpFields(email)),
      await goodJpeg(),
    );
    expect(signed).toMatchObject({ ok: true, mailSent: true });
    expect((await ask(await sessionCookie(email))).status).toBe(429);
    expect(mailsTo(dataDir(), email)).toHaveLength(1);
  });

  it("answers in the page's language: the same refusal from /en/profile reads in English", async () => {
    const { cookie } = await member();
    expect((await post(cookie, { intent: "verify-email" }, "/en/profile")).toast).toEqual({ type: "success", title: "Verification email sent" });
    const again = await post(cookie, { intent: "verify-email" }, "/en/profile");
    expect(again.status).toBe(429);
    expect(again.toast?.title).toMatch(/^A verification email has just been sent to you\. You can ask for another in (\d+ seconds|1 minute)\.$/);
  });

  it("gives each refusal its reason, for the words, and the code the status is chosen by: asked too often 'too-many', else none", async () => {
    const verified = await createUser({ email: "verif-codes-ok@example.test", emailVerified: true });
    expect(await sendVerificationMail({ id: verified.id, email: "verif-codes-ok@example.test", emailVerified: true })).toEqual({
      ok: false,
      reason: "already-verified",
    });
    const user = await createUser({ email: "verif-codes@example.test", emailVerified: false });
    const asked = { id: user.id, email: "verif-codes@example.test", emailVerified: false };
    expect(await sendVerificationMail(asked)).toEqual({ ok: true });
    expect(await sendVerificationMail(asked)).toEqual({ ok: false, reason: "too-soon", code: "too-many", retryAfterSeconds: expect.any(Number) });
  });

  it("tells a member whose address is verified so, and sends nothing", async () => {
    const { email, cookie } = await member({ emailVerified: true });
    expect(await ask(cookie)).toEqual({ status: 400, toast: { type: "error", title: "Votre adresse email est déjà vérifiée" } });
    expect(mailsTo(dataDir(), email)).toHaveLength(0);
  });
});
