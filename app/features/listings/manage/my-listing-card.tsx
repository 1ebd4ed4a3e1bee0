import { Pencil, Trash2 } from "lucide-react";
import { Form, Link } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { ListingPhoto } from "../../../components/ui/listing-photo.tsx";
import type { Country } from "../../../lib/countries.ts";
import { formatLongDate } from "../../../lib/long-date.ts";
import { formatPrice } from "../../../lib/money.ts";
import { PRICE_SUFFIX, editListingHref, listingHref, listingStateLabel } from "../listing.ts";
import type { OwnListing } from "../my-listings.server.ts";
import { PremiumBadge } from "../components/premium-badge.tsx";
import { ProBadge } from "../components/pro-badge.tsx";
import { myListingButtons } from "./my-listing-actions.ts";
import { BULK_FORM_ID, BULK_IDS_FIELD } from "./bulk-listing-actions.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { usePageLanguage } from "../../../components/ui/link.tsx";

/**
 * One of the owner's listings in 'Mes Annonces', with what its state allows. Deleting asks first:
 * the 'Supprimer' link opens the confirmation (a page state, so it works before JavaScript).
 */
export function MyListingCard({
  listing,
  country,
  confirmingDelete,
  selected,
}: {
  listing: OwnListing;
  country: Country;
  confirmingDelete: boolean;
  /** Its 'Sélectionner' box starts ticked ('Tout sélectionner'). */
  selected: boolean;
}) {
  const { i18n } = useLingui();
  const language = usePageLanguage();
  const suffix = PRICE_SUFFIX[listing.kind];
  const state = i18n._(listingStateLabel(listing));
  const endsOn = formatLongDate(listing.expiresAt, undefined, language);
  const title = `${listing.brand} ${listing.model}`;
  const fullTitle = `${title} ${listing.year}`;
  const hidden = (
    <>
      <input type="hidden" name="intent" value="listing" />
      <input type="hidden" name="listingId" value={listing.id} />
      <input type="hidden" name="kind" value={listing.kind} />
    </>
  );
  return (
    <article aria-label={title} className="rounded-xl border border-slate-200 bg-white p-3">
      {/* Part of the action bar's form, which stands above the cards (a card holds forms of its own). */}
      <label className="mb-2 flex w-fit items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" name={BULK_IDS_FIELD} value={listing.id} form={BULK_FORM_ID} defaultChecked={selected} className="size-4 accent-brand-600" />
        <span>
          <Trans>
            Sélectionner <span className="sr-only">{fullTitle}</span>
          </Trans>
        </span>
      </label>
      <div className="flex gap-3">
        <Link to={listingHref(listing.kind, listing.id)} className="shrink-0" tabIndex={-1} aria-hidden>
          {listing.cover ? (
            <ListingPhoto cover={listing.cover} className="h-16 w-20 rounded-md object-cover" />
          ) : (
            <div className="h-16 w-20 rounded-md bg-slate-100" />
          )}
        </Link>
        <div className="min-w-0 flex-1">
          <Link to={listingHref(listing.kind, listing.id)} className="font-semibold hover:text-brand-700">
            {title} {listing.year}
          </Link>
          {listing.sellerPro ? (
            <span className="ms-2 align-middle">
              <ProBadge />
            </span>
          ) : null}
          {/* What the promotion bought is seen where the seller manages the car. */}
          {listing.promoted ? (
            <span className="ms-2 align-middle">
              <PremiumBadge />
            </span>
          ) : null}
          <div className="text-sm font-semibold text-brand-700">
            {/* The exact XOF beside the rounded words ('3,7 millions CFA'): what a price change moved. */}
            <data value={listing.price} data-testid="my-listing-price">
              {formatPrice(listing.price, country, "XOF", language)}
            </data>
            {suffix ? i18n._(suffix) : null}
          </div>
          <p className="text-xs text-slate-500">
            {listing.kind === "sale" ? <Trans>Vente</Trans> : <Trans>Location</Trans>} · <span data-testid="my-listing-state">{state}</span>
            {listing.status === "active" && !listing.hiddenReason ? (
              <>
                {" · "}
                <Trans>jusqu'au {endsOn}</Trans>
              </>
            ) : null}
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
        <Link to={editListingHref(listing.id)} className={buttonClass({ variant: "outline", size: "sm" })}>
          <Pencil aria-hidden size={14} /> <Trans>Modifier</Trans>
        </Link>
        {listing.status === "active" && listing.available ? (
          <Link to={`/promote?annonce=${listing.id}`} className={buttonClass({ variant: "secondary", size: "sm" })}>
            <Trans>Promouvoir</Trans>
          </Link>
        ) : null}
        {myListingButtons(listing).map((button) => (
          <Form key={button.action} method="post">
            {hidden}
            <button type="submit" name="listingAction" value={button.action} className={buttonClass({ variant: "outline", size: "sm" })}>
              {i18n._(button.label)}
            </button>
          </Form>
        ))}
        <Link to={`?tab=annonces&supprimer=${listing.id}#annonce-${listing.id}`} preventScrollReset className={buttonClass({ variant: "danger", size: "sm" })}>
          <Trash2 aria-hidden size={14} /> <Trans>Supprimer</Trans>
        </Link>
      </div>
      {confirmingDelete ? (
        // Opened at its anchor: its scroll margin keeps the question below the fixed header (3.5 rem) with room to spare.
        <Form method="post" id={`annonce-${listing.id}`} className="mt-3 space-y-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {hidden}
          <p>
            <Trans>Supprimer définitivement l'annonce « {title} » ? Elle disparaîtra du site.</Trans>
          </p>
          <div className="flex gap-2">
            <button
              type="submit"
              name="listingAction"
              value="delete"
              className={buttonClass({ size: "sm", className: "bg-red-600 text-white hover:bg-red-700" })}
            >
              <Trans>Confirmer la suppression</Trans>
            </button>
            <Link to="?tab=annonces" preventScrollReset className={buttonClass({ variant: "outline", size: "sm" })}>
              <Trans>Annuler</Trans>
            </Link>
          </div>
        </Form>
      ) : null}
    </article>
  );
}
