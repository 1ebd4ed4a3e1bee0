import { describe, expect, it } from "vitest";
import { createSaleListing, createUser } from "../../app/features/demo/factories.server.ts";
import { createPackage } from "../../app/features/promotion/packages.server.ts";
import { setAppSetting } from "../../app/features/settings/app-settings.server.ts";
import { installDefaultPlans } from "../../app/features/subscription/plans.server.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { sessionCookie } from "../support/session.ts";

useTestDatabase();

const ORIGIN = "http://localhost:3000";
const headers = (cookie: string) => ({ cookie, "x-client-ip": "10.24.3.1" });
const get = (path: string, cookie: string) => handle(new Request(`${ORIGIN}${path}`, { headers: headers(cookie) }));
const post = (path: string, form: Record<string, string>, cookie: string) =>
  handle(new Request(`${ORIGIN}${path}`, { method: "POST", headers: headers(cookie), body: new URLSearchParams(form) }));
const text = async (response: Response) => (await response.text()).replace(/<!-- -->/g, "");
const count = (html: string, words: string) => html.split(words).length - 1;
/** The rendered page without the data React Router sends along with it (its scripts). */
const visible = (html: string) => html.replace(/<script\b.*?<\/script>/gs, "");

let seq = 0;
async function member() {
  await installDefaultPlans();
  const email = `pages-paiement${++seq}@example.test`;
  const user = await createUser({ email });
  return { user, cookie: await sessionCookie(email) };
}

describe("/subscription", () => {
  it("says the free plan's limit, 'Jusqu'à 5 annonces actives', while the server applies it, and 'Annonces illimitées' on the Pro card alone", async () => {
    const { cookie } = await member();
    for (const on of [false, true]) {
      await setAppSetting("enable_free_listings_limit", on);
      const page = visible(await text(await get("/subscription", cookie)));
      const [free, pro] = page.split('aria-labelledby="plan-pro"');
      // A limit the server does not apply is never stated.
      if (on) expect(free).toMatch(/aria-labelledby="plan-free".*Jusqu&#x27;à 5 annonces actives/s);
      else expect(free).not.toContain("annonces actives");
      expect(free).not.toContain("Annonces illimitées");
      expect(count(pro ?? "", "Annonces illimitées")).toBe(1);
      expect(pro).not.toContain("Jusqu&#x27;à 5 annonces actives");
      // Nothing the product does not deliver.
      expect(page).not.toContain("Support prioritaire");
    }
    await setAppSetting("enable_free_listings_limit", false);
  });

  it("toggles 'Ajouter un code promo' / 'Masquer un code promo', the spec's words", async () => {
    const { cookie } = await member();
    const page = await text(await get("/subscription", cookie));
    expect(page).toContain("Ajouter un code promo");
    expect(page).toContain("Masquer un code promo");
    expect(page).not.toContain("Masquer le code promo");
  });

  it("says 'Paiement annulé' once where 'Annuler' on the checkout brings its tab back", async () => {
    const { cookie } = await member();
    const started = await post("/subscription", { intent: "checkout", promoCode: "", method: "card" }, cookie);
    const checkout = started.headers.get("Location") ?? "";
    expect(checkout).toMatch(/^\/checkout\/sandbox\/sbx_/);
    const cancelled = await post(checkout, { intent: "cancel" }, cookie);
    expect(cancelled.headers.get("Location")).toBe("/subscription?paiement=annule");
    const back = visible(await text(await get("/subscription?paiement=annule", cookie)));
    expect(count(back, "Paiement annulé")).toBe(1);
    expect(back).toContain("Aucune somme n&#x27;a été prélevée.");
    expect(visible(await text(await get("/subscription", cookie)))).not.toContain("Paiement annulé");
  });
});

describe("/promote", () => {
  it("says a missing pack once, and a cancelled checkout 'Paiement annulé'", async () => {
    const { user, cookie } = await member();
    const admin = await createUser({ email: "admin-pages-paiement@example.test", role: "admin" });
    const pack = await createPackage(admin.id, { name: "Pack pages", durationDays: 7, price: 5_000, features: [] });
    if (!pack.ok) throw new Error(pack.error);
    const sale = await createSaleListing(user.id);

    // Without JavaScript the page answers the form: the message once, no toast beside it.
    const refused = visible(await text(await post("/promote", { listingId: sale.id, method: "card" }, cookie)));
    expect(count(refused, "Veuillez sélectionner un pack")).toBe(1);

    const back = visible(await text(await get(`/promote?annonce=${sale.id}&paiement=annule`, cookie)));
    expect(count(back, "Paiement annulé")).toBe(1);
  });
});
