import type { Route } from "./+types/sell-listing";
import { LimitReached } from "../features/listings/posting/components/listing-form-frame.tsx";
import { RentalListingForm } from "../features/listings/posting/components/rental-listing-form.tsx";
import { SaleListingForm } from "../features/listings/posting/components/sale-listing-form.tsx";
import { postingPage } from "../features/listings/posting/posting-page.server.ts";
import { submitListing } from "../features/listings/posting/submit-listing.server.ts";
import type { ListingKind } from "../features/listings/listing.ts";
import { resolveCountry } from "../lib/countries.ts";

/** One module serves /sell/vendre (a sale) and /sell/louer (a rental): the path says which. */
const kindOf = (request: Request): ListingKind => (new URL(request.url).pathname.startsWith("/sell/louer") ? "rental" : "sale");

const PAGES = {
  sale: { title: "Vendre mon véhicule", Form: SaleListingForm },
  rental: { title: "Louer mon véhicule", Form: RentalListingForm },
} as const;

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${PAGES[loaderData?.kind ?? "sale"].title} — AutoAfrique` }];

export const loader = ({ request }: Route.LoaderArgs) => postingPage(request, kindOf(request));

export const action = ({ request }: Route.ActionArgs) => submitListing(request, kindOf(request));

export default function SellListing({ loaderData, actionData }: Route.ComponentProps) {
  const { title, Form } = PAGES[loaderData.kind];
  if (loaderData.limitReached && !actionData) return <LimitReached title={title} />;
  return (
    <Form
      key={actionData?.attempt ?? "new"}
      currency={resolveCountry(loaderData.country)}
      defaultCountry={loaderData.country}
      state={actionData}
    />
  );
}
