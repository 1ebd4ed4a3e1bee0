import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { dataProtectionText } from "../../app/features/legal/data-protection.tsx";
import type { LegalText } from "../../app/features/legal/legal-text.tsx";
import { privacyPolicyText } from "../../app/features/legal/privacy-policy.tsx";
import { termsOfServiceText } from "../../app/features/legal/terms-of-service.tsx";
import { LANGUAGES, type Language } from "../../app/lib/language.ts";
import { useTestDatabase } from "../support/database.ts";
import { handle } from "../support/request-handler.ts";
import { shownMarkup } from "../support/page-markup.ts";

useTestDatabase();

/**
 * The legal pages read entirely in their page's language: each body is written per language
 * (app/features/legal/<page>/<language>.tsx), French the text that prevails and the fallback.
 */
const PAGES = ["/privacy-policy", "/terms-of-service", "/data-protection"] as const;

/** Words of French that neither English nor Portuguese writes (checked word by word, lower case). */
const FRENCH_WORDS = new Set([
  "le",
  "les",
  "un",
  "une",
  "des",
  "du",
  "au",
  "aux",
  "et",
  "est",
  "sont",
  "être",
  "avec",
  "dans",
  "pour",
  "sur",
  "vous",
  "votre",
  "nous",
  "notre",
  "leur",
  "leurs",
  "qui",
  "ne",
  "pas",
  "ces",
  "cette",
  "ses",
  "données",
  "plateforme",
  "annonce",
  "annonces",
  "véhicule",
  "véhicules",
  "utilisateur",
  "utilisateurs",
  "compte",
  "droits",
  "politique",
  "confidentialité",
  "utilisation",
  "paiement",
  "loi",
  "été",
]);

/** The page as a browser without JS shows it. */
async function page(path: string) {
  const response = await handle(new Request(`http://localhost:3000${path}`, { headers: { "x-client-ip": "10.81.4.2" } }));
  expect(response.status, path).toBe(200);
  const html = shownMarkup(await response.text());
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? "";
  expect(main, `${path} has a <main>`).not.toBe("");
  return { html, main, text: visibleText(main) };
}

/** The text of some markup: its tags dropped, its entities read, its spaces collapsed. */
function visibleText(markup: string): string {
  return markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ")
    .trim();
}

/** The French words of a text, each once. */
function frenchWordsOf(text: string): string[] {
  const words = text.toLowerCase().split(/[^\p{L}]+/u);
  return [...new Set(words.filter((word) => FRENCH_WORDS.has(word)))];
}

/** How many of each element a body has: its sections, sub-titles, paragraphs, list items, links and bold terms. */
function shapeOf(main: string) {
  const count = (pattern: RegExp) => main.match(pattern)?.length ?? 0;
  return { sections: count(/<section/g), h3: count(/<h3/g), p: count(/<p>/g), li: count(/<li>/g), a: count(/<a /g), strong: count(/<strong>/g) };
}

describe("the legal pages in English", () => {
  for (const path of PAGES) {
    it(`/en${path} reads in English, no French word in <main>`, async () => {
      const english = await page(`/en${path}`);
      expect(english.html).toContain('<html lang="en"');
      expect(frenchWordsOf(english.text), english.text).toEqual([]);
      // Nor a French accent: the only non-English letters are in a country's own name.
      expect(english.text.replaceAll("Côte d'Ivoire", "").match(/[éèêëàâùûçîïôœ]/g) ?? []).toEqual([]);
      expect(english.text).toContain("This text is a translation; only the French version is legally binding.");
      expect(english.text).not.toContain("This text is in French");
    });

    it(`/en${path} says all the French page says: as many sections, paragraphs, items and links`, async () => {
      const [french, english] = await Promise.all([page(path), page(`/en${path}`)]);
      expect(shapeOf(english.main)).toEqual(shapeOf(french.main));
      expect(shapeOf(french.main).sections).toBeGreaterThanOrEqual(12);
      // The English page's links stay on English pages.
      for (const [, href] of english.main.matchAll(/<a href="(\/[^"]*)"/g)) expect(href === "/en" || href.startsWith("/en/"), href).toBe(true);
    });
  }

  it("names the English sections and terms of each page", async () => {
    const privacy = await page("/en/privacy-policy");
    expect(privacy.html).toContain("<title>Privacy policy — AutoAfrique</title>");
    for (const words of ["1. Introduction", "3. Data we collect", "Account data", "the selected country cookie", "15. Contact"])
      expect(privacy.text).toContain(words);
    const terms = await page("/en/terms-of-service");
    for (const words of ["1. Purpose", "7-day promotion: 5,000 FCFA", "Manage my subscription", "Safety tips", "18. Contact"])
      expect(terms.text).toContain(words);
    const data = await page("/en/data-protection");
    for (const words of ["3. Legal bases", "Morocco: Law No. 09-08 of 18 February 2009", "Right to data portability", "12. Contact"])
      expect(data.text).toContain(words);
  });
});

describe("the legal pages in the site's other languages", () => {
  /** Each page's first section, as each language's body names it. */
  const FIRST_SECTIONS: Partial<Record<Language, Record<(typeof PAGES)[number], string>>> = {
    pt: { "/privacy-policy": "1. Apresentação", "/terms-of-service": "1. Objeto", "/data-protection": "1. O nosso compromisso" },
    ar: { "/privacy-policy": "1. تقديم", "/terms-of-service": "1. الموضوع", "/data-protection": "1. التزامنا" },
  };
  for (const language of LANGUAGES.filter((l) => l !== "fr" && l !== "en")) {
    for (const path of PAGES) {
      it(`/${language}${path} reads in its language, under the note that the French prevails`, async () => {
        const [french, translated] = await Promise.all([page(path), page(`/${language}${path}`)]);
        expect(translated.html).toContain(`<html lang="${language}"`);
        expect(frenchWordsOf(translated.text), translated.text).toEqual([]);
        expect(translated.text).not.toContain("Ce texte est");
        const firstSection = FIRST_SECTIONS[language]?.[path];
        if (firstSection) expect(translated.text).toContain(firstSection);
        expect(shapeOf(translated.main)).toEqual(shapeOf(french.main));
        for (const [, href] of translated.main.matchAll(/<a href="(\/[^"]*)"/g))
          expect(href.startsWith(`/${language}/`) || href === `/${language}`, href).toBe(true);
        // The direction is the page's, from the root: the body sets none of its own.
        expect(translated.main).not.toContain(" dir=");
      });
    }
  }
});

describe("the legal pages in French", () => {
  /** Sentences of each page's spec-reviewed French text, first and last sections among them. */
  const SENTENCES: Record<(typeof PAGES)[number], string[]> = {
    "/privacy-policy": [
      "1. Présentation",
      "AutoAfrique est une place de marché automobile en ligne qui permet d'acheter, de vendre et de louer des véhicules en Afrique de l'Ouest francophone et au Maroc.",
      "Données de compte",
      "Nous ne vendons pas vos données personnelles, ne les louons pas et ne les utilisons pas à des fins de publicité ciblée.",
      "Pour toute question sur cette politique ou sur vos données :",
    ],
    "/terms-of-service": [
      "1. Objet",
      "En créant un compte ou en utilisant la plateforme, vous acceptez les présentes CGU sans réserve.",
      "promotion de 7 jours : 5 000 FCFA ;",
      "Conseils de sécurité",
      "Les présentes CGU sont régies par le droit français.",
    ],
    "/data-protection": [
      "1. Notre engagement",
      "Maroc : loi n° 09-08 du 18 février 2009 relative à la protection des personnes physiques à l'égard du traitement des données à caractère personnel.",
      "Pourquoi : faire respecter les conditions d'utilisation et protéger les utilisateurs.",
      "Nous répondons à toute demande dans un délai de 30 jours à compter de sa réception.",
      "Demandes relatives à vos données personnelles :",
    ],
  };

  for (const path of PAGES) {
    it(`${path} keeps its French text, with no note and no English`, async () => {
      const french = await page(path);
      expect(french.html).toContain('<html lang="fr"');
      for (const sentence of SENTENCES[path]) expect(french.text).toContain(sentence);
      expect(french.text).not.toContain("This text");
      expect(french.text).not.toContain("Ce texte est");
      expect(french.main).not.toContain(' lang="');
    });
  }
});

describe("each legal text written in another language", () => {
  const TEXTS: Record<(typeof PAGES)[number], LegalText> = {
    "/privacy-policy": privacyPolicyText,
    "/terms-of-service": termsOfServiceText,
    "/data-protection": dataProtectionText,
  };
  /** A body alone, as a page in that language shows it. */
  async function bodyOf(text: LegalText, path: string, language: Language) {
    const Body = await text.load(language);
    const prefix = language === "fr" ? "" : `/${language}`;
    return renderToString(createElement(MemoryRouter, { initialEntries: [`${prefix}${path}`] }, createElement(Body)));
  }

  // Checked whatever languages the site has yet: a body is written before its language opens.
  for (const language of ["en", "pt", "ar"] as Language[]) {
    for (const path of PAGES) {
      it(`${path} in ${language}: as many sections, paragraphs, items and links as the French, and no French word`, async (context) => {
        const text = TEXTS[path];
        if (text.languageOf(language) !== language) return context.skip();
        const [french, translated] = await Promise.all([bodyOf(text, path, "fr"), bodyOf(text, path, language)]);
        expect(shapeOf(translated)).toEqual(shapeOf(french));
        expect(frenchWordsOf(visibleText(translated))).toEqual([]);
        // The same addresses, in the same order: the mail boxes, and the pages linked (in the page's language).
        const targets = (markup: string) => [...markup.matchAll(/href="([^"]*)"/g)].map((m) => m[1].replace(/^\/(?:en|pt|ar)(?=\/)/, ""));
        expect(targets(translated)).toEqual(targets(french));
      });
    }
  }

  it("a language with no body yet reads the French", () => {
    expect(privacyPolicyText.languageOf("xx" as Language)).toBe("fr");
    expect(privacyPolicyText.languageOf("en")).toBe("en");
  });
});
