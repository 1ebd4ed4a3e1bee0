import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { isUuid } from "../../lib/uuid.ts";
import { db } from "../../server/db.server.ts";
import { apiKeys } from "../../server/schema.ts";
import { dealerAccess } from "../dealer-stock/dealer-access.server.ts";
import { KEY_NAME_MAX, MAX_LIVE_KEYS } from "./api-key-rules.ts";
import { ApiProblem } from "./problem.server.ts";

export { KEY_NAME_MAX, MAX_LIVE_KEYS } from "./api-key-rules.ts";

const KEY_PREFIX = "aa_live_";
/** What the list shows of a key: enough to tell two apart, far too little to use. */
const DISPLAY_LENGTH = 12;
const KEY_FORMAT = /^aa_live_[A-Za-z0-9_-]{43}$/;
/** `last_used_at` is written at most this often per key: one request in many writes. */
const LAST_USED_EVERY_MS = 60_000;

export const API_KEY_MESSAGES = {
  nameRequired: /*i18n*/ "Donnez un nom à la clé (ex. « Logiciel du garage »).",
  nameTooLong: /*i18n*/ "Le nom de la clé ne doit pas dépasser 60 caractères.",
  tooMany: /*i18n*/ "Vous avez déjà 10 clés actives : révoquez-en une avant d'en créer une autre.",
  notFound: /*i18n*/ "Cette clé est introuvable ou déjà révoquée.",
  revoked: /*i18n*/ "Clé révoquée : elle ne donne plus accès à l'API.",
} as const;

export interface ApiKeySummary {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** SHA-256 is enough: a key is 256 random bits, nothing to guess from a dictionary (ADR 0063). */
export function hashApiKey(secret: string): string {
  return createHash("sha256").update(secret, "utf8").digest("hex");
}

function cleanName(raw: string): string {
  return raw.replaceAll("\0", "").trim();
}

/** A new key for the member: its secret, returned this once only; kept as its hash and prefix. */
export async function createApiKey(ownerId: string, rawName: string): Promise<{ ok: true; secret: string; key: ApiKeySummary } | { ok: false; error: string }> {
  const access = await dealerAccess(ownerId);
  if (!access.ok) return { ok: false, error: access.error };
  const name = cleanName(rawName);
  if (!name) return { ok: false, error: API_KEY_MESSAGES.nameRequired };
  if ([...name].length > KEY_NAME_MAX) return { ok: false, error: API_KEY_MESSAGES.nameTooLong };
  const secret = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const created = await db().transaction(async (tx) => {
    // Two creations at once must not both pass the count: the member's keys are counted under their lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api_keys:${ownerId}`}))`);
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, ownerId), isNull(apiKeys.revokedAt)));
    if ((live?.n ?? 0) >= MAX_LIVE_KEYS) return null;
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId: ownerId, name, prefix: secret.slice(0, DISPLAY_LENGTH), secretHash: hashApiKey(secret) })
      .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, createdAt: apiKeys.createdAt, lastUsedAt: apiKeys.lastUsedAt });
    return row ?? null;
  });
  if (!created) return { ok: false, error: API_KEY_MESSAGES.tooMany };
  return { ok: true, secret, key: created };
}

/** The member's live keys, newest first: never their secret (nobody has it any more). */
export async function listApiKeys(ownerId: string): Promise<ApiKeySummary[]> {
  return db()
    .select({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix, createdAt: apiKeys.createdAt, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, ownerId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/** Revokes one of the member's keys; another's key, or one already revoked, is not found. */
export async function revokeApiKey(ownerId: string, keyId: string): Promise<boolean> {
  if (!isUuid(keyId)) return false;
  const revoked = await db()
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, ownerId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return revoked.length > 0;
}

export interface ApiCaller {
  keyId: string;
  ownerId: string;
}

export interface PresentedKey extends ApiCaller {
  lastUsedAt: Date | null;
}

/**
 * The key a request carries in `Authorization: Bearer …` and its owner; an ApiProblem thrown
 * otherwise. Cookies are never read: a browser sends them by itself to any site, a key only when a
 * program chose to, so nothing here can be triggered from another site (no CSRF).
 */
export async function apiKeyOf(request: Request): Promise<PresentedKey> {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  const secret = match?.[1];
  if (!secret || !KEY_FORMAT.test(secret)) throw new ApiProblem("unauthorized");
  const [key] = await db()
    .select({ id: apiKeys.id, userId: apiKeys.userId, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, hashApiKey(secret)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!key) throw new ApiProblem("unauthorized");
  return { keyId: key.id, ownerId: key.userId, lastUsedAt: key.lastUsedAt };
}

/** The owner may still use the API (not banned, still Pro or a dealer); else a 403 problem thrown. */
export async function requireApiAccess(ownerId: string): Promise<void> {
  const access = await dealerAccess(ownerId);
  if (!access.ok) throw new ApiProblem("forbidden");
}

/** Notes the key's use, once a minute at most (a conditional write, skipped most of the time). */
export async function noteKeyUsed(keyId: string, lastUsedAt: Date | null, now = new Date()): Promise<void> {
  if (lastUsedAt && now.getTime() - lastUsedAt.getTime() < LAST_USED_EVERY_MS) return;
  await db().update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, keyId));
}
