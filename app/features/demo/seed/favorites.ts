import { addFavorite } from "../../favorites/favorites.server.ts";
import type { Cast, SeedContext, SeededListing } from "./context.ts";

/** The demo buyer keeps a few cars of Abidjan in favourites; others keep some of their own country. */
export async function seedFavorites(ctx: SeedContext, cast: Cast, listings: readonly SeededListing[]): Promise<number> {
  const { rng } = ctx;
  const { buyer, users } = cast;
  const shown = listings.filter((l) => l.visible);
  const picks: [string, SeededListing][] = [
    ...rng
      .sample(
        shown.filter((l) => l.kind === "sale" && l.country === "CI" && l.ownerId !== buyer.id),
        6,
      )
      .map((l): [string, SeededListing] => [buyer.id, l]),
    ...rng
      .sample(
        shown.filter((l) => l.kind === "rental" && l.country === "CI"),
        2,
      )
      .map((l): [string, SeededListing] => [buyer.id, l]),
  ];
  for (let i = 0; i < 40; i++) {
    const user = rng.pick(users);
    const options = shown.filter((l) => l.kind === "sale" && l.country === user.country && l.ownerId !== user.id);
    if (options.length > 0) picks.push([user.id, rng.pick(options)]);
  }
  const seen = new Set<string>();
  for (const [userId, listing] of picks) {
    if (seen.has(`${userId}:${listing.id}`)) continue;
    seen.add(`${userId}:${listing.id}`);
    if (!(await addFavorite(userId, listing))) throw new Error(`demo seed: favourite of ${listing.id} refused`);
  }
  return seen.size;
}
