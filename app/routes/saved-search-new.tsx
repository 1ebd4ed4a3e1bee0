import { metaI18n } from "../lib/meta-i18n.ts";
import { data, redirect } from "react-router";
import { Form, Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/saved-search-new";
import { Button, buttonClass } from "../components/ui/button.tsx";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { signInPath } from "../features/accounts/sign-in-path.ts";
import { listingsHref } from "../features/listings/browse-query.ts";
import { NAME_MAX, countryWords, criteriaWords, proposedName } from "../features/saved-searches/saved-search-words.ts";
import { SAVED_SEARCH_MESSAGES, saveSearch, savedQuery } from "../features/saved-searches/saved-searches.server.ts";
import { resolveCountry } from "../lib/countries.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { pagePath, pageUrl } from "../server/page-url.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { inPageLanguage, requestLanguage, serverI18n, withMessages } from "../server/i18n.server.ts";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = metaI18n(matches);
  return [{ title: i18n._(msg`Enregistrer cette recherche — AutoAfrique`) }, { name: "robots", content: "noindex" }];
};

/** The browse state in this page's URL (the /listings query), canonical, and the country it is read in. */
async function described(request: Request, profileCountry: string) {
  const { query, text } = savedQuery(pageUrl(request).searchParams.toString());
  const country = resolveCountry(await selectedCountry(request, profileCountry));
  return { query, text, country };
}

async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  // The search rides in this page's own address: a visitor signs in and comes back to it.
  if (!user) throw redirect(signInPath(pagePath(request), "recherche"));
  const { query, text, country } = await described(request, user.country);
  const i18n = serverI18n(requestLanguage(request));
  return {
    query: text,
    name: proposedName(query, country, i18n),
    words: criteriaWords(query, country, i18n),
    where: countryWords(query, country, i18n),
    back: listingsHref(query),
  };
}
export const loader = withMessages("routes/saved-search-new", pageLoader);

async function pageAction({ request }: Route.ActionArgs) {
  const user = await getSessionUser(request);
  if (!user) return redirect(signInPath(pagePath(request), "recherche"));
  const form = await readForm(request);
  const { text, country } = await described(request, user.country);
  const result = await saveSearch(
    user.id,
    { query: text, countryCode: country.code, name: String(form.get("name") ?? "") },
    serverI18n(requestLanguage(request)),
  );
  if (!result.ok) return data({ error: result.message }, { status: 400 });
  return redirectWithToast("/recherches", { type: "success", title: SAVED_SEARCH_MESSAGES.saved });
}
export const action = inPageLanguage(pageAction);

export default function SavedSearchNew({ loaderData, actionData }: Route.ComponentProps) {
  const { name, words, where, back } = loaderData;
  return (
    <div className="mx-auto max-w-lg px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">
        <Trans>Enregistrer cette recherche</Trans>
      </h1>
      <p className="text-sm text-slate-600">
        {words.length > 0 ? words.join(" · ") : <Trans>Toutes les annonces</Trans>} — {where}
      </p>
      <Form method="post" className="mt-4 space-y-4">
        <div>
          <label htmlFor="saved-search-name" className="mb-1 block text-sm font-medium">
            <Trans>Nom de la recherche</Trans>
          </label>
          <input
            id="saved-search-name"
            name="name"
            defaultValue={name}
            maxLength={NAME_MAX}
            required
            className="w-full rounded-md border border-slate-300 px-3 py-2.5"
          />
        </div>
        {actionData?.error ? (
          <p role="alert" className="text-sm text-red-600">
            {actionData.error}
          </p>
        ) : null}
        <div className="flex gap-2">
          <Button type="submit" size="lg">
            <Trans>Enregistrer</Trans>
          </Button>
          <Link to={back} className={buttonClass({ variant: "outline", size: "lg" })}>
            <Trans>Annuler</Trans>
          </Link>
        </div>
      </Form>
    </div>
  );
}
