import { describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";

useTestDatabase();

/** The stored photos a page's HTML makes the browser fetch at once: those outside <noscript>. */
function photosFetchedAtOnce(html: string): string[] {
  const outside = html.replace(/<noscript>[\s\S]*?<\/noscript>/g, "");
  return [...outside.matchAll(/<img [^>]*src="([^"]*\/uploads\/[^"]*)"/g)].map((m) => m[1]);
}

describe("the first view of the listings page fetches only the photos on the first screen", () => {
  it("the first two cards' photos at once, the others when scrolled near, and all of them before JavaScript", async () => {
    const seller = await createUser({ email: "vendeur-premiere-vue@example.test" });
    for (let i = 0; i < 6; i++) await createSaleListing(seller.id, { country: "CI", images: [`listings/premiere-vue-${i}`] });
    const response = await handle(new Request("http://localhost:3000/listings", { headers: { "x-client-ip": "10.26.2.1" } }));
    const html = await response.text();

    const atOnce = photosFetchedAtOnce(html);
    expect(atOnce).toHaveLength(2);
    // On a phone, the 400-px photo whatever the screen's density.
    expect(html).toContain('sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 130px"');
    const inNoscript = [...html.matchAll(/<noscript><img [^>]*src="([^"]*\/uploads\/[^"]*)"/g)].map((m) => m[1]);
    expect(inNoscript).toHaveLength(4);
    expect(new Set([...atOnce, ...inNoscript]).size).toBe(6);
  });
});
