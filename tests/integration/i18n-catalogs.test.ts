import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, it } from "vitest";

/**
 * Every language says everything (ADR 0049, 0057): each catalog holds exactly the messages its
 * folder's code has (so a message added and not extracted fails here), in French and in each other
 * language, none left empty, each keeping its message's placeholders ({name}, <0>…</0>, # of a
 * plural). Checked on the catalogs as written, from the source as it is.
 */
const config = getConfig({ cwd: process.cwd() });
const catalogs = await getCatalogs(config);
const TRANSLATED = ["en", "pt", "ar"] as const;

/** A message's placeholders: variables and tags, sorted (a plural's branches may repeat them). */
function placeholders(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/\{(\w+)(?:,|\})|<\/?(\d+)\/?>/g)) found.add(match[1] ?? `<${match[2]}>`);
  return [...found].sort();
}

describe("the message catalogs", () => {
  it("cover every folder of the app", () => {
    expect(catalogs.length).toBeGreaterThan(40);
  });

  for (const catalog of catalogs) {
    const name = catalog.path.replace(/\/\{locale\}$/, "");
    it(`${name}: the code's messages, each in French, English, Portuguese and Arabic`, async () => {
      const [extracted, written] = await Promise.all([catalog.collect(), catalog.readAll()]);
      const inCode = Object.keys(extracted ?? {}).sort();
      const live = (locale: string) =>
        Object.entries(written[locale] ?? {})
          .filter(([, entry]) => !entry.obsolete)
          .map(([id]) => id)
          .sort();
      expect(
        Object.fromEntries(["fr", ...TRANSLATED].map((locale) => [locale, live(locale)])),
        "run npm run i18n:extract",
      ).toEqual(Object.fromEntries(["fr", ...TRANSLATED].map((locale) => [locale, inCode])));
      for (const locale of TRANSLATED) {
        const entries = Object.entries(written[locale] ?? {}).filter(([, entry]) => !entry.obsolete);
        const untranslated = entries.filter(([, entry]) => !entry.translation?.trim()).map(([id, entry]) => entry.message ?? id);
        expect(untranslated, `${locale} messages left empty`).toEqual([]);
        const broken = entries
          .filter(([id, entry]) => placeholders(entry.translation ?? "").join() !== placeholders(entry.message ?? id).join())
          .map(([id, entry]) => `${entry.message ?? id} → ${entry.translation}`);
        expect(broken, `${locale} translations whose placeholders differ from the message's`).toEqual([]);
      }
    });
  }

  it("give a message one translation per language, whatever catalogs hold it (they share its id: a page shows one)", async () => {
    const twice: string[] = [];
    for (const locale of TRANSLATED) {
      const translations = new Map<string, Set<string>>();
      for (const catalog of catalogs) {
        const written = await catalog.readAll();
        for (const [id, entry] of Object.entries(written[locale] ?? {})) {
          if (entry.obsolete || !entry.translation) continue;
          // Keyed by id: the same French words in two contexts are two messages.
          const key = `${entry.message ?? id} (${id})`;
          translations.set(key, (translations.get(key) ?? new Set()).add(entry.translation));
        }
      }
      for (const [french, said] of translations) if (said.size > 1) twice.push(`${locale}: ${french} → ${[...said].join(" | ")}`);
    }
    expect(twice).toEqual([]);
  });
});
