import { beforeAll, describe, expect, it } from "vitest";
import { inLanguage, serverI18n } from "../../app/server/i18n.server.ts";
import { CITY_LABELS, OTHER_CITY } from "../../app/lib/cities.ts";
import { shownText } from "../../app/lib/messages.ts";
import {
  BODY_TYPE_LABELS,
  BRAND_LABELS,
  CONDITION_LABELS,
  DOCUMENT_LABELS,
  FUEL_LABELS,
  OTHER_BRAND,
  TRANSMISSION_LABELS,
  catalogueOptions,
  sellerCardLabel,
  valueLabel,
} from "../../app/lib/vehicles.ts";
import { FILTER_FUELS } from "../../app/features/listings/browse-query.ts";
import { DATA_SAVER_INVALID, DATA_SAVER_LABEL } from "../../app/lib/data-saver.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle, post } from "../support/request-handler.ts";

useTestDatabase();

/**
 * The frame every page shares, in the page's language (ADR 0049): the header, the bottom bar, the
 * footer and the country list in English under /en, unchanged in French; a toast set by any
 * feature reaches an English page in English.
 */
const page = (path: string, headers: Record<string, string> = {}) =>
  handle(new Request(`http://localhost:3000${path}`, { headers: { "x-client-ip": "10.46.0.2", ...headers } })).then((r) => r.text());

describe("the shell in English", () => {
  // The first page compiles every module of the app.
  beforeAll(() => page("/en"), 180_000);

  it("says the header, the bottom bar and the footer in English under /en", async () => {
    const html = await page("/en/listings");
    expect(html).toContain('<html lang="en"');
    for (const words of ["Sign in", "Main navigation", "Cars for sale", "Privacy policy", "Data saver", "All rights reserved", "Country shown"]) {
      expect(html).toContain(words);
    }
    expect(html).toContain("Senegal");
    expect(html).toContain("Morocco");
    expect(html).toContain("Côte d&#x27;Ivoire");
    expect(html).not.toContain("Se connecter");
    expect(html).not.toContain("Politique de confidentialité");
  });

  it("says the splash's words in the home page's language", async () => {
    expect(await page("/en")).toContain("Your car marketplace");
    expect(await page("/")).toContain("Votre marketplace automobile");
  });

  it("keeps the French words on French pages", async () => {
    const html = await page("/listings");
    expect(html).toContain('<html lang="fr"');
    for (const words of [
      "Se connecter",
      "Navigation principale",
      "Voitures à vendre",
      "Politique de confidentialité",
      "Économiseur de données",
      "Sénégal",
      "Maroc",
    ]) {
      expect(html).toContain(words);
    }
    expect(html).not.toContain("Sign in");
  });

  it("shows a toast set in French in the English page's language", async () => {
    const refused = await post("/en/economiseur-donnees", new URLSearchParams({ economie: "peut-être", redirectTo: "/en/listings" }));
    expect(refused.status).toBe(302);
    const location = refused.headers.get("Location") ?? "";
    expect(location.startsWith("/en")).toBe(true);
    const flash =
      refused.headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith("aa_flash="))
        ?.split(";")[0] ?? "";
    expect(flash).not.toBe("");
    const html = await page(location, { Cookie: flash });
    expect(html).toContain("Choose to turn the data saver on or off.");
    expect(html).not.toContain("Choisissez d&#x27;activer");
  });
});

describe("the words of app/lib in English", () => {
  const en = serverI18n("en");
  const say = (text: string) => shownText(en, text);
  const translate = en._.bind(en);

  it("gives the labels of values in English, the values unchanged", () => {
    expect(catalogueOptions(FILTER_FUELS, FUEL_LABELS, translate).map((option) => [option.value, option.label])).toEqual([
      ["gasoline", "Petrol"],
      ["diesel", "Diesel"],
      ["electric", "Electric"],
      ["hybrid", "Hybrid"],
    ]);
    expect(valueLabel(TRANSMISSION_LABELS, "manual", translate)).toBe("Manual");
    expect(valueLabel(CONDITION_LABELS, "used", translate)).toBe("Used");
    expect(translate(sellerCardLabel("dealer"))).toBe("Dealer");
    expect(say(DATA_SAVER_LABEL)).toBe("Data saver");
  });

  it("names stored French values in English without taking the values for messages", () => {
    expect(valueLabel(BODY_TYPE_LABELS, "Berline", translate)).toBe("Sedan");
    expect(valueLabel(DOCUMENT_LABELS, "Carte grise", translate)).toBe("Registration certificate");
    expect(valueLabel(BODY_TYPE_LABELS, "Inconnu", translate)).toBe("Inconnu");
    expect(valueLabel(BRAND_LABELS, OTHER_BRAND, translate)).toBe("Other");
    expect(valueLabel(BRAND_LABELS, "Toyota", translate)).toBe("Toyota");
    expect(valueLabel(CITY_LABELS, OTHER_CITY, translate)).toBe("Other");
    expect(valueLabel(CITY_LABELS, "Tanger", translate)).toBe("Tangier");
    expect(valueLabel(CITY_LABELS, "Lagos", translate)).toBe("Lagos");
    // An English page's data keeps the stored values, a catalogue's French words included: a form's
    // choice still matches its option, and no French text is taken for a message.
    expect(inLanguage({ bodyType: "Berline", city: "Autre", fuel: "Essence" }, "en")).toEqual({ bodyType: "Berline", city: "Autre", fuel: "Essence" });
    // A marked French constant in an English page's data or answer is said in English.
    expect(inLanguage({ error: DATA_SAVER_INVALID }, "en")).toEqual({ error: "Choose to turn the data saver on or off." });
    expect(inLanguage({ error: DATA_SAVER_INVALID }, "fr")).toEqual({ error: DATA_SAVER_INVALID });
  });

  it("leaves any other text as it is, in both languages", () => {
    expect(say("Ma Corolla de 2015")).toBe("Ma Corolla de 2015");
    expect(shownText(serverI18n("fr"), "Essence")).toBe("Essence");
  });
});
