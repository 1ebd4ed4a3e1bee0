import type { Route } from "./+types/sell-louer";
import { SIGN_IN_REQUIRED } from "../features/accounts/session.server.ts";
import { LimitReached } from "../features/listings/posting/components/listing-form-frame.tsx";
import { RentalListingForm } from "../features/listings/posting/components/rental-listing-form.tsx";
import { postingPage } from "../features/listings/posting/posting-page.server.ts";
import { submitListing } from "../features/listings/posting/submit-listing.server.ts";
import { resolveCountry } from "../lib/countries.ts";

export const meta: Route.MetaFunction = () => [{ title: "Louer mon véhicule — AutoAfrique" }];

export const loader = ({ request }: Route.LoaderArgs) => postingPage(request, SIGN_IN_REQUIRED);

export const action = ({ request }: Route.ActionArgs) => submitListing(request, "rental");

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.limitReached && !actionData) return <LimitReached title="Louer mon véhicule" />;
  return (
    <RentalListingForm
      key={actionData?.attempt ?? "new"}
      currency={resolveCountry(loaderData.country)}
      defaultCountry={loaderData.country}
      state={actionData}
    />
  );
}
