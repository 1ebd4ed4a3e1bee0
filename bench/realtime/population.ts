// The bench's people, sessions and conversations, written into the data dir before the server
// starts (PGlite allows one process at a time): profiles and session rows in bulk, no password
// hashing (a thousand scrypt runs would dominate the bench), conversations through the app's own
// openConversation.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { openConversation } from "../../app/features/chat/conversations.server.ts";
import { createSaleListing } from "../../app/features/demo/factories.server.ts";
import { seedIfEmpty } from "../../app/features/demo/seed.server.ts";
import { db, openDatabase, setDatabase } from "../../app/server/db.server.ts";
import { authSecret } from "../../app/server/secret.server.ts";
import { profiles, sessions } from "../../app/server/schema.ts";
import { benchProfile } from "../support/bench-people.ts";

export interface BenchUser {
  id: string;
  cookie: string;
}

export interface Pair {
  senderIndex: number;
  recipientIndex: number;
  conversationId: string;
}

const BATCH = 500;

/** better-auth's signed session cookie: the token, a dot, and the token's HMAC-SHA256 under the secret. */
function sessionCookie(token: string): string {
  const signature = createHmac("sha256", authSecret()).update(token).digest("base64");
  return `aa.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

export async function populate(dataDir: string, userCount: number, pairCount: number, random: () => number) {
  const database = await openDatabase({ dataDir });
  setDatabase(database);
  try {
    await database.migrate();
    await seedIfEmpty();
    const users: BenchUser[] = [];
    const rows = Array.from({ length: userCount }, (_, i) => benchProfile(i, "Bench"));
    const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
    const sessionRows = rows.map((r) => ({ id: randomUUID(), userId: r.id, token: randomBytes(24).toString("base64url"), expiresAt }));
    for (let i = 0; i < rows.length; i += BATCH) {
      await db()
        .insert(profiles)
        .values(rows.slice(i, i + BATCH));
      await db()
        .insert(sessions)
        .values(sessionRows.slice(i, i + BATCH));
    }
    for (const [i, s] of sessionRows.entries()) users.push({ id: rows[i].id, cookie: sessionCookie(s.token) });

    const pairs: Pair[] = [];
    while (pairs.length < pairCount) {
      const senderIndex = Math.floor(random() * userCount);
      const recipientIndex = Math.floor(random() * userCount);
      if (senderIndex === recipientIndex) continue;
      const listing = await createSaleListing(users[recipientIndex].id);
      const opened = await openConversation(users[senderIndex].id, { kind: "sale", id: listing.id });
      if (!opened.ok) throw new Error(opened.error);
      pairs.push({ senderIndex, recipientIndex, conversationId: opened.id });
    }
    return { users, pairs };
  } finally {
    setDatabase(undefined);
    await database.close();
  }
}
