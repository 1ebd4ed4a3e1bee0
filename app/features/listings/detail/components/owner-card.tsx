import { MessageCircle, Phone } from "lucide-react";
import { Link } from "../../../../components/ui/link.tsx";
import { Avatar } from "../../../../components/ui/avatar.tsx";
import { buttonClass } from "../../../../components/ui/button-class.ts";
import { PhoneNumber } from "../../../../components/ui/phone-number.tsx";
import { VerifiedBadge } from "../../../../components/ui/verified-badge.tsx";
import { sellerCardLabel } from "../../../../lib/vehicles.ts";
import type { ListingOwner } from "../detail.server.ts";
import { telHref, whatsappHref } from "../../../../lib/phone.ts";
import { useLingui } from "@lingui/react/macro";

/**
 * The seller's (or rental owner's) card: who they are, how to call them, their other listings.
 * Without `contact` (the vehicle is sold or lent out), no call or WhatsApp button.
 */
export function OwnerCard({
  owner,
  heading,
  allListingsLabel,
  contact = true,
}: {
  owner: ListingOwner;
  heading: string;
  allListingsLabel: string;
  contact?: boolean;
}) {
  const { i18n, t } = useLingui();
  const profile = `/profile/${owner.id}`;
  return (
    <section aria-labelledby="owner-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="owner-heading" className="text-sm font-semibold text-slate-500">
        {heading}
      </h2>
      <Link to={profile} className="mt-3 flex items-center gap-3">
        <Avatar person={owner} size={56} />
        <span className="min-w-0">
          <span className="block truncate font-semibold">
            {owner.firstName} {owner.lastName}
          </span>
          {owner.companyName ? <span className="block truncate text-sm text-slate-500">{owner.companyName}</span> : null}
          <span className="mt-1 flex flex-wrap gap-1">
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">{i18n._(sellerCardLabel(owner.userType))}</span>
            {owner.phoneVerified ? <VerifiedBadge label={t`Téléphone vérifié`} /> : null}
          </span>
        </span>
      </Link>
      {contact && owner.phone ? (
        <div className="mt-4 flex gap-2">
          <a href={telHref(owner.phone)} className={buttonClass({ variant: "outline", size: "sm", className: "min-w-0 flex-1" })}>
            <Phone aria-hidden size={16} />
            <PhoneNumber phone={owner.phone} className="truncate" />
          </a>
          <a
            href={whatsappHref(owner.phone)}
            target="_blank"
            rel="noopener noreferrer"
            className="flex shrink-0 items-center justify-center gap-1.5 rounded-md bg-green-700 px-3 py-2.5 text-sm font-medium text-white hover:bg-green-800"
          >
            <MessageCircle aria-hidden size={16} />
            WhatsApp
          </a>
        </div>
      ) : null}
      <Link to={profile} className={buttonClass({ variant: "secondary", size: "sm", block: true, className: "mt-2" })}>
        {allListingsLabel}
      </Link>
    </section>
  );
}
