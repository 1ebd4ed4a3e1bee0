import { metaI18n } from "../lib/meta-i18n.ts";
import { redirect } from "react-router";
import { Form, Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/saved-searches";
import { Button, buttonClass } from "../components/ui/button.tsx";
import { requireUser } from "./guards.server.ts";
import { freshBrowseHref } from "../features/listings/browse-query.ts";
import { ALERT_FREQUENCIES, ALERT_FREQUENCY_LABELS } from "../features/saved-searches/alert-frequency.ts";
import {
  SAVED_SEARCH_LIMIT,
  SAVED_SEARCH_MESSAGES,
  deleteSavedSearch,
  listSavedSearches,
  openSavedSearch,
  setAlertFrequency,
} from "../features/saved-searches/saved-searches.server.ts";
import { countryCookieHeader } from "../server/country-cookie.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { inPageLanguage, requestLanguage, serverI18n, withMessages } from "../server/i18n.server.ts";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = metaI18n(matches);
  return [{ title: i18n._(msg`Mes recherches — AutoAfrique`) }];
};

async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { searches: await listSavedSearches(user.id, serverI18n(requestLanguage(request))), limit: SAVED_SEARCH_LIMIT };
}
export const loader = withMessages("routes/saved-searches", pageLoader);

async function pageAction({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const id = String(form.get("id") ?? "");
  switch (form.get("intent")) {
    case "open": {
      const opened = await openSavedSearch(user.id, id);
      if (!opened) return redirectWithToast("/recherches", { type: "error", title: SAVED_SEARCH_MESSAGES.notFound });
      // Prices were typed in the currency of the country selected when saving: browse reads them in it again.
      return redirect(opened.href, { headers: { "Set-Cookie": await countryCookieHeader(opened.countryCode) } });
    }
    case "frequency": {
      const ok = await setAlertFrequency(user.id, id, form.get("frequency"));
      return redirectWithToast(
        "/recherches",
        ok ? { type: "success", title: SAVED_SEARCH_MESSAGES.frequencySaved } : { type: "error", title: SAVED_SEARCH_MESSAGES.notFound },
      );
    }
    case "delete": {
      const ok = await deleteSavedSearch(user.id, id);
      return redirectWithToast(
        "/recherches",
        ok ? { type: "success", title: SAVED_SEARCH_MESSAGES.deleted } : { type: "error", title: SAVED_SEARCH_MESSAGES.notFound },
      );
    }
    default:
      return redirect("/recherches");
  }
}
export const action = inPageLanguage(pageAction);

export default function SavedSearches({ loaderData }: Route.ComponentProps) {
  const { searches, limit } = loaderData;
  const { i18n } = useLingui();
  const saved = searches.length;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="mb-1 text-2xl font-bold">
        <Trans>Mes recherches</Trans>
      </h1>
      <p className="mb-4 text-sm text-slate-600">
        <Trans>
          {saved} / {limit} recherches enregistrées
        </Trans>
      </p>
      {searches.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="font-semibold">
            <Trans>Aucune recherche enregistrée</Trans>
          </p>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Lancez une recherche, puis touchez « Enregistrer cette recherche ».</Trans>
          </p>
          <Link to={freshBrowseHref("sale")} className={buttonClass({ size: "lg", className: "mt-4" })}>
            <Trans>Rechercher un véhicule</Trans>
          </Link>
        </div>
      ) : (
        <ul className="space-y-3">
          {searches.map((s) => (
            <li key={s.id} className="rounded-xl border border-slate-200 p-4" data-testid="saved-search">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="font-semibold">{s.name}</h2>
                  <p className="text-sm text-slate-600">
                    {s.words.length > 0 ? s.words.join(" · ") : <Trans>Toutes les annonces</Trans>} — {s.country}
                  </p>
                </div>
                {s.newMatches > 0 ? (
                  <span className="rounded-full bg-brand-100 px-2 py-0.5 text-sm font-medium text-brand-700" data-testid="new-matches">
                    <Plural value={s.newMatches} one="# nouvelle annonce" other="# nouvelles annonces" />
                  </span>
                ) : null}
              </div>
              <div className="mt-3 flex flex-wrap items-end gap-2">
                <Form method="post">
                  <input type="hidden" name="id" value={s.id} />
                  <Button type="submit" name="intent" value="open">
                    <Trans>Voir les annonces</Trans>
                  </Button>
                </Form>
                <Form method="post" className="flex items-end gap-2">
                  <input type="hidden" name="id" value={s.id} />
                  <label className="text-sm">
                    <span className="mb-1 block text-slate-600">
                      <Trans>Alertes</Trans>
                    </span>
                    <select name="frequency" defaultValue={s.frequency} className="rounded-md border border-slate-300 px-2 py-2">
                      {ALERT_FREQUENCIES.map((f) => (
                        <option key={f} value={f}>
                          {i18n._(ALERT_FREQUENCY_LABELS[f])}
                        </option>
                      ))}
                    </select>
                  </label>
                  <Button type="submit" name="intent" value="frequency" variant="outline">
                    <Trans>Enregistrer</Trans>
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="id" value={s.id} />
                  <Button type="submit" name="intent" value="delete" variant="outline" className="text-red-600">
                    <Trans>Supprimer</Trans>
                  </Button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
