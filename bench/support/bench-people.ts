import { randomUUID } from "node:crypto";
import type { profiles } from "../../app/server/schema.ts";

/** The i-th account of a bench, written straight to `profiles` (no password: benches sign no one in through the form). */
export function benchProfile(i: number, label: string, extra: Partial<typeof profiles.$inferInsert> = {}): typeof profiles.$inferInsert {
  const slug = label.toLowerCase();
  return {
    id: randomUUID(),
    name: `${label} ${i}`,
    email: `${slug}${i}@bench.autoafrique.africa`,
    emailVerified: true,
    firstName: label,
    lastName: String(i),
    phone: "+2250700000000",
    country: "CI",
    city: "Abidjan",
    ...extra,
  };
}
