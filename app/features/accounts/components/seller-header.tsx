import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { MapPin, MessageCircle } from "lucide-react";
import { Link, usePageLanguage } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { countryName, getCountry } from "../../../lib/countries.ts";
import { CITY_LABELS } from "../../../lib/cities.ts";
import { formatLongDate } from "../../../lib/long-date.ts";
import { sellerCardLabel, valueLabel } from "../../../lib/vehicles.ts";
import { Avatar } from "../../../components/ui/avatar.tsx";
import { VerifiedBadge } from "../../../components/ui/verified-badge.tsx";
import type { PublicProfile } from "../public-profile.server.ts";

export interface SellerStats {
  listings: number;
  reviews: number;
  /** The reviews' average as written ("4,3"); meaningless without reviews. */
  average: string;
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex flex-col-reverse rounded-lg bg-slate-50 px-2 py-3">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-xl font-bold">{value}</dd>
    </div>
  );
}

/** The top of a seller's public page: who they are, where, since when, and their counts. */
export function SellerHeader({ profile, stats, contact }: { profile: PublicProfile; stats: SellerStats; contact: boolean }) {
  const { i18n, t } = useLingui();
  const language = usePageLanguage();
  const translate = (descriptor: MessageDescriptor) => i18n._(descriptor);
  const country = getCountry(profile.country);
  const place = [profile.city ? valueLabel(CITY_LABELS, profile.city, translate) : "", country ? countryName(country.code, language) : ""]
    .filter(Boolean)
    .join(", ");
  const since = formatLongDate(profile.memberSince, undefined, language);
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex items-center gap-4">
        <Avatar person={profile} size={56} />
        <div className="min-w-0">
          <h1 className="truncate text-xl font-bold">
            {profile.firstName} {profile.lastName}
          </h1>
          {profile.companyName ? <p className="truncate text-sm text-slate-500">{profile.companyName}</p> : null}
          <span className="mt-1 flex flex-wrap gap-1">
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">{i18n._(sellerCardLabel(profile.userType))}</span>
            {profile.phoneVerified ? <VerifiedBadge label={t`Téléphone vérifié`} /> : null}
          </span>
        </div>
      </div>
      <div className="mt-3 space-y-1 text-sm text-slate-600">
        {place ? (
          <p className="flex items-center gap-1">
            <MapPin aria-hidden size={16} className="shrink-0 text-slate-400" />
            <span className="min-w-0 wrap-anywhere">{place}</span>
          </p>
        ) : null}
        <p>
          <Trans>Membre depuis le {since}</Trans>
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        <Stat label={t`Annonces`} value={stats.listings} />
        <Stat label={t`Note moyenne`} value={stats.reviews > 0 ? stats.average : "–"} />
        <Stat label={t`Avis`} value={stats.reviews} />
      </dl>
      {contact ? (
        <Link to="/messages" className={buttonClass({ size: "lg", block: true, className: "mt-4" })}>
          <MessageCircle aria-hidden size={18} />
          <Trans>Contacter</Trans>
        </Link>
      ) : null}
    </section>
  );
}
