import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { type Language, localeOf } from "./language.ts";

/**
 * The compiled messages a page carries in its data: a catalog's or several merged (ADR 0049).
 * Typed as plain data, as it travels; it is Lingui's `Messages`.
 */
export type PageMessages = Record<string, string | unknown[]>;

/** What a route's data may hold: its messages, in the page's language. */
interface WithMessages {
  messages?: PageMessages;
}

function messagesOf(data: unknown): PageMessages | undefined {
  return data !== null && typeof data === "object" && "messages" in data ? (data as WithMessages).messages : undefined;
}

type MissingListener = (id: string, language: Language) => void;
let missingListener: MissingListener | undefined;

/**
 * Tells `listener` of every message a page asks for and does not carry, until the returned function
 * is called: a test renders pages with it to check each page's data brings all its words.
 */
export function watchMissingMessages(listener: MissingListener): () => void {
  missingListener = listener;
  return () => {
    missingListener = undefined;
  };
}

/**
 * A message the page does not carry answers its id: French pages are sent without the marked
 * messages, whose id is their French text (app/server/i18n.server.ts `pickMessages`), and an English
 * page's data already says its marked strings in English.
 */
export function missingMessage(language: Language): (locale: string, id: string) => string {
  return (_locale, id) => {
    missingListener?.(id, language);
    return id;
  };
}

// In the browser one instance per language, which only grows as pages bring their catalogs; on the
// server one per set of catalogs, never changed once made: renders of different requests interleave.
const browserInstances = new Map<Language, I18n>();

/**
 * The server's instances, by the very catalogs a page carries (each route's is one object for the
 * server's life: app/server/i18n.server.ts `routeMessages`), then by language and locale: a page's
 * I18n is made once, not for each render and each `meta`. Keyed by the objects themselves, an
 * entry goes when its catalogs do.
 */
interface ServerInstances {
  next: WeakMap<PageMessages, ServerInstances>;
  made: Map<string, I18n>;
}
const serverInstances: ServerInstances = { next: new WeakMap(), made: new Map() };

function serverI18nOf(language: Language, country: string | null | undefined, catalogs: readonly PageMessages[]): I18n {
  let node = serverInstances;
  for (const catalog of catalogs) {
    let next = node.next.get(catalog);
    if (!next) {
      next = { next: new WeakMap(), made: new Map() };
      node.next.set(catalog, next);
    }
    node = next;
  }
  const locale = localeOf(language, country);
  const key = `${language} ${locale}`;
  let i18n = node.made.get(key);
  if (!i18n) {
    const merged: Messages = {};
    for (const catalog of catalogs) Object.assign(merged, catalog as Messages);
    i18n = setupI18n({ locale: language, locales: [locale], messages: { [language]: merged }, missing: missingMessage(language) });
    node.made.set(key, i18n);
  }
  return i18n;
}

/**
 * The I18n a page renders with: the messages of every route data it holds (the root's shell, each
 * matched route's own), in its language, written for its country's locale.
 */
export function pageI18n(language: Language, country: string | null | undefined, routeData: readonly unknown[]): I18n {
  if (typeof document === "undefined") {
    const catalogs: PageMessages[] = [];
    for (const data of routeData) {
      const catalog = messagesOf(data);
      if (catalog) catalogs.push(catalog);
    }
    return serverI18nOf(language, country, catalogs);
  }
  const merged: Messages = {};
  for (const data of routeData) Object.assign(merged, messagesOf(data) as Messages | undefined);
  let i18n = browserInstances.get(language);
  if (!i18n) {
    i18n = setupI18n({ locale: language, locales: [localeOf(language, country)], messages: { [language]: merged }, missing: missingMessage(language) });
    browserInstances.set(language, i18n);
  } else {
    i18n.load(language, merged);
  }
  return i18n;
}

/**
 * A string as a page shows it: a marked French message (its French text is its id, ADR 0049) in the
 * page's language, any other text (a member's words, a message built with values) as it is, and
 * without Lingui's warning about a message it does not know.
 */
export function shownText(i18n: I18n, text: string): string {
  return Object.hasOwn(i18n.messages, text) ? i18n._(text) : text;
}
