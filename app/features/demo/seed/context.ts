import type { ListingKind } from "../../listings/listing.ts";
import type { UserType } from "./people.ts";
import type { Rng } from "./random.ts";

export const DAY = 86_400_000;

/** What one run wrote, so that a failed run can take it back (and only it). */
export interface Created {
  users: string[];
  packages: string[];
  banners: string[];
}

/** What every seeder shares: the run's generator and clock, and its record of what it wrote. */
export interface SeedContext {
  rng: Rng;
  /** The present, in ms: the demo's history is dated back from it. */
  now: number;
  created: Created;
}

export interface SeedUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  country: string;
  city: string;
  /** Share of the listings of their country. */
  weight: number;
}

/** Everyone, and the five published demo accounts by role. */
export interface Cast {
  users: SeedUser[];
  buyer: SeedUser;
  seller: SeedUser;
  agent: SeedUser;
  dealer: SeedUser;
  admin: SeedUser;
}

/** A listing once posted, with what the later seeders need to know of it. */
export interface SeededListing {
  id: string;
  kind: ListingKind;
  ownerId: string;
  country: string;
  brand: string;
  model: string;
  year: number;
  price: number;
  postedAt: Date;
  /** Shown to visitors: active, and offered for booking when a rental. */
  visible: boolean;
  /** Online (active), offered for booking or not. */
  active: boolean;
}

/** Throws when a write function refused demo data: the seed must never need what the app refuses. */
export function expectOk<T extends { ok: boolean }>(result: T, what: string): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`demo seed: ${what} refused: ${(result as { error?: string }).error ?? "unknown reason"}`);
  return result as Extract<T, { ok: true }>;
}
