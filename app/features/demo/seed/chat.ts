import { markConversationRead, openConversation, sendMessage } from "../../chat/conversations.server.ts";
import { type Cast, DAY, type SeedContext, type SeedUser, type SeededListing, expectOk } from "./context.ts";

/**
 * The demo buyer asked the demo dealer about one of its cars two days ago; each read the other's
 * message before answering, and the dealer's last answer is still unread.
 */
export async function seedConversation(ctx: SeedContext, cast: Cast, listings: readonly SeededListing[]): Promise<boolean> {
  const { buyer, dealer } = cast;
  const listing = listings.find((l) => l.kind === "sale" && l.ownerId === dealer.id && l.visible && l.postedAt.getTime() < ctx.now - 3 * DAY);
  if (!listing) return false;
  const startedAt = ctx.now - 2 * DAY;
  const { id } = expectOk(await openConversation(buyer.id, listing, { now: new Date(startedAt) }), "a conversation");
  const lines: [SeedUser, string][] = [
    [buyer, `Bonjour, la ${listing.brand} ${listing.model} est-elle toujours disponible ?`],
    [dealer, "Bonjour ! Oui, elle est toujours disponible. Vous pouvez passer la voir à notre showroom du lundi au samedi, de 8 h à 18 h."],
    [buyer, "Parfait, je passe samedi matin. Le prix est-il négociable ?"],
    [dealer, "Nous pourrons en discuter sur place, et la reprise de votre véhicule actuel est possible. À samedi !"],
  ];
  for (const [i, [sender, content]] of lines.entries()) {
    if (i > 0) await markConversationRead(sender.id, id);
    expectOk(await sendMessage(sender.id, id, content, { now: new Date(startedAt + i * 100 * 60_000) }), "a message");
  }
  return true;
}
