import { resolve } from "node:path";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { beforeAll, describe, expect, it } from "vitest";
import { routeMessageIds } from "./route-messages.ts";

let map: Record<string, string[]>;
beforeAll(async () => {
  map = await routeMessageIds(resolve("app"));
});

const id = (french: string) => generateMessageId(french);

describe("the messages each page carries (ADR 0049)", () => {
  it("a rental's page carries its calculator's words, not the words its server module mails", () => {
    expect(map["routes/rental-detail"]).toContain(id("Nombre de jours"));
    expect(map["routes/rental-detail"]).not.toContain(id("Nouvelle demande de réservation"));
  });

  it("a page's list leaves out the root's words, which come with the root's data on every page", () => {
    const root = new Set(map.root);
    expect(root.size).toBeGreaterThan(0);
    for (const [route, ids] of Object.entries(map))
      if (route !== "root")
        expect(
          ids.filter((i) => root.has(i)),
          route,
        ).toEqual([]);
  });

  it("a page carries the words of the modules its module reaches, not its sibling features' ones", () => {
    // The favourites page shows cards, not the posting form.
    expect(map["routes/favorites"]).not.toContain(id("Publier l'annonce"));
    expect(map["routes/sell-listing"]).toContain(id("Publier l'annonce"));
  });
});
