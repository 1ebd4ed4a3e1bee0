import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { accounts, profiles, sessions, verifications } from "./schema.ts";
import type { Db } from "./db.server.ts";
import { database } from "./db.server.ts";
import { appUrl, authSecret } from "./secret.server.ts";
import { resetPasswordMail, verificationMail } from "../features/accounts/account-mails.server.ts";
import { sendMail } from "./mail.server.ts";

export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;

function createAuth(db: Db) {
  return betterAuth({
    baseURL: appUrl(),
    secret: authSecret(),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { profiles, sessions, accounts, verifications },
    }),
    user: {
      modelName: "profiles",
      fields: { image: "avatarUrl" },
      additionalFields: {
        firstName: { type: "string", required: true },
        lastName: { type: "string", required: true },
        phone: { type: "string", required: true },
        country: { type: "string", required: true },
        city: { type: "string", required: true },
        companyName: { type: "string", required: false },
        userType: { type: "string", required: true, defaultValue: "buyer" },
        bannedAt: { type: "date", required: false, input: false },
      },
    },
    session: {
      modelName: "sessions",
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    account: { modelName: "accounts" },
    verification: { modelName: "verifications" },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, token }) => {
        await sendMail(resetPasswordMail(user, `${appUrl()}/reset-password?token=${encodeURIComponent(token)}`));
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: async ({ user, token }) => {
        await sendMail(verificationMail(user, `${appUrl()}/verify-email?verify=${encodeURIComponent(token)}`));
      },
    },
    // Our own throttle (rate-limit.server.ts) guards sign-in and reset; this one only sees HTTP calls.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: appUrl().startsWith("https://"),
      cookiePrefix: "aa",
    },
    plugins: [
      admin({
        bannedUserMessage: "Votre compte a été suspendu. Contactez le support si vous pensez qu'il s'agit d'une erreur.",
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
let cached: { db: Db; auth: Auth } | undefined;

/** The auth instance bound to the current database (rebuilt when tests swap the database). */
export function auth(): Auth {
  const db = database().db;
  if (cached?.db !== db) cached = { db, auth: createAuth(db) };
  return cached.auth;
}
