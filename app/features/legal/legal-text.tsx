import { type ComponentType, use } from "react";
import { DEFAULT_LANGUAGE, type Language, languageOfPath } from "../../lib/language.ts";

/** Loads a legal page's body in one language: its module, a chunk of its own. */
export type BodyLoader = () => Promise<ComponentType>;

/**
 * A legal page's body in each language it is written in, each in its own module (`fr.tsx`,
 * `en.tsx`…). French, the text that prevails, is always there; a page in a language whose body
 * is not written yet reads the French.
 */
export type LegalBodies = { readonly fr: BodyLoader } & Partial<Readonly<Record<Language, BodyLoader>>>;

/** A legal page's text in every language it is written in, loaded one language at a time. */
export type LegalText = {
  /** The language the body of a page in `language` is written in: that language if written, else French. */
  languageOf(language: Language): Language;
  /** Loads that body; the page's loader awaits it, so the server renders it at once. */
  load(language: Language): Promise<ComponentType>;
  /** The body for a page in `language`: rendered at once when loaded, else it suspends until it is. */
  Body: ComponentType<{ language: Language }>;
};

/**
 * A legal page's text from its bodies. The page's JS carries no body (about 4.5 KB compressed
 * each): only the page's language's is loaded, when needed.
 * - On the server the route's loader loads it, so the render never waits: the body is in the
 *   HTML in its place. (Under a Suspense boundary, React 19 would send a body this long after
 *   the page, moved in place by a script: a browser without JS would not show it.)
 * - In the browser the page's module starts loading the body of the address's language as it is
 *   read, before the hydration; if the hydration comes first it waits for it, the server's HTML
 *   shown meanwhile. A navigation (a transition) keeps the previous page until the body has come.
 */
export function legalText(bodies: LegalBodies): LegalText {
  const loaded = new Map<Language, ComponentType>();
  const loading = new Map<Language, Promise<ComponentType>>();
  const languageOf = (language: Language): Language => (bodies[language] ? language : DEFAULT_LANGUAGE);

  function load(language: Language): Promise<ComponentType> {
    const written = languageOf(language);
    let body = loading.get(written);
    if (!body) {
      body = (bodies[written] ?? bodies.fr)().then(
        (component) => {
          loaded.set(written, component);
          return component;
        },
        (error: unknown) => {
          // A chunk that failed to come (a network fault) is asked for again next time.
          loading.delete(written);
          throw error;
        },
      );
      loading.set(written, body);
    }
    return body;
  }

  function Body({ language }: { language: Language }) {
    const Text = loaded.get(languageOf(language)) ?? use(load(language));
    return <Text />;
  }

  if (typeof document !== "undefined") load(languageOfPath(document.location.pathname)).catch(() => {});

  return { languageOf, load, Body };
}
