import { metaI18n } from "../lib/meta-i18n.ts";
import { Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/compare";
import { buttonClass } from "../components/ui/button-class.ts";
import { getSessionUser } from "../features/accounts/session.server.ts";
import { COMPARE_MESSAGES, compareRequest } from "../features/compare/compare.ts";
import { carsToCompare } from "../features/compare/compare.server.ts";
import { CompareTable } from "../features/compare/components/compare-table.tsx";
import { resolveCountry } from "../lib/countries.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { log } from "../server/log.server.ts";
import { requestLanguage, translate, withMessages } from "../server/i18n.server.ts";
import { msg, plural } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = metaI18n(matches);
  return [{ title: i18n._(msg`Comparer des véhicules — AutoAfrique`) }, { name: "robots", content: "noindex" }];
};

const LOAD_FAILED = /*i18n*/ "Erreur lors du chargement de la comparaison";

/** `/comparer?ids=a,b,c`: the link is the whole state, so it can be shared; open to visitors. */
async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  const country = await selectedCountry(request, user?.country);
  const { ids, notices } = compareRequest(new URL(request.url).searchParams.get("ids"));
  try {
    const cars = await carsToCompare(ids);
    const gone = ids.length - cars.length;
    // COMPARE_MESSAGES.gone in the page's language.
    if (gone > 0)
      notices.push(
        translate(
          requestLanguage(request),
          msg`${plural(gone, { one: "Un véhicule de ce lien n'est plus en ligne.", other: "# véhicules de ce lien ne sont plus en ligne." })}`,
        ),
      );
    if (cars.length === 0) notices.push(COMPARE_MESSAGES.empty);
    else if (cars.length === 1) notices.push(COMPARE_MESSAGES.single);
    return { country, cars, notices };
  } catch (error) {
    log.error("compare.load_failed", { error: String(error) });
    return { country, cars: [], notices: [LOAD_FAILED] };
  }
}
export const loader = withMessages("routes/compare", pageLoader);

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { cars, notices } = loaderData;
  const country = resolveCountry(loaderData.country);
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">
        <Trans>Comparer des véhicules</Trans>
      </h1>
      {notices.map((notice) => (
        <p key={notice} role="status" className="mb-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      ))}
      {cars.length > 0 ? <CompareTable cars={cars} country={country} /> : null}
      <Link to="/listings" className={buttonClass({ variant: "outline", className: "mt-6" })}>
        <Trans>Voir les annonces</Trans>
      </Link>
    </div>
  );
}
