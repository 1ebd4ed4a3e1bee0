import type { Route } from "./+types/rental-detail";
import { listingDetailAction, listingDetailHeaders, loadListingDetail } from "./listing-detail-page.server.ts";
import { ListingDetailPage, listingDetailMeta } from "./listing-detail-page.tsx";
import { ListingNotFound } from "../features/listings/detail/components/listing-not-found.tsx";
import { BookingForm } from "../features/bookings/components/booking-form.tsx";
import { usePersonalBits } from "../shell/personal-bits.tsx";
import { resolveCountry } from "../lib/countries.ts";
import { inPageLanguage, withMessages } from "../server/i18n.server.ts";

// A rental's page at /rental/{id}. Its booking form is imported here, not loaded lazily: a lazy
// component is a Suspense boundary, which React streams apart from the page (hidden, then moved in
// by a script), so the form would be missing before JavaScript and shown twice while hydrating.
// Being this route's own code, it is still not downloaded by sale pages.

export const meta: Route.MetaFunction = (args) => listingDetailMeta(args);

async function pageLoader({ request, params }: Route.LoaderArgs) {
  return loadListingDetail(request, "rental", params.id);
}
export const loader = withMessages("routes/rental-detail", pageLoader);

export const headers = listingDetailHeaders;

async function pageAction({ request, params }: Route.ActionArgs) {
  return listingDetailAction(request, "rental", params.id);
}
export const action = inPageLanguage(pageAction);

export default function RentalDetail({ loaderData, actionData }: Route.ComponentProps) {
  // The page is shared by every member (ADR 0035): whether someone is signed in comes from the shell.
  const { member } = usePersonalBits();
  if (loaderData.status !== "found") {
    return <ListingNotFound browseHref={loaderData.browseHref} failed={loaderData.status === "failed"} />;
  }
  const { listing, calendar, bookingSignIn } = loaderData;
  return (
    <ListingDetailPage
      page={loaderData}
      reviewAnswer={actionData && "review" in actionData ? actionData.review : undefined}
      booking={
        <BookingForm
          listingId={listing.id}
          pricePerDay={listing.price}
          country={resolveCountry(loaderData.country)}
          today={calendar.today}
          taken={calendar.taken}
          maxStayDays={calendar.maxStayDays}
          answer={actionData && "booking" in actionData ? actionData.booking : undefined}
          signInHref={bookingSignIn}
          member={member}
          // The owner's terms are the listing's, the same for everyone: the shared page may hold them.
          terms={{ licenceRequired: listing.licenceRequired, depositAmount: listing.depositAmount }}
        />
      }
    />
  );
}
