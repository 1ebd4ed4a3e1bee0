import { Maximize2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { TapToShowPhoto, useDataSaver } from "../../../components/ui/data-saver.tsx";
import { useHydrated } from "../../../components/ui/use-hydrated.ts";
import { StaticContent } from "../../../components/ui/static-content.tsx";
import { Link } from "../../../components/ui/link.tsx";
import { DeferredImage } from "../../../components/ui/deferred-image.tsx";
import { useImageUrls } from "../../../components/ui/image-urls.tsx";
import type { ImageWidth } from "../../../lib/images.ts";
import { formatPrice } from "../../../lib/money.ts";
import type { Country } from "../../../lib/countries.ts";
import { type ListingSummary, PRICE_SUFFIX, listingHref } from "../listing.ts";
import { PremiumBadge } from "./premium-badge.tsx";
import { ProBadge } from "./pro-badge.tsx";
import { DealBadge } from "../../pricing/components/deal-badge.tsx";
import { useLingui } from "@lingui/react/macro";
import { usePageLanguage } from "../../../components/ui/link.tsx";
import { groupDigits } from "../../../lib/grouped-number.ts";
import { CITY_LABELS } from "../../../lib/cities.ts";
import { useValueLabel } from "../../../components/ui/value-label.ts";

/** Card widths served: 400 px for phones, 800 px for dense screens. */
export const CARD_IMAGE_WIDTHS: readonly ImageWidth[] = [400, 800];
/**
 * On a phone the card is ~92vw, but it is chosen as if 130 px wide: the 400-px photo whatever the
 * screen's density (a 390-px phone at 3× would take the 800-px one, three times the bytes). A card's
 * photo then costs at most 40 KB on a data plan, and the first view stays within its budget (ADR 0030).
 */
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 130px";

/**
 * The photo's box: 16:9 on a phone, so that a card takes about a third of its screen and two show
 * at once (a 4:3 card was nearly half a 390×844 screen); 4:3 in the grids of wider screens. Only
 * its height changes: the width, hence `sizes` and the variant fetched, stay the same.
 */
const PHOTO_BOX = "aspect-[16/9] sm:aspect-[4/3]";

/** A card's title is a heading one level under what holds the grid (ListingGrid's `headingLevel`). */
export type CardHeadingLevel = 2 | 3;

/**
 * A card's words: its name, facts and price. A component of its own so that a card kept as loaded
 * (ADR 0062) formats no number at start: its body runs only when the words are rendered.
 */
function CardWords({ listing, country, headingLevel }: { listing: ListingSummary; country: Country; headingLevel: CardHeadingLevel }) {
  const { i18n } = useLingui();
  const language = usePageLanguage();
  const label = useValueLabel();
  const suffix = PRICE_SUFFIX[listing.kind];
  const Title = headingLevel === 2 ? "h2" : "h3";
  return (
    <>
      <Title className="flex items-center gap-2 font-semibold">
        <span className="truncate">{`${listing.brand} ${listing.model}`}</span>
        {listing.sellerPro ? <ProBadge /> : null}
      </Title>
      <p className="text-sm text-slate-500 wrap-anywhere">
        {/* Each fact isolated: in Arabic, "183.500 km" stays one run beside the words around it. */}
        <bdi>{listing.year}</bdi>
        {" · "}
        <bdi>{`${groupDigits(listing.mileage, language)} km`}</bdi>
        {" · "}
        <bdi>{label(CITY_LABELS, listing.city)}</bdi>
      </p>
      <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 sm:mt-1 sm:block">
        <p data-testid="price" className="text-lg font-bold text-brand-600">
          {formatPrice(listing.price, country, "XOF", language)}
          {suffix ? <span className="text-sm font-medium text-slate-500">{i18n._(suffix)}</span> : null}
        </p>
        {listing.deal ? <DealBadge deal={listing.deal} className="sm:mt-1" /> : null}
      </div>
    </>
  );
}

/** The attribute naming a card's photo button: the gallery gives it the focus back when it closes. */
export const CARD_PHOTO_ATTRIBUTE = "data-card-photo";
export function cardPhotoSelector(listing: Pick<ListingSummary, "kind" | "id">): string {
  return `[${CARD_PHOTO_ATTRIBUTE}="${listing.kind}:${listing.id}"]`;
}

/**
 * A listing in a grid. `eager` for the first cards above the fold; `action` is a slot over the
 * photo (the favourite toggle) kept outside the link so it is its own control. A promoted listing
 * carries 'Premium' over its photo's corner, wherever its card is shown.
 */
export function ListingCard({
  listing,
  country,
  eager = false,
  action,
  onOpenPhotos,
  headingLevel = 3,
}: {
  listing: ListingSummary;
  country: Country;
  eager?: boolean;
  action?: ReactNode;
  /**
   * Once the page runs, the photo becomes a button opening the full-screen gallery; before, it is
   * part of the card's link to the listing's page.
   */
  onOpenPhotos?: (listing: ListingSummary) => void;
  headingLevel?: CardHeadingLevel;
}) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const language = usePageLanguage();
  const urls = useImageUrls();
  const saver = useDataSaver(eager);
  const [tapped, setTapped] = useState(false);
  const cover = listing.cover;
  const title = `${listing.brand} ${listing.model}`;
  const name = `${title} ${listing.year}`;
  // With the data saver, the photo waits for a tap, then comes at its smallest width alone (ADR 0046).
  const waiting = saver && cover !== null && !tapped;
  // The first cards' photo comes at once; the others' when scrolled near (ADR 0030).
  const photo = cover
    ? {
        src: urls.src(cover, 400),
        srcSet: urls.srcSet(cover, CARD_IMAGE_WIDTHS),
        sizes: CARD_IMAGE_SIZES,
        alt: name,
        width: 400,
        height: 300,
        decoding: "async" as const,
        className: "h-full w-full object-cover",
      }
    : null;
  return (
    <article className="relative min-w-0 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <Link to={listingHref(listing.kind, listing.id)} className="block">
        <div className={`relative ${PHOTO_BOX} bg-slate-200`}>
          {!photo || waiting ? null : saver ? (
            <img {...photo} srcSet={undefined} sizes={undefined} />
          ) : eager ? (
            <img {...photo} loading="eager" fetchPriority="high" />
          ) : (
            <DeferredImage {...photo} loading="lazy" />
          )}
        </div>
        {/* Tight on a phone (the price and its rating share a line there); the grid's roomier padding from 640 px. */}
        <StaticContent className="px-3 pt-2 pb-2.5 sm:p-3" deps={[listing, country, language, headingLevel]}>
          <CardWords listing={listing} country={country} headingLevel={headingLevel} />
        </StaticContent>
      </Link>
      {onOpenPhotos && photo && !waiting && hydrated ? (
        // Laid over the photo, outside the card's link: a control of its own, under the card's other controls.
        <button
          type="button"
          {...{ [CARD_PHOTO_ATTRIBUTE]: `${listing.kind}:${listing.id}` }}
          onClick={() => onOpenPhotos(listing)}
          aria-label={t`Voir les photos de ${name}`}
          aria-haspopup="dialog"
          className={`group absolute inset-x-0 top-0 ${PHOTO_BOX} focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-600`}
        >
          <span className="absolute end-2 bottom-2 flex h-7 w-7 items-center justify-center rounded-full bg-black/60 text-white group-hover:bg-black/75">
            <Maximize2 aria-hidden size={14} />
          </span>
        </button>
      ) : null}
      {waiting && photo ? <TapToShowPhoto href={photo.src} onShow={() => setTapped(true)} className={`absolute inset-x-0 top-0 ${PHOTO_BOX}`} /> : null}
      {listing.promoted ? <PremiumBadge className="pointer-events-none absolute start-2 top-2" /> : null}
      {action ? <div className="absolute end-2 top-2">{action}</div> : null}
    </article>
  );
}
