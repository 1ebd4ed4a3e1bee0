import { mapLimit } from "../map-limit.ts";
import { createUser } from "../factories.server.ts";
import { storeAvatar } from "../images/avatars.server.ts";
import { type Cast, DAY, type SeedContext, type SeedUser } from "./context.ts";
import { DEMO_ACCOUNTS, DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, OTHER_OWNERS, demoPhone, slug } from "./people.ts";

const demoEmail = (local: string) => `${local}@${DEMO_EMAIL_DOMAIN}`;

/**
 * How much of their country's market each person sells. The demo dealer is Pro, so its listings
 * lead "Plus récent": it sells enough to fill its dashboard, not the whole first page of
 * Côte d'Ivoire.
 */
function weightOf(email: string, role: string, userType: SeedUser["userType"]): number {
  if (email === demoEmail("concession")) return 1.5;
  if (email === demoEmail("vendeur")) return 5;
  if (email === demoEmail("agent")) return 3;
  if (role === "admin" || email === demoEmail("acheteur")) return 0;
  return { dealer: 4, seller: 2.5, agent: 2, buyer: 0.7 }[userType];
}

/**
 * The accounts, signed up through the auth library like any visitor (createUser), each with a drawn
 * avatar, verified, the administrator with the admin role.
 */
export async function seedAccounts(ctx: SeedContext): Promise<Cast> {
  const specs = [
    ...DEMO_ACCOUNTS.map((a) => ({ ...a })),
    ...OTHER_OWNERS.map((o) => ({
      ...o,
      email: demoEmail(`${slug(o.firstName)}.${slug(o.lastName)}`),
      password: DEMO_PASSWORD,
      role: "user" as const,
      phone: demoPhone(ctx.rng, o.country),
    })),
  ];
  // Every account is attempted before a failure is raised, so that none is left out of `created`.
  const outcomes = await mapLimit(specs, 4, async (spec, i): Promise<SeedUser | { error: unknown }> => {
    try {
      const avatarUrl = await storeAvatar(`${spec.firstName} ${spec.lastName}`, i);
      // Members since half a year to two years, spread by their place in the list (no draw: the rest of the seed keeps its numbers).
      const createdAt = new Date(ctx.now - (180 + ((i * 97) % 550)) * DAY);
      const row = await createUser({ ...spec, emailVerified: true, avatarUrl, createdAt });
      ctx.created.users.push(row.id);
      const { email, firstName, lastName, userType, country, city } = spec;
      return { id: row.id, email, firstName, lastName, userType, country, city, weight: weightOf(email, spec.role, userType) };
    } catch (error) {
      return { error };
    }
  });
  const failure = outcomes.find((o): o is { error: unknown } => "error" in o);
  if (failure) throw failure.error;
  const users = outcomes as SeedUser[];
  const byEmail = (local: string) => {
    const user = users.find((u) => u.email === demoEmail(local));
    if (!user) throw new Error(`demo seed: no account ${local}`);
    return user;
  };
  return {
    users,
    buyer: byEmail("acheteur"),
    seller: byEmail("vendeur"),
    agent: byEmail("agent"),
    dealer: byEmail("concession"),
    admin: byEmail("admin"),
  };
}
