import { notify } from "../../notifications/notifications.server.ts";
import { type Cast, DAY, type SeedContext } from "./context.ts";

const WELCOME = {
  title: "Bienvenue sur AutoAfrique",
  message: "Votre compte est prêt : achetez, vendez ou louez un véhicule partout en Afrique de l'Ouest.",
  type: "info",
  link: "/listings",
} as const;

/** A welcome, still unread, for each of the published demo accounts. */
export async function seedWelcomes(ctx: SeedContext, cast: Cast): Promise<void> {
  const { buyer, seller, agent, dealer, admin } = cast;
  await notify(buyer.id, WELCOME, { now: new Date(ctx.now - 6 * DAY) });
  for (const user of [seller, agent, dealer, admin]) await notify(user.id, WELCOME, { now: new Date(ctx.now - 7 * DAY) });
}
