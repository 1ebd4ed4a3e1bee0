import { randomUUID } from "node:crypto";
import { type User, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin } from "better-auth/plugins";
import { accounts, profiles, sessions, verifications } from "./schema.ts";
import type { Db } from "./db.server.ts";
import { database } from "./db.server.ts";
import { appUrl, authSecret } from "./secret.server.ts";
import { type Mail, sendMail } from "./mail.server.ts";
import { sessionsChanged } from "./session-cache.server.ts";

export const VERIFICATION_LINK_SECONDS = 24 * 60 * 60;
const COOKIE_PREFIX = "aa";
const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*(?:__Secure-)?${COOKIE_PREFIX}\\.session_token=([^;]*)`);

/** The session cookie's value (token and signature), or null: without it the auth library finds nobody. */
export function sessionToken(headers: Headers): string | null {
  return headers.get("cookie")?.match(SESSION_COOKIE)?.[1]?.trim() || null;
}

/**
 * What the auth library needs from the app and cannot know itself: the mails it sends, their
 * words and the page each link opens. The accounts feature hands them in
 * (app/features/accounts/auth.server.ts), so this adapter never reaches into a feature.
 */
export interface AuthOptions {
  mails: {
    /** `returnTo`: the `callbackURL` the link was asked with ("/" when none), a path the page checks again. */
    verification(user: User, token: string, returnTo: string): Mail;
    resetPassword(user: User, token: string): Mail;
  };
}

function createAuth(db: Db, { mails }: AuthOptions) {
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
        dataSaver: { type: "boolean", required: false, input: false },
        // Set by the language switch and at sign-up (the page's), never by the sign-up body; with the
        // country, the language the member is written to in (recipientLanguage).
        language: { type: "string", required: false, input: false },
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
        await sendMail(mails.resetPassword(user, token));
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      expiresIn: VERIFICATION_LINK_SECONDS,
      // The link's first use signs the member in, by the library's own session; once the address is
      // verified the link signs no one in (ADR 0052).
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url, token }) => {
        await sendMail(mails.verification(user, token, new URL(url).searchParams.get("callbackURL") ?? "/"));
      },
    },
    // Our own throttle (rate-limit.server.ts) guards sign-in and reset; this one only sees HTTP calls.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: () => randomUUID() },
      useSecureCookies: appUrl().startsWith("https://"),
      cookiePrefix: COOKIE_PREFIX,
    },
    // Whatever ends a session or changes an account through the library (a sign-out, a password
    // reset, a verified email) reaches every instance's session cache.
    databaseHooks: {
      session: { delete: { after: (session) => sessionsChanged(session.userId) } },
      user: { update: { after: (user) => sessionsChanged(user.id) } },
    },
    plugins: [
      admin({
        bannedUserMessage: "Votre compte a été suspendu. Contactez le support si vous pensez qu'il s'agit d'une erreur.",
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * A getter of the auth instance made with these options, bound to the current database (rebuilt
 * when tests swap the database).
 */
export function authProvider(options: AuthOptions): () => Auth {
  let cached: { db: Db; auth: Auth } | undefined;
  return () => {
    const db = database().db;
    if (cached?.db !== db) cached = { db, auth: createAuth(db, options) };
    return cached.auth;
  };
}
