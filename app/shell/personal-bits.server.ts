import type { SessionUser } from "../features/accounts/session.server.ts";
import { allFavoriteIds } from "../features/favorites/favorites.server.ts";
import { reviewDatesBy } from "../features/reviews/reviews.server.ts";
import { type ShellData, shellData } from "./shell-data.server.ts";

/** What is a member's own on a page every member shares (ADR 0035). */
export interface PersonalBits {
  shell: ShellData;
  /** Every listing the member favourited. */
  favorites: string[];
  /** When the member reviewed each listing they reviewed, by listing id. */
  reviewed: Record<string, string>;
}

export async function personalBits(user: SessionUser): Promise<PersonalBits> {
  const [shell, favorites, reviewed] = await Promise.all([shellData(user), allFavoriteIds(user.id), reviewDatesBy(user.id)]);
  return { shell, favorites, reviewed };
}
