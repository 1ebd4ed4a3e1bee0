import { Link } from "react-router";
import { srcSetFor, variantUrlFor } from "../../../lib/images.ts";
import { formatPrice } from "../../../lib/money.ts";
import type { Country } from "../../../lib/countries.ts";
import type { ListingCardData } from "../latest-listings.server.ts";

const nf = new Intl.NumberFormat("fr-FR");

export function ListingCard({ listing, country, eager = false }: { listing: ListingCardData; country: Country; eager?: boolean }) {
  const cover = listing.image[0];
  return (
    <Link to={`/listing/${listing.id}`} className="block overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-[4/3] bg-slate-200">
        {cover ? (
          <img
            src={variantUrlFor(cover, 400)}
            srcSet={srcSetFor(cover, [400, 800])}
            sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw"
            alt={`${listing.brand} ${listing.model} ${listing.year}`}
            width={400}
            height={300}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="p-3">
        <p className="font-semibold">
          {listing.brand} {listing.model}
        </p>
        <p className="text-sm text-slate-500">
          {listing.year} · {nf.format(listing.mileage)} km · {listing.city}
        </p>
        <p data-testid="price" className="mt-1 text-lg font-bold text-brand-600">
          {formatPrice(listing.price, country)}
        </p>
      </div>
    </Link>
  );
}
