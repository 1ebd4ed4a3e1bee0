import { CalendarClock, Car, Crown, Download, Eye, KeyRound, MessageCircle, MessagesSquare, Plus, User } from "lucide-react";
import type { ReactNode } from "react";
import { Link, usePageLanguage } from "../components/ui/link.tsx";
import type { Route } from "./+types/dashboard";
import { buttonClass } from "../components/ui/button-class.ts";
import { ListingRow } from "../components/ui/listing-row.tsx";
import { requireUser } from "./guards.server.ts";
import { bookingsHref } from "../features/bookings/bookings-tabs.ts";
import { ProStatisticsPanel } from "../features/dashboard/components/pro-statistics-panel.tsx";
import { dashboard } from "../features/dashboard/dashboard.server.ts";
import { proStatistics } from "../features/dashboard/pro-statistics.server.ts";
import { PRICE_SUFFIX, listingHref, listingStateLabel, listingTitle } from "../features/listings/listing.ts";
import { resolveCountry } from "../lib/countries.ts";
import { formatPrice } from "../lib/money.ts";
import { selectedCountry } from "../server/country-cookie.server.ts";
import { metaI18n } from "../lib/meta-i18n.ts";
import { withMessages } from "../server/i18n.server.ts";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { groupDigits } from "../lib/grouped-number.ts";

export const meta: Route.MetaFunction = ({ matches }) => {
  const i18n = metaI18n(matches);
  return [{ title: i18n._(msg`Tableau de bord — AutoAfrique`) }];
};

async function pageLoader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [{ pro, ...page }, country] = await Promise.all([dashboard(user.id), selectedCountry(request, user.country)]);
  // The advanced statistics are the Pro plan's: not even read for another member.
  const statistics = pro ? await proStatistics(user.id) : null;
  return { ...page, country, firstName: user.firstName, statistics };
}
export const loader = withMessages("routes/dashboard", pageLoader);

function Counter({ icon, label, value, to }: { icon: ReactNode; label: string; value: number; to: string }) {
  const language = usePageLanguage();
  return (
    <Link to={to} className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300">
      <span className="text-brand-600" aria-hidden>
        {icon}
      </span>
      <span className="text-2xl font-bold" data-testid="counter-value">
        {groupDigits(value, language)}
      </span>
      <span className="text-sm text-slate-600">{label}</span>
    </Link>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counters, recent, firstName, statistics } = loaderData;
  const country = resolveCountry(loaderData.country);
  const { t, i18n } = useLingui();
  const language = usePageLanguage();
  const counterList = [
    { icon: <Car size={22} />, label: t`Annonces de vente actives`, value: counters.activeSales, to: "/profile?tab=annonces" },
    { icon: <KeyRound size={22} />, label: t`Annonces de location actives`, value: counters.activeRentals, to: "/profile?tab=annonces" },
    { icon: <Crown size={22} />, label: t`Annonces Premium`, value: counters.premium, to: "/promote" },
    { icon: <Eye size={22} />, label: t`Vues de vos annonces`, value: counters.views, to: "/profile?tab=annonces" },
    { icon: <MessagesSquare size={22} />, label: t`Conversations`, value: counters.conversations, to: "/messages" },
    { icon: <MessageCircle size={22} />, label: t`Messages non lus`, value: counters.unreadMessages, to: "/messages" },
    { icon: <CalendarClock size={22} />, label: t`Demandes de réservation en attente`, value: counters.pendingBookings, to: bookingsHref("recues") },
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0 wrap-anywhere">
          <h1 className="text-2xl font-bold">
            <Trans>Tableau de bord</Trans>
          </h1>
          <p className="text-slate-600">
            <Trans>Bonjour {firstName}, voici l'activité de vos annonces.</Trans>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/sell" className={buttonClass()}>
            <Plus aria-hidden size={18} /> <Trans>Publier une annonce</Trans>
          </Link>
          <Link to="/profile" className={buttonClass({ variant: "outline" })}>
            <User aria-hidden size={18} /> <Trans>Mon profil</Trans>
          </Link>
          {/* A file with one address in every language (a resource route): a plain link the browser downloads. */}
          {recent.length > 0 ? (
            <a href="/dashboard/contacts.csv" download className={buttonClass({ variant: "outline" })}>
              <Download aria-hidden size={18} /> <Trans>Exporter mes contacts</Trans>
            </a>
          ) : null}
        </div>
      </div>
      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t`Compteurs`}>
        {counterList.map((c) => (
          <li key={c.label}>
            <Counter {...c} />
          </li>
        ))}
      </ul>
      <ProStatisticsPanel statistics={statistics} />
      <section aria-labelledby="recent-heading" className="mt-8">
        <h2 id="recent-heading" className="mb-3 text-lg font-semibold">
          <Trans>Annonces récentes</Trans>
        </h2>
        {recent.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
            <p className="text-slate-600">
              <Trans>Vous n'avez pas encore d'annonce.</Trans>
            </p>
            <Link to="/sell" className={buttonClass({ className: "mt-4" })}>
              <Trans>Publier une annonce</Trans>
            </Link>
          </div>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {recent.map((listing) => {
              const views = listing.views;
              return (
                <li key={listing.id}>
                  <ListingRow
                    to={listingHref(listing.kind, listing.id)}
                    cover={listing.cover}
                    title={listingTitle(listing)}
                    end={
                      <span className="flex items-center gap-1 text-sm text-slate-600" aria-label={t`${plural(views, { one: "# vue", other: "# vues" })}`}>
                        <Eye aria-hidden size={16} /> {groupDigits(views, language)}
                      </span>
                    }
                  >
                    {formatPrice(listing.price, country, "XOF", language)}
                    {PRICE_SUFFIX[listing.kind]} · {i18n._(listingStateLabel(listing))}
                  </ListingRow>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
