import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ChevronRight, MessageCircle, Phone } from "lucide-react";
import { useNavigation } from "react-router";
import { Form, Link, usePageLanguage } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { cx } from "../../../components/ui/cx.ts";
import { ListingPhoto } from "../../../components/ui/listing-photo.tsx";
import { PhoneNumber } from "../../../components/ui/phone-number.tsx";
import type { Country } from "../../../lib/countries.ts";
import { formatLongDate } from "../../../lib/long-date.ts";
import { formatExactPrice } from "../../../lib/money.ts";
import { telHref, whatsappHref } from "../../../lib/phone.ts";
import { type BookingStatus, type BookingUserAction, isBookingStatus, statusLabel, userActions } from "../booking-lifecycle.ts";
import type { BookingView } from "../my-bookings.server.ts";

// The colour only echoes the label, which is always written out.
const STATUS_STYLE: Readonly<Record<BookingStatus, string>> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-green-100 text-green-800",
  in_progress: "bg-indigo-100 text-indigo-800",
  returned: "bg-teal-100 text-teal-800",
  disputed: "bg-purple-100 text-purple-800",
  rejected: "bg-red-100 text-red-800",
  cancelled: "bg-slate-200 text-slate-700",
  completed: "bg-blue-100 text-blue-800",
};

const ACTION_BUTTONS: Record<BookingUserAction, { label: MessageDescriptor; variant: "primary" | "outline" | "danger" }> = {
  accept: { label: msg`Accepter`, variant: "primary" },
  refuse: { label: msg`Refuser`, variant: "outline" },
  cancel: { label: msg`Annuler la demande`, variant: "danger" },
};

/**
 * One booking in 'Mes réservations', seen by the renter or by the owner: its dates, total and
 * deposit, the buttons the lifecycle gives them, and the way to its own page.
 */
export function BookingCard({ booking, side, country }: { booking: BookingView; side: "renter" | "owner"; country: Country }) {
  const { i18n } = useLingui();
  const language = usePageLanguage();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("bookingId") === booking.id;
  const status = isBookingStatus(booking.status) ? booking.status : "pending";
  const { listing, counterpart } = booking;
  const title = `${listing.brand} ${listing.model}`;
  const label = i18n._(statusLabel(booking.status));
  const start = formatLongDate(booking.startDate, {}, language);
  const end = formatLongDate(booking.endDate, {}, language);
  const deposit = booking.depositAmount > 0 ? formatExactPrice(booking.depositAmount, country, undefined, language) : null;
  return (
    <article aria-label={`${title}, ${label}`} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-start gap-3">
        <Link to={`/rental/${listing.id}`} className="shrink-0" aria-hidden tabIndex={-1}>
          {listing.cover ? (
            <ListingPhoto cover={listing.cover} className="h-16 w-20 rounded-md object-cover" />
          ) : (
            <div className="h-16 w-20 rounded-md bg-slate-100" />
          )}
        </Link>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Link to={`/rental/${listing.id}`} className="min-w-0 font-semibold text-slate-900 wrap-anywhere hover:text-brand-700">
              {title}
            </Link>
            <span className={cx("rounded-full px-2.5 py-0.5 text-xs font-semibold", STATUS_STYLE[status])}>{label}</span>
          </div>
          <p className="mt-1 text-sm text-slate-700">
            <Trans>
              Du {start} au {end}
            </Trans>{" "}
            · <Plural value={booking.totalDays} one="# jour" other="# jours" />
          </p>
          <p className="text-sm font-semibold text-brand-700">{formatExactPrice(booking.totalPrice, country, undefined, language)}</p>
          {deposit ? (
            <p className="text-sm text-slate-700 wrap-anywhere">
              <Trans>Caution : {deposit}</Trans>
            </p>
          ) : null}
        </div>
      </div>
      {booking.notes ? <p className="mt-3 rounded-md bg-slate-50 p-2 text-sm whitespace-pre-line text-slate-700">{booking.notes}</p> : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <div className="min-w-0 text-sm wrap-anywhere">
          <span className="text-slate-500">{side === "renter" ? <Trans>Propriétaire :</Trans> : <Trans>Locataire :</Trans>} </span>
          <span className="font-medium">{counterpart.name}</span>
          {counterpart.phone ? <PhoneNumber phone={counterpart.phone} className="ms-2 text-slate-600" /> : null}
        </div>
        {counterpart.phone ? (
          <div className="flex gap-2">
            <a href={whatsappHref(counterpart.phone)} target="_blank" rel="noreferrer" className={buttonClass({ variant: "outline", size: "sm" })}>
              <MessageCircle aria-hidden size={16} className="text-green-600" />
              WhatsApp
            </a>
            <a href={telHref(counterpart.phone)} className={buttonClass({ variant: "outline", size: "sm" })}>
              <Phone aria-hidden size={16} />
              <Trans>Appeler</Trans>
            </a>
          </div>
        ) : null}
      </div>
      {userActions(booking.status, side).length > 0 ? (
        <Form method="post" className="mt-3 flex flex-wrap gap-2">
          <input type="hidden" name="bookingId" value={booking.id} />
          {userActions(booking.status, side).map((action) => (
            <button
              key={action}
              type="submit"
              name="action"
              value={action}
              disabled={busy}
              className={buttonClass({ variant: ACTION_BUTTONS[action].variant, size: "sm" })}
            >
              {i18n._(ACTION_BUTTONS[action].label)}
            </button>
          ))}
        </Form>
      ) : null}
      <Link
        to={`/bookings/${booking.id}`}
        className="mt-3 flex items-center justify-end gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        <Trans>Voir la réservation</Trans>
        <ChevronRight aria-hidden size={16} className="rtl:rotate-180" />
      </Link>
    </article>
  );
}
