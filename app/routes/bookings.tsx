import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarDays } from "lucide-react";
import { Link } from "../components/ui/link.tsx";
import type { Route } from "./+types/bookings";
import { buttonClass } from "../components/ui/button-class.ts";
import { LinkTabs } from "../components/ui/link-tabs.tsx";
import { requireUser } from "./guards.server.ts";
import { BOOKING_MESSAGES } from "../features/bookings/booking-rules.ts";
import { changeBookingStatus } from "../features/bookings/booking-status.server.ts";
import { BOOKINGS_TABS, type BookingsTab, bookingsHref } from "../features/bookings/bookings-tabs.ts";
import { BookingCard } from "../features/bookings/components/booking-card.tsx";
import { freshBrowseHref } from "../features/listings/browse-query.ts";
import { type BookingView, myBookings } from "../features/bookings/my-bookings.server.ts";
import { isBookingUserAction } from "../features/bookings/booking-lifecycle.ts";
import { resolveCountry } from "../lib/countries.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { readForm } from "../server/read-form.server.ts";
import { redirectWithToast } from "../server/toast.server.ts";
import { inPageLanguage, requestLanguage, serverI18n, withMessages } from "../server/i18n.server.ts";

const PAGE_TITLE = /*i18n*/ "Mes réservations — AutoAfrique";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.pageTitle ?? PAGE_TITLE }];

async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [country, bookings] = await Promise.all([selectedCountry(request, user.country), myBookings(user.id)]);
  const asked = new URL(request.url).searchParams.get("tab");
  // Spec: the received tab opens first while a received request waits for an answer.
  const waiting = bookings.asOwner.filter((b) => b.status === "pending").length;
  const tab: BookingsTab = asked === "locations" || asked === "recues" ? asked : waiting > 0 ? "recues" : "locations";
  return { ...bookings, waiting, tab, country, pageTitle: PAGE_TITLE };
}
export const loader = withMessages("routes/bookings", pageLoader);

const DONE: Record<string, string> = {
  accept: /*i18n*/ "Réservation confirmée",
  refuse: /*i18n*/ "Demande refusée",
  cancel: /*i18n*/ "Demande annulée",
};

/** Accepter, Refuser (the owner) and Annuler (the renter): the lifecycle decides, whoever posts. */
async function pageAction({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const action = form.get("action");
  const bookingId = form.get("bookingId");
  const back = bookingsHref(action === "cancel" ? "locations" : "recues");
  // The toast crosses a redirect: it is put in the page's language here.
  const say = serverI18n(requestLanguage(request));
  const result =
    isBookingUserAction(action) && typeof bookingId === "string"
      ? await changeBookingStatus(user.id, bookingId, action)
      : { ok: false as const, error: BOOKING_MESSAGES.statusFailed };
  if (!result.ok || !isBookingUserAction(action)) {
    return redirectWithToast(back, { type: "error", title: say._(BOOKING_MESSAGES.statusFailed) });
  }
  return redirectWithToast(back, { type: "success", title: DONE[action] ? say._(DONE[action]) : "" });
}
export const action = inPageLanguage(pageAction);

function BookingList({ bookings, side, country }: { bookings: BookingView[]; side: "renter" | "owner"; country: ReturnType<typeof resolveCountry> }) {
  if (bookings.length === 0) {
    return (
      <div className="py-10 text-center">
        <CalendarDays aria-hidden size={48} className="mx-auto text-slate-300" />
        <p className="mt-3 text-slate-600">
          {side === "renter" ? <Trans>Vous n'avez aucune location.</Trans> : <Trans>Vous n'avez reçu aucune demande de réservation.</Trans>}
        </p>
        <Link to={freshBrowseHref("rental")} className={buttonClass({ className: "mt-5" })}>
          <Trans>Voir les véhicules à louer</Trans>
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} side={side} country={country} />
        </li>
      ))}
    </ul>
  );
}

export default function Bookings({ loaderData }: Route.ComponentProps) {
  const { asRenter, asOwner, waiting, tab } = loaderData;
  const country = resolveCountry(loaderData.country);
  const [renterTab, ownerTab] = BOOKINGS_TABS;
  const { t, i18n } = useLingui();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold">
        <Trans>Mes réservations</Trans>
      </h1>
      <LinkTabs
        key={tab}
        label={t`Mes réservations`}
        initial={tab}
        tabs={[
          { id: renterTab.id, label: i18n._(renterTab.label), content: <BookingList bookings={asRenter} side="renter" country={country} /> },
          {
            id: ownerTab.id,
            label: (
              <>
                {i18n._(ownerTab.label)}
                {waiting > 0 ? (
                  <span
                    className="ms-1.5 rounded-full bg-brand-600 px-1.5 py-0.5 text-xs text-white"
                    aria-label={t`${plural(waiting, { one: "# en attente", other: "# en attente" })}`}
                  >
                    {waiting}
                  </span>
                ) : null}
              </>
            ),
            content: <BookingList bookings={asOwner} side="owner" country={country} />,
          },
        ]}
      />
    </div>
  );
}
