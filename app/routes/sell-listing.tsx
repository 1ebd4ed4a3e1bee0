import type { Route } from "./+types/sell-listing";
import { LimitReached } from "../features/listings/posting/components/listing-form-frame.tsx";
import { LISTING_FORM_TITLES, ListingForm } from "../features/listings/posting/components/listing-form.tsx";
import { SIGN_IN_REASON, postingPage } from "../features/listings/posting/posting-page.server.ts";
import { submitListing } from "../features/listings/posting/submit-listing.server.ts";
import type { ListingKind } from "../features/listings/listing.ts";
import { resolveCountry } from "../lib/countries.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { pathWithoutLanguage } from "../lib/language.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { requireUser } from "./guards.server.ts";
import { listingSubmitAnswer } from "./listing-submit.server.ts";
import { useLingui } from "@lingui/react/macro";

/** One module serves /sell/vendre (a sale) and /sell/louer (a rental): the path says which. */
const kindOf = (request: Request): ListingKind => (pathWithoutLanguage(new URL(request.url).pathname).startsWith("/sell/louer") ? "rental" : "sale");

export const meta: Route.MetaFunction = (args) => {
  const title = metaI18n(args.matches)._(LISTING_FORM_TITLES[args.loaderData?.kind ?? "sale"]);
  return [{ title: `${title} — AutoAfrique` }];
};

async function pageLoader({ request }: Route.LoaderArgs) {
  const kind = kindOf(request);
  const user = await requireUser(request, SIGN_IN_REASON[kind]);
  return postingPage(request, user, kind);
}
export const loader = withMessages("routes/sell-listing", pageLoader);

async function pageAction({ request }: Route.ActionArgs) {
  const kind = kindOf(request);
  const user = await requireUser(request, SIGN_IN_REASON[kind]);
  return listingSubmitAnswer(await submitListing(request, user, kind));
}
export const action = inPageLanguage(pageAction);

export default function SellListing({ loaderData, actionData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  if (loaderData.limitReached && !actionData) return <LimitReached title={i18n._(LISTING_FORM_TITLES[loaderData.kind])} />;
  return (
    <ListingForm
      key={actionData?.attempt ?? "new"}
      kind={loaderData.kind}
      currency={resolveCountry(loaderData.country)}
      defaultCountry={loaderData.country}
      state={actionData}
    />
  );
}
