import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Route } from "./+types/api-docs";
import { Link } from "../components/ui/link.tsx";
import { useShownText } from "../components/ui/shown-text.ts";
import { apiDocs } from "../features/public-api/api-docs.server.ts";
import { ownPathLinks } from "../features/seo/page-links.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { withMessages } from "../server/i18n.server.ts";

/** The API's documentation, read from its OpenAPI document on the server: no code of its own in the browser. */
export const loader = withMessages("routes/api-docs", async ({ request }: Route.LoaderArgs) => ({ ...apiDocs(), links: ownPathLinks(request) }));

export const meta: Route.MetaFunction = ({ matches, loaderData }) => [
  { title: metaI18n(matches)._(msg`Documentation de l'API — AutoAfrique`) },
  ...(loaderData?.links ?? []),
];

const code = "rounded bg-slate-100 px-1 font-mono text-sm";
const block = "overflow-x-auto rounded-lg bg-slate-900 p-3 font-mono text-xs leading-relaxed text-slate-100";

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const say = useShownText();
  const { endpoints, problems, limits, openapiUrl, base } = loaderData;
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-6">
      <header>
        <h1 className="text-2xl font-bold">
          <Trans>Documentation de l'API</Trans>
        </h1>
        <p className="mt-2 text-slate-700">
          <Trans>
            L'API permet à un concessionnaire ou à un membre Pro de publier son stock depuis son propre logiciel, de tenir ses annonces à jour et de lire ses
            contacts. Elle applique exactement les règles du site : champs, photos, limite du plan gratuit, durée de parution, modération.
          </Trans>
        </p>
        <p className="mt-2 text-sm">
          <Trans>
            Adresse de base : <code className={code}>{base}</code>. Description complète au format OpenAPI 3.1 :{" "}
            <a className="font-medium text-brand-700 underline" href={openapiUrl}>
              openapi.json
            </a>
            .
          </Trans>
        </p>
      </header>

      <section aria-labelledby="auth" className="space-y-2">
        <h2 id="auth" className="text-xl font-bold">
          <Trans>Authentification</Trans>
        </h2>
        <p>
          <Trans>
            Créez une clé sur la page{" "}
            <Link className="font-medium text-brand-700 underline" to="/pro/api">
              Clés API
            </Link>{" "}
            (réservée aux membres Pro et aux concessionnaires). Elle n'est affichée qu'une fois. Envoyez-la à chaque requête dans l'en-tête{" "}
            <code className={code}>Authorization: Bearer aa_live_…</code>. Les cookies de session ne sont jamais acceptés. Chaque clé ne voit que les annonces
            et les contacts de son propriétaire ; une clé révoquée, ou celle d'un compte suspendu, est refusée aussitôt.
          </Trans>
        </p>
      </section>

      <section aria-labelledby="limits" className="space-y-2">
        <h2 id="limits" className="text-xl font-bold">
          <Trans>Limites</Trans>
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <Trans>
              {limits.perMinute} requêtes par minute et {limits.perDay} par jour pour chaque clé ; au-delà, la réponse est 429 avec l'en-tête Retry-After (en
              secondes).
            </Trans>
          </li>
          <li>
            <Trans>Corps JSON de {limits.jsonMegabytes} MB au maximum ; photos JPG, PNG ou WEBP de 5 MB au maximum, 10 par annonce.</Trans>
          </li>
          <li>
            <Trans>
              Prix en francs CFA (XOF), nombres entiers. Les listes sont paginées : passez le « nextCursor » reçu dans le paramètre « cursor » pour la page
              suivante ; il vaut null à la dernière page.
            </Trans>
          </li>
        </ul>
      </section>

      <section aria-labelledby="errors" className="space-y-2">
        <h2 id="errors" className="text-xl font-bold">
          <Trans>Erreurs</Trans>
        </h2>
        <p>
          <Trans>
            Une erreur est un document <code className={code}>application/problem+json</code> : un « code » stable à tester dans votre programme, le message en
            français (« detail ») et en français et en anglais (« messages »), et pour une validation la liste des champs refusés (« errors »).
          </Trans>
        </p>
        <dl className="space-y-2">
          {problems.map((p) => (
            <div key={p.code} id={p.code}>
              <dt className="font-mono text-sm font-medium">
                {p.status} {p.code}
              </dt>
              <dd className="text-sm text-slate-700">{p.fr}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="endpoints" className="space-y-6">
        <h2 id="endpoints" className="text-xl font-bold">
          <Trans>Points d'accès</Trans>
        </h2>
        {endpoints.map((e) => {
          const summary = say(e.summary);
          return (
            <article key={e.anchor} id={e.anchor} aria-labelledby={`${e.anchor}-title`} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
              <h3 id={`${e.anchor}-title`} className="font-bold">
                {summary}
                <span className="ml-2 font-mono text-sm font-normal text-slate-700">
                  {e.method} {e.path}
                </span>
              </h3>
              <p className="text-sm text-slate-700">{say(e.description)}</p>
              <ul className="text-sm">
                {e.responses.map((r) => (
                  <li key={r.status}>
                    <span className="font-mono">{r.status}</span> — {say(r.description)}
                  </li>
                ))}
              </ul>
              <pre className={block} aria-label={t`Exemple curl : ${summary}`} tabIndex={0}>
                <code>{e.curl}</code>
              </pre>
            </article>
          );
        })}
      </section>
    </div>
  );
}
