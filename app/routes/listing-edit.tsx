import { data } from "react-router";
import type { Route } from "./+types/listing-edit";
import { OutcomeWithHomeLink } from "../components/ui/outcome.tsx";
import { ListingForm } from "../features/listings/posting/components/listing-form.tsx";
import { editFormValues } from "../features/listings/posting/edit-values.ts";
import { submitListing } from "../features/listings/posting/submit-listing.server.ts";
import { EDIT_MESSAGES, editableListing } from "../features/listings/posting/update-listing.server.ts";
import { requireUser } from "./guards.server.ts";
import { listingSubmitAnswer } from "./listing-submit.server.ts";
import { resolveCountry } from "../lib/countries.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { msg } from "@lingui/core/macro";

export const meta: Route.MetaFunction = (args) => [{ title: metaI18n(args.matches)._(msg`Modifier l'annonce — AutoAfrique`) }];

/** /annonces/{id}/modifier: the owner's listing in the posting form; anyone else's is "not found". */
async function pageLoader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const listing = await editableListing(user.id, params.id);
  if (!listing) return data({ found: false as const, message: EDIT_MESSAGES.notFound }, { status: 404 });
  const country = await selectedCountry(request, user.country);
  const values = editFormValues(listing, resolveCountry(country));
  return { found: true as const, id: listing.id, kind: listing.kind, country, values, photos: listing.images };
}
export const loader = withMessages("routes/listing-edit", pageLoader);

async function pageAction({ request, params }: Route.ActionArgs) {
  const user = await requireUser(request);
  const listing = await editableListing(user.id, params.id);
  return listingSubmitAnswer(await submitListing(request, user, listing?.kind ?? "sale", listing?.id ?? params.id));
}
export const action = inPageLanguage(pageAction);

export default function ListingEdit({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) {
    // Not the detail pages' not-found: that one stays in their own chunk.
    return (
      <div className="mx-auto max-w-md px-4 py-16 text-center">
        <OutcomeWithHomeLink ok={false} message={loaderData.message} />
      </div>
    );
  }
  const state = actionData ?? { attempt: "edit", values: loaderData.values, errors: {}, photos: loaderData.photos };
  return (
    <ListingForm
      key={state.attempt}
      kind={loaderData.kind}
      currency={resolveCountry(loaderData.country)}
      defaultCountry={loaderData.values.country as string}
      state={state}
      editing
    />
  );
}
