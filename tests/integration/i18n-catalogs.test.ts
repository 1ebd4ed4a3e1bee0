import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, it } from "vitest";

/**
 * Every language says everything (ADR 0049, 0057): each catalog holds exactly the messages its
 * folder's code has (so a message added and not extracted fails here), in French and in each other
 * language, none left empty, each keeping its message's tags (<0>…</0>) and variables ({name}). Checked on the catalogs as written, from the source as it is.
 */
const config = getConfig({ cwd: process.cwd() });
const catalogs = await getCatalogs(config);
const TRANSLATED = ["en", "pt", "ar"] as const;

/** A message's variables ({name}, {count, plural…}) and tags (<0>), each set sorted. */
function placeholders(text: string): { variables: string[]; tags: string[] } {
  const variables = new Set<string>();
  const tags = new Set<string>();
  for (const match of text.matchAll(/\{(\w+)(?:,|\})|<\/?(\d+)\/?>/g)) {
    if (match[1]) variables.add(match[1]);
    else tags.add(match[2] ?? "");
  }
  return { variables: [...variables].sort(), tags: [...tags].sort() };
}

/** Variables that only French grammar needs: `{de}` is "de " or "d'" before a name (app/lib/french-elision.ts). */
const FRENCH_ONLY_VARIABLES = new Set(["de"]);

/** Whether a translation keeps its message's shape: the same tags and variables (French-only ones may go). */
function keepsPlaceholders(message: string, translation: string): boolean {
  const source = placeholders(message);
  const target = placeholders(translation);
  const needed = source.variables.filter((variable) => !FRENCH_ONLY_VARIABLES.has(variable));
  return (
    target.tags.join() === source.tags.join() &&
    needed.every((variable) => target.variables.includes(variable)) &&
    target.variables.every((variable) => source.variables.includes(variable))
  );
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
      expect(Object.fromEntries(["fr", ...TRANSLATED].map((locale) => [locale, live(locale)])), "run npm run i18n:extract").toEqual(
        Object.fromEntries(["fr", ...TRANSLATED].map((locale) => [locale, inCode])),
      );
      for (const locale of TRANSLATED) {
        const entries = Object.entries(written[locale] ?? {}).filter(([, entry]) => !entry.obsolete);
        const untranslated = entries.filter(([, entry]) => !entry.translation?.trim()).map(([id, entry]) => entry.message ?? id);
        expect(untranslated, `${locale} messages left empty`).toEqual([]);
        const broken = entries
          .filter(([id, entry]) => !keepsPlaceholders(entry.message ?? id, entry.translation ?? ""))
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
