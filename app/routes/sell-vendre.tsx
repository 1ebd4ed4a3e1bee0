import type { Route } from "./+types/sell-vendre";
import { LimitReached } from "../features/listings/posting/components/listing-form-frame.tsx";
import { SaleListingForm } from "../features/listings/posting/components/sale-listing-form.tsx";
import { postingPage } from "../features/listings/posting/posting-page.server.ts";
import { SIGN_IN_TO_POST } from "../features/listings/posting/posting-rules.ts";
import { submitListing } from "../features/listings/posting/submit-listing.server.ts";
import { resolveCountry } from "../lib/countries.ts";

export const meta: Route.MetaFunction = () => [{ title: "Vendre mon véhicule — AutoAfrique" }];

export const loader = ({ request }: Route.LoaderArgs) => postingPage(request, SIGN_IN_TO_POST);

export const action = ({ request }: Route.ActionArgs) => submitListing(request, "sale");

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.limitReached && !actionData) return <LimitReached title="Vendre mon véhicule" />;
  return (
    <SaleListingForm
      key={actionData?.attempt ?? "new"}
      currency={resolveCountry(loaderData.country)}
      defaultCountry={loaderData.country}
      state={actionData}
    />
  );
}
