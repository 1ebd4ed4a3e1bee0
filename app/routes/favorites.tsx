import { metaI18n } from "../lib/meta-i18n.ts";
import { data, redirect } from "react-router";
import { Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/favorites";
import { buttonClass } from "../components/ui/button-class.ts";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { requireUser } from "./guards.server.ts";
import { signInPath } from "../features/accounts/sign-in-path.ts";
import { safeRedirect } from "../server/page-url.server.ts";
import { CardActions } from "../shell/card-actions.tsx";
import { FAVORITE_MESSAGES, addFavorite, listFavorites, removeFavorite } from "../features/favorites/favorites.server.ts";
import { ListingGrid } from "../features/listings/components/listing-grid.tsx";
import { listingKindOf } from "../features/listings/listing.ts";
import { resolveCountry } from "../lib/countries.ts";
import { isUuid } from "../lib/uuid.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { log } from "../server/log.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { withDealBadges } from "../features/pricing/pricing.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = metaI18n(matches);
  return [{ title: i18n._(msg`Mes favoris — AutoAfrique`) }];
};

async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const country = await selectedCountry(request, user.country);
  try {
    return { country, listings: await withDealBadges(await listFavorites(user.id)), failed: false };
  } catch (error) {
    log.error("favorites_load_failed", { userId: user.id, error: String(error) });
    return data({ country, listings: [], failed: true }, { status: 500 });
  }
}
export const loader = withMessages("routes/favorites", pageLoader);

async function pageAction({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const back = safeRedirect(form.get("redirectTo"), "/favorites");
  const user = await getSessionUser(request);
  if (!user) {
    return redirect(signInPath(back, "favoris"));
  }
  const kind = listingKindOf(form.get("kind")) ?? "sale";
  const id = String(form.get("listingId") ?? "");
  const wanted = form.get("favorite") === "1";
  if (!isUuid(id)) {
    return redirectWithToast(back, { type: "error", title: wanted ? FAVORITE_MESSAGES.addFailed : FAVORITE_MESSAGES.removeFailed });
  }
  if (!wanted) {
    await removeFavorite(user.id, { kind, id });
    return redirectWithToast(back, { type: "success", title: FAVORITE_MESSAGES.removed });
  }
  const added = await addFavorite(user.id, { kind, id });
  return redirectWithToast(back, added ? { type: "success", title: FAVORITE_MESSAGES.added } : { type: "error", title: FAVORITE_MESSAGES.addFailed });
}
export const action = inPageLanguage(pageAction);

export default function Favorites({ loaderData }: Route.ComponentProps) {
  const country = resolveCountry(loaderData.country);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">
        <Trans>Mes favoris</Trans>
      </h1>
      {loaderData.failed ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-700">
          <Trans>Erreur lors du chargement des favoris</Trans>
        </p>
      ) : loaderData.listings.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
          <p className="text-slate-600">
            <Trans>Vous n'avez pas encore de favoris.</Trans>
          </p>
          <Link to="/listings" className={buttonClass({ size: "lg", className: "mt-4" })}>
            <Trans>Parcourir les annonces</Trans>
          </Link>
        </div>
      ) : (
        <ListingGrid
          headingLevel={2}
          listings={loaderData.listings}
          country={country}
          action={(l) => <CardActions kind={l.kind} listingId={l.id} isFavorite />}
        />
      )}
    </div>
  );
}
