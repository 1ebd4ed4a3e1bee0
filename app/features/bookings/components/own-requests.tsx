import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link, usePageLanguage } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { cx } from "../../../components/ui/cx.ts";
import { useHydrated } from "../../../components/ui/use-hydrated.ts";
import type { Country } from "../../../lib/countries.ts";
import { formatLongDate } from "../../../lib/long-date.ts";
import { formatExactPrice } from "../../../lib/money.ts";
import type { SentRequest } from "../booking-action.server.ts";
import type { OwnRange } from "../booking-calendar.ts";
import { statusLabel } from "../booking-lifecycle.ts";
import { BOOKING_MESSAGES } from "../booking-rules.ts";

/** The renter's side of 'Mes réservations'. */
const MY_BOOKINGS = "/bookings?tab=locations";

/** A booking's status as 'Mes réservations' shows it: 'En attente' on amber, 'Confirmée' on green. */
export const OWN_STATUS_STYLE: Readonly<Record<OwnRange["status"], string>> = {
  pending: "bg-amber-100 text-amber-900",
  confirmed: "bg-green-100 text-green-800",
};

function StatusBadge({ status }: { status: OwnRange["status"] }) {
  const { i18n } = useLingui();
  return <span className={cx("rounded-full px-2.5 py-0.5 text-xs font-semibold", OWN_STATUS_STYLE[status])}>{i18n._(statusLabel(status))}</span>;
}

/**
 * The member's own requests and bookings on this rental, under its calendar (where their days read
 * 'Votre demande' or 'Votre réservation'): their dates and status, and the way to manage them.
 */
export function OwnRequests({ mine }: { mine: readonly OwnRange[] }) {
  const language = usePageLanguage();
  if (mine.length === 0) return null;
  return (
    <section aria-labelledby="own-requests-title" className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      <h3 id="own-requests-title" className="font-semibold text-slate-900">
        <Trans>Vos demandes pour ce véhicule</Trans>
      </h3>
      <ul className="mt-2 space-y-1.5">
        {mine.map((range) => {
          const start = formatLongDate(range.start, {}, language);
          const end = formatLongDate(range.end, {}, language);
          return (
            <li key={range.start} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-slate-700">
                <Trans>
                  Du {start} au {end}
                </Trans>
              </span>
              <StatusBadge status={range.status} />
            </li>
          );
        })}
      </ul>
      <Link to={MY_BOOKINGS} className="mt-2 inline-block font-semibold text-brand-700 underline">
        <Trans>Voir mes réservations</Trans>
      </Link>
    </section>
  );
}

/**
 * What the 'Réserver' tab says once a request is sent, in place of the form: that it was sent, its
 * dates, total and status ('En attente' until the owner answers), the way to 'Mes réservations',
 * and to ask for other dates (a link to the page's form without JavaScript, the form again with it).
 */
export function SentRequestPanel({
  request,
  country,
  again,
  onAgain,
  ref,
}: {
  request: SentRequest;
  country: Country;
  again: string;
  onAgain: () => void;
  ref?: React.Ref<HTMLElement>;
}) {
  const { i18n } = useLingui();
  const language = usePageLanguage();
  const hydrated = useHydrated();
  const start = formatLongDate(request.startDate, {}, language);
  const end = formatLongDate(request.endDate, {}, language);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="booking-sent-title"
      data-testid="booking-sent"
      className="space-y-3 rounded-lg border border-green-200 bg-green-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <h2 id="booking-sent-title" className="text-lg font-semibold text-green-900">
        {i18n._(BOOKING_MESSAGES.sentTitle)}
      </h2>
      <p className="text-sm text-slate-800">{i18n._(BOOKING_MESSAGES.sent)}</p>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 rounded-md bg-white p-3 text-sm">
        <dt className="text-slate-600">
          <Trans>Dates</Trans>
        </dt>
        <dd className="text-slate-900">
          <Trans>
            Du {start} au {end}
          </Trans>{" "}
          · <Plural value={request.totalDays} one="# jour" other="# jours" />
        </dd>
        <dt className="text-slate-600">
          <Trans>Total</Trans>
        </dt>
        <dd className="font-semibold text-brand-700">{formatExactPrice(request.totalPrice, country, undefined, language)}</dd>
        <dt className="text-slate-600">
          <Trans>Statut</Trans>
        </dt>
        <dd>
          <StatusBadge status={request.status} />
        </dd>
      </dl>
      <p className="text-sm text-slate-700">
        <Trans>Suivez-la, ou annulez-la, dans Mes réservations. Aucun paiement avant la confirmation du propriétaire.</Trans>
      </p>
      <div className="flex flex-col gap-2">
        <Link to={MY_BOOKINGS} className={buttonClass({ block: true })}>
          <Trans>Voir mes réservations</Trans>
        </Link>
        <Link
          to={again}
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            onAgain();
          }}
          className={buttonClass({ variant: "outline", block: true })}
        >
          <Trans>Demander d'autres dates</Trans>
        </Link>
      </div>
    </section>
  );
}
