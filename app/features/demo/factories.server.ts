import { eq } from "drizzle-orm";
import { auth } from "../accounts/auth.server.ts";
import { db } from "../../server/db.server.ts";
import { listings, profiles } from "../../server/schema.ts";
import { searchColumnsFor } from "../listings/search-columns.ts";

/** Factories shared by the demo seed and the tests, so both build data the same way. */

export interface UserSpec {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  country?: string;
  city?: string;
  userType?: "buyer" | "seller" | "agent" | "dealer";
  companyName?: string;
  role?: "user" | "admin";
  emailVerified?: boolean;
  avatarUrl?: string | null;
  /** When the account was opened, for a history replayed (the demo's members joined months ago). */
  createdAt?: Date;
}

export async function createUser(spec: UserSpec) {
  const firstName = spec.firstName ?? "Awa";
  const lastName = spec.lastName ?? "Koné";
  const created = await auth().api.signUpEmail({
    body: {
      email: spec.email,
      password: spec.password ?? "motdepasse123",
      name: `${firstName} ${lastName}`,
      firstName,
      lastName,
      phone: spec.phone ?? "+2250700000000",
      country: spec.country ?? "CI",
      city: spec.city ?? "Abidjan",
      userType: spec.userType ?? "buyer",
      companyName: spec.companyName,
    },
  });
  const [row] = await db()
    .update(profiles)
    .set({
      role: spec.role ?? "user",
      emailVerified: spec.emailVerified ?? true,
      avatarUrl: spec.avatarUrl ?? null,
      ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
    })
    .where(eq(profiles.id, created.user.id))
    .returning();
  return row;
}

export type NewListingRow = typeof listings.$inferInsert;
type ListingOverrides = Partial<Omit<NewListingRow, "kind" | "ownerId">>;

/** What the sale form always sends for the sale-only columns the database requires. */
const SALE_DEFAULTS: ListingOverrides = { condition: "used", accidents: 0, cleanTitle: true, previousOwners: 1, documentsAvailable: [], customsCleared: false };

export function saleListingValues(ownerId: string, overrides: ListingOverrides = {}): NewListingRow {
  const values: NewListingRow = {
    kind: "sale",
    ownerId,
    brand: "Toyota",
    model: "Corolla",
    year: 2018,
    mileage: 85_000,
    price: 7_500_000,
    transmission: "automatic",
    fuelType: "petrol",
    city: "Abidjan",
    country: "CI",
    ...SALE_DEFAULTS,
    ...overrides,
  };
  return { ...values, ...searchColumnsFor(values) };
}

export async function createSaleListing(ownerId: string, overrides: ListingOverrides = {}) {
  const [row] = await db().insert(listings).values(saleListingValues(ownerId, overrides)).returning();
  return row;
}

export function rentalListingValues(ownerId: string, overrides: ListingOverrides = {}): NewListingRow {
  const values: NewListingRow = {
    kind: "rental",
    ownerId,
    brand: "Toyota",
    model: "Prado",
    year: 2020,
    mileage: 40_000,
    price: 45_000,
    transmission: "automatic",
    fuelType: "diesel",
    city: "Dakar",
    country: "SN",
    ...overrides,
  };
  return { ...values, ...searchColumnsFor(values) };
}

export async function createRentalListing(ownerId: string, overrides: ListingOverrides = {}) {
  const [row] = await db().insert(listings).values(rentalListingValues(ownerId, overrides)).returning();
  return row;
}
