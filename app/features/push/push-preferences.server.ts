import { eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { type PushTopic, profiles } from "../../server/schema.ts";
import { PUSH_TOPIC_LABELS } from "./push-topics.ts";
import { pushDeviceCount } from "./subscriptions.server.ts";

/** Each topic's switch, a column of the member's profile (on by default). */
export const PUSH_TOPIC_COLUMNS = {
  messages: "pushMessagesOff",
  bookings: "pushBookingsOff",
  offers: "pushOffersOff",
  searches: "pushSearchesOff",
  priceDrops: "pushPriceDropsOff",
} as const satisfies Record<PushTopic, keyof typeof profiles.$inferSelect>;

export interface PushPreferences {
  /** How many of the member's devices have notifications on. */
  devices: number;
  topics: Record<PushTopic, boolean>;
}

export async function pushPreferences(userId: string): Promise<PushPreferences> {
  const [row] = await db().select().from(profiles).where(eq(profiles.id, userId));
  const topics = Object.fromEntries((Object.keys(PUSH_TOPIC_LABELS) as PushTopic[]).map((topic) => [topic, !row?.[PUSH_TOPIC_COLUMNS[topic]]])) as Record<
    PushTopic,
    boolean
  >;
  return { devices: await pushDeviceCount(userId), topics };
}

/** One topic's push switch. */
export async function setPushTopic(userId: string, topic: PushTopic, on: boolean): Promise<boolean> {
  const rows = await db()
    .update(profiles)
    .set({ [PUSH_TOPIC_COLUMNS[topic]]: !on })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  return rows.length > 0;
}
