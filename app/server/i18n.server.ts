import { type I18n, type MessageDescriptor, type Messages, setupI18n } from "@lingui/core";
import { type UNSAFE_DataWithResponseInit, data } from "react-router";
import ROUTE_MESSAGE_IDS from "virtual:route-messages";
import { DEFAULT_LANGUAGE, type Language, languageOfPath } from "../lib/language.ts";
import { type PageMessages, missingMessage } from "../lib/messages.ts";

/**
 * Every compiled catalog of both languages, bundled once on the server (ADR 0049). The browser
 * never imports a catalog: a page's messages come with its data.
 */
const FILES = import.meta.glob<Messages>("/app/**/locales/**/*.po", { eager: true, import: "messages" });

/** "/app/features/listings/locales/en.po" → ["features/listings", "en"]; "/app/routes/locales/sell/fr.po" → ["routes/sell", "fr"]. */
function catalogOfFile(path: string): [string, Language] | null {
  const match = /^\/app\/(.+?)\/locales\/(?:(.+)\/)?(fr|en|pt|ar)\.po$/.exec(path);
  if (!match) return null;
  const [, folder, route, language] = match as unknown as [string, string, string | undefined, Language];
  return [folder === "routes" && route ? `routes/${route}` : folder, language];
}

const CATALOGS = new Map<string, Messages>();
for (const [path, messages] of Object.entries(FILES)) {
  const named = catalogOfFile(path);
  if (named) CATALOGS.set(`${named[1]} ${named[0]}`, messages);
}

/** A compiled message with no placeholder as its text: the plugin compiles "Texte" to ["Texte"]. */
function plainText(message: unknown): string | undefined {
  return typeof message === "string" ? message : Array.isArray(message) && message.every((part) => typeof part === "string") ? message.join("") : undefined;
}

const languageMessages = new Map<Language, Messages>();

/** Every message of a language, its catalogs merged. */
function allMessages(language: Language): Messages {
  let all = languageMessages.get(language);
  if (!all) {
    all = {};
    for (const [key, messages] of CATALOGS) if (key.startsWith(`${language} `)) Object.assign(all, messages);
    languageMessages.set(language, all);
  }
  return all;
}

/** The messages of these ids in one language; an id with no message yet adds nothing. */
function pickMessages(language: Language, ids: readonly string[]): Messages {
  const all = allMessages(language);
  const picked: Messages = {};
  for (const id of ids) {
    const message = all[id];
    // In French a marked message is its own id: a page asking for it gets its id back (pageI18n's
    // `missing`), so the page need not carry it twice.
    if (message === undefined || (language === DEFAULT_LANGUAGE && MARKED.has(id))) continue;
    picked[id] = message;
  }
  return picked;
}

/** The language of a request: its URL's (`/en/…` is English, `/pt/…` Portuguese, `/ar/…` Arabic), French otherwise. */
export function requestLanguage(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/**
 * The messages a route's page needs in the browser, in the request's language: those of the
 * modules its module reaches (server/build/route-messages.ts). `route` is its module, "routes/listings".
 */
export function routeMessages(request: Request, route: string): PageMessages {
  const language = requestLanguage(request);
  const key = `${language} ${route}`;
  let merged = routeMerges.get(key);
  if (!merged) {
    const ids = ROUTE_MESSAGE_IDS[route];
    if (!ids) throw new Error(`No messages known for ${route}`);
    merged = pickMessages(language, ids) as PageMessages;
    routeMerges.set(key, merged);
  }
  return merged;
}

// The catalogs never change while the server runs: each route's messages are picked once per language.
const routeMerges = new Map<string, PageMessages>();

const serverInstances = new Map<Language, I18n>();

/** All the messages of a language, for words put in it on the server: form errors, mails, texts, notifications. */
export function serverI18n(language: Language = DEFAULT_LANGUAGE): I18n {
  let i18n = serverInstances.get(language);
  if (!i18n) {
    // An unknown id answers itself (a marked French constant in French), and is told to a test
    // watching (app/lib/messages.ts), rather than warned of in production's log.
    i18n = setupI18n({ locale: language, messages: { [language]: allMessages(language) }, missing: missingMessage(language) });
    serverInstances.set(language, i18n);
  }
  return i18n;
}

/** A message in a language: `translate("en", FORM_MESSAGES.required)`. */
export function translate(language: Language, descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  return serverI18n(language)._({ ...descriptor, values: values ?? descriptor.values });
}

/**
 * French constants marked for translation (an `i18n` comment before the string: their French text is their id): the messages
 * a server module returns as plain strings (a form's error, a refusal). Read off the French
 * catalogs, where such a message is its own id.
 */
const MARKED = new Set<string>();
for (const [key, messages] of CATALOGS) {
  if (!key.startsWith(`${DEFAULT_LANGUAGE} `)) continue;
  for (const [id, message] of Object.entries(messages)) if (plainText(message) === id) MARKED.add(id);
}

/** Whether `id` is a marked French constant's (its French text), rather than a message the code writes with a macro. */
export function isMarkedMessage(id: string): boolean {
  return MARKED.has(id);
}

/**
 * A route's data or an action's answer with every marked French constant in it put in `language`
 * (ADR 0049). Anything else, the members' own words included, is left as it is.
 */
export function inLanguage<T>(value: T, language: Language): T {
  if (language === DEFAULT_LANGUAGE) return value;
  const i18n = serverI18n(language);
  const walk = (item: unknown): unknown => {
    if (typeof item === "string") return MARKED.has(item) ? i18n._(item) : item;
    if (Array.isArray(item)) return item.map(walk);
    if (item === null || typeof item !== "object" || Object.getPrototypeOf(item) !== Object.prototype) return item;
    const out: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(item)) out[key] = key === "messages" ? entry : walk(entry);
    return out;
  };
  return walk(value) as T;
}

type WithMessages<R> = R extends Response
  ? R
  : R extends UNSAFE_DataWithResponseInit<infer D>
    ? UNSAFE_DataWithResponseInit<(D extends null | undefined ? unknown : D) & { messages: PageMessages }>
    : (R extends null | undefined ? unknown : R) & { messages: PageMessages };

function isDataWithInit(value: unknown): value is UNSAFE_DataWithResponseInit<unknown> {
  return value !== null && typeof value === "object" && (value as { type?: unknown }).type === "DataWithResponseInit";
}

/**
 * A route's loader whose data also carries the page's messages (ADR 0049): `export const loader =
 * withMessages("routes/listings", listingsLoader)`. A redirect or a thrown response is left as is.
 */
export function withMessages<A extends { request: Request }, R>(route: string, load: (args: A) => R | Promise<R>) {
  return async (args: A): Promise<WithMessages<R>> => {
    const result = await inPageLanguage(load)(args);
    if (result instanceof Response) return result as WithMessages<R>;
    const messages = routeMessages(args.request, route);
    if (isDataWithInit(result)) return data({ ...(result.data as object), messages }, result.init ?? undefined) as WithMessages<R>;
    return { ...(result as object), messages } as WithMessages<R>;
  };
}

/**
 * An action (or loader) whose answer, and the refusal it throws, say their marked French
 * constants in the page's language: `export const action = inPageLanguage(listingAction)`.
 */
export function inPageLanguage<A extends { request: Request }, R>(run: (args: A) => R | Promise<R>) {
  return async (args: A): Promise<R> => {
    const language = requestLanguage(args.request);
    let result: R;
    try {
      result = await run(args);
    } catch (thrown) {
      if (isDataWithInit(thrown)) throw data(inLanguage(thrown.data, language), thrown.init ?? undefined);
      throw thrown;
    }
    if (result instanceof Response || language === DEFAULT_LANGUAGE) return result;
    if (isDataWithInit(result)) return data(inLanguage(result.data, language), result.init ?? undefined) as R;
    return inLanguage(result, language);
  };
}
