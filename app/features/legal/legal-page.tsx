import type { ReactNode } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, usePageLanguage } from "../../components/ui/link.tsx";
import type { LegalText } from "./legal-text.tsx";

/** The class of a legal text's bulleted lists. */
export const legalList = "list-disc space-y-1 ps-5";

/**
 * Shared layout of the static legal pages (privacy policy, terms of service,
 * data protection): a back-to-home link, the title, the optional last-updated
 * line, then the body in the page's language (French when that language's is
 * not written yet). Pure markup, no client-side state.
 */
export function LegalPage({ title, updated, text }: { title: string; updated?: string; text: LegalText }) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const written = text.languageOf(language);
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 text-base leading-relaxed text-slate-700 sm:py-12">
      <Link
        to="/"
        className="inline-flex items-center text-sm font-medium text-slate-600 underline-offset-4 hover:text-slate-900 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
      >
        <Trans>← Retour à l'accueil</Trans>
      </Link>
      <header className="mt-6 border-b border-slate-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">{title}</h1>
        {updated ? <p className="mt-2 text-sm text-slate-500">{t`Dernière mise à jour : ${updated}`}</p> : null}
        {language !== "fr" ? (
          // Only the French text binds: a translation says so, and so does a page whose language's is not written yet.
          <p className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {written === language ? (
              <Trans>Ce texte est une traduction ; seule la version française fait foi.</Trans>
            ) : (
              <Trans>Ce texte est en français ; la version française fait foi.</Trans>
            )}
          </p>
        ) : null}
      </header>
      <div className="mt-8 space-y-10" lang={written === language ? undefined : written}>
        {/* No Suspense boundary: React would move a body this long out of the HTML's flow (legal-text.tsx). */}
        <text.Body language={language} />
      </div>
    </article>
  );
}

/** One titled section of a legal page. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl">{title}</h2>
      <div className="mt-3 space-y-3 [&_a]:font-medium [&_a]:text-slate-900 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-slate-600 [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:ps-1 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:ps-5">
        {children}
      </div>
    </section>
  );
}
