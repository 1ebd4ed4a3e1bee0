import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { describe, expect, it } from "vitest";

/**
 * Both languages say everything (ADR 0049): each catalog holds exactly the messages its folder's
 * code has (so a message added and not extracted fails here), in French and in English, and no
 * English message is left empty. Checked on the catalogs as written, from the source as it is.
 */
const config = getConfig({ cwd: process.cwd() });
const catalogs = await getCatalogs(config);

describe("the message catalogs", () => {
  it("cover every folder of the app", () => {
    expect(catalogs.length).toBeGreaterThan(40);
  });

  for (const catalog of catalogs) {
    const name = catalog.path.replace(/\/\{locale\}$/, "");
    it(`${name}: the code's messages, each in French and English`, async () => {
      const [extracted, written] = await Promise.all([catalog.collect(), catalog.readAll()]);
      const inCode = Object.keys(extracted ?? {}).sort();
      const live = (locale: string) =>
        Object.entries(written[locale] ?? {})
          .filter(([, entry]) => !entry.obsolete)
          .map(([id]) => id)
          .sort();
      expect({ fr: live("fr"), en: live("en") }, "run npm run i18n:extract").toEqual({ fr: inCode, en: inCode });
      const untranslated = Object.entries(written.en ?? {})
        .filter(([, entry]) => !entry.obsolete && !entry.translation?.trim())
        .map(([id, entry]) => entry.message ?? id);
      expect(untranslated, "English messages left empty").toEqual([]);
    });
  }

  it("give a message one English translation, whatever catalogs hold it (they share its id: a page shows one)", async () => {
    const english = new Map<string, Set<string>>();
    for (const catalog of catalogs) {
      const written = await catalog.readAll();
      for (const [id, entry] of Object.entries(written.en ?? {})) {
        if (entry.obsolete || !entry.translation) continue;
        // Keyed by id: the same French words in two contexts are two messages.
        english.set(`${entry.message ?? id} (${id})`, (english.get(`${entry.message ?? id} (${id})`) ?? new Set()).add(entry.translation));
      }
    }
    const twice = [...english].filter(([, translations]) => translations.size > 1).map(([french, translations]) => `${french} → ${[...translations].join(" | ")}`);
    expect(twice).toEqual([]);
  });
});
