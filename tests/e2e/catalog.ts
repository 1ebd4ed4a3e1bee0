import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * What a page says in a language, read from the app's own catalogs (app/**\/locales/{language}.po),
 * so that a journey in Portuguese or Arabic uses the labels a reader of that language sees.
 */
type Words = Map<string, string>;
const loaded = new Map<string, Words>();

function catalogFiles(dir: string, language: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...catalogFiles(path, language));
    else if (entry.name === `${language}.po` && dir.includes("locales")) files.push(path);
  }
  return files;
}

/** A PO string's lines ("…" "…") joined and unescaped. */
const unquote = (lines: string[]) => lines.map((line) => JSON.parse(line) as string).join("");

function wordsOf(language: string): Words {
  let words = loaded.get(language);
  if (words) return words;
  words = new Map();
  for (const file of catalogFiles("app", language)) {
    for (const entry of readFileSync(file, "utf8").split(/\n\n+/)) {
      const lines = entry.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("#"));
      const at = lines.findIndex((line) => line.startsWith("msgstr "));
      if (at < 0 || !lines[0]?.startsWith("msgid ")) continue;
      const id = unquote([lines[0].slice(6), ...lines.slice(1, at)]);
      const text = unquote([lines[at].slice(7), ...lines.slice(at + 1)]);
      if (id && text && !words.has(id)) words.set(id, text);
    }
  }
  loaded.set(language, words);
  return words;
}

/** The translation of a French message in a language; fails the journey when the catalogs lack it. */
export function say(language: string, french: string): string {
  const text = wordsOf(language).get(french);
  if (!text) throw new Error(`No ${language} translation of « ${french} »`);
  return text;
}
