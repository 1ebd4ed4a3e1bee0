import { eq } from "drizzle-orm";
import type { SessionUser } from "../features/accounts/session.server.ts";
import { favoriteIdsQuery } from "../features/favorites/favorites.server.ts";
import { postedCardQuery } from "../features/listings/posted-card/posted-card.server.ts";
import type { PostedCard } from "../features/listings/posted-card/posted-card.ts";
import { reviewDatesFrom, reviewDatesQuery } from "../features/reviews/reviews.server.ts";
import { db } from "../server/db.server.ts";
import { jsonRows } from "../server/json-rows.server.ts";
import { profiles } from "../server/schema.ts";
import { type ShellData, shellFields, shellFrom } from "./shell-data.server.ts";

/** What is a member's own on a page every member shares (ADR 0035). */
export interface PersonalBits {
  shell: ShellData;
  /** Every listing the member favourited. */
  favorites: string[];
  /** When the member reviewed each listing they reviewed, by listing id. */
  reviewed: Record<string, string>;
  /** The home page's card 'Votre annonce est en ligne', while open (ADR 0054). */
  postedCard: PostedCard | null;
}

/** The shell, the hearts, the reviews and the posted card in one SELECT: `/moi` is asked by every shared page a member opens. */
export async function personalBits(user: SessionUser): Promise<PersonalBits> {
  const [row] = await db()
    .select({
      ...shellFields(user.id),
      favorites: jsonRows(favoriteIdsQuery(user.id)),
      reviewed: jsonRows(reviewDatesQuery(user.id)),
      postedCard: jsonRows(postedCardQuery(user.id)),
    })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  return {
    shell: shellFrom(user, row),
    favorites: (row?.favorites ?? []).map((favorite) => favorite.id),
    reviewed: reviewDatesFrom(row?.reviewed ?? []),
    postedCard: row?.postedCard[0] ?? null,
  };
}
