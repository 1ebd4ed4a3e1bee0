import type { Route } from "./+types/listing-detail";
import { listingDetailAction, listingDetailHeaders, loadListingDetail } from "./listing-detail-page.server.ts";
import { ListingDetailPage, listingDetailMeta } from "./listing-detail-page.tsx";
import { ListingNotFound } from "../features/listings/detail/components/listing-not-found.tsx";
import { PriceEvaluationPanel } from "../features/pricing/components/price-evaluation-panel.tsx";
import { resolveCountry } from "../lib/countries.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";

// A sale's page at /listing/{id}, with its price rating (its loader and action are told the kind:
// /rental/{id} has its own module, which adds the booking form). The rating is imported here, not
// loaded lazily: a lazy component is a Suspense boundary, which React may stream apart from the
// page (hidden, then moved in by a script), and its code would be fetched only after hydration.

export const meta: Route.MetaFunction = (args) => listingDetailMeta(args);

async function pageLoader({ request, params }: Route.LoaderArgs) {
  return loadListingDetail(request, "sale", params.id);
}
export const loader = withMessages("routes/listing-detail", pageLoader);

export const headers = listingDetailHeaders;

async function pageAction({ request, params }: Route.ActionArgs) {
  return listingDetailAction(request, "sale", params.id);
}
export const action = inPageLanguage(pageAction);

export default function SaleDetail({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.status !== "found") {
    return <ListingNotFound browseHref={loaderData.browseHref} failed={loaderData.status === "failed"} />;
  }
  const { evaluation, isOwner } = loaderData;
  // 'Prix anormalement bas : méfiez-vous…' is advice to buyers: the seller's own page (rendered for
  // them alone, apart from the page everyone shares: ADR 0035) shows their panel instead.
  const shown = evaluation && !(evaluation.suspicious && isOwner) ? evaluation : null;
  return (
    <ListingDetailPage
      page={loaderData}
      reviewAnswer={actionData && "review" in actionData ? actionData.review : undefined}
      evaluation={shown ? <PriceEvaluationPanel evaluation={shown} country={resolveCountry(loaderData.country)} /> : null}
    />
  );
}
