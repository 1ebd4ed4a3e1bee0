import type { Route } from "./+types/listing-detail";
import { listingDetailAction, listingDetailHeaders, loadListingDetail } from "./listing-detail-page.server.ts";
import { notFoundMeta, shareMeta } from "../features/listings/detail/share-meta.ts";
import { alternatesMeta } from "../features/seo/alternates.ts";
import { ListingDetailPage } from "./listing-detail-page.tsx";
import { ListingNotFound } from "../features/listings/detail/components/listing-not-found.tsx";
import { PriceEvaluationPanel } from "../features/pricing/components/price-evaluation-panel.tsx";
import { resolveCountry } from "../lib/countries.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { languageOfPath } from "../lib/language.ts";

// A sale's page at /listing/{id}, with its price rating (its loader and action read either kind:
// /rental/{id} has its own module, which adds the booking form). The rating is imported here, not
// loaded lazily: a lazy component is a Suspense boundary, which React may stream apart from the
// page (hidden, then moved in by a script), and its code would be fetched only after hydration.

export const meta: Route.MetaFunction = (args) => {
  const { loaderData } = args;
  const language = languageOfPath(args.location?.pathname ?? "/");
  return loaderData?.status === "found"
    ? [...shareMeta(loaderData.share, { indexable: loaderData.availability === "offered", language }), ...alternatesMeta(loaderData.share.url)]
    : notFoundMeta(metaI18n(args.matches));
};

async function pageLoader({ request, params }: Route.LoaderArgs) {
  return loadListingDetail(request, params.id);
}
export const loader = withMessages("routes/listing-detail", pageLoader);

export const headers = listingDetailHeaders;

async function pageAction({ request, params }: Route.ActionArgs) {
  return listingDetailAction(request, params.id);
}
export const action = inPageLanguage(pageAction);

export default function SaleDetail({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.status !== "found") {
    return <ListingNotFound browseHref={loaderData.browseHref} failed={loaderData.status === "failed"} />;
  }
  const { evaluation } = loaderData;
  return (
    <ListingDetailPage
      page={loaderData}
      reviewAnswer={actionData && "review" in actionData ? actionData.review : undefined}
      evaluation={
        evaluation ? <PriceEvaluationPanel evaluation={evaluation} country={resolveCountry(loaderData.country)} /> : null
      }
    />
  );
}
