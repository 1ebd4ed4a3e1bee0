import { eq } from "drizzle-orm";
import { db } from "../../server/db.server.ts";
import { type PaymentRoute, paymentRoute } from "../../server/payments/payment-provider.server.ts";
import { profiles } from "../../server/schema.ts";

/**
 * How a member's payment by `method` is taken: in the country the page was shown for (the
 * visitor's choice, else their profile's), so the currency charged is the one they were shown.
 * Undefined for a method not used there or not configured.
 */
export async function memberPaymentRoute(userId: string, method: unknown, country?: string | null): Promise<PaymentRoute | undefined> {
  if (country) return paymentRoute(country, method);
  const [member] = await db().select({ country: profiles.country }).from(profiles).where(eq(profiles.id, userId));
  return paymentRoute(member?.country ?? "", method);
}
