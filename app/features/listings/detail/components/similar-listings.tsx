import { Link } from "../../../../components/ui/link.tsx";
import { buttonClass } from "../../../../components/ui/button-class.ts";
import type { Country } from "../../../../lib/countries.ts";
import { ListingGrid } from "../../components/listing-grid.tsx";
import type { ListingSummary } from "../../listing.ts";
import { Trans } from "@lingui/react/macro";

/** The vehicles still on offer like the one a page shows sold or lent out, and the way to browse them all. */
export function SimilarListings({ listings, country, browseHref }: { listings: readonly ListingSummary[]; country: Country; browseHref: string }) {
  return (
    <section id="similaires" aria-labelledby="similar-heading" className="mt-8 px-4 sm:px-0">
      <h2 id="similar-heading" className="mb-3 text-xl font-bold">
        <Trans>Annonces similaires</Trans>
      </h2>
      {listings.length > 0 ? (
        <ListingGrid listings={listings} country={country} eagerCount={0} />
      ) : (
        <p className="text-slate-600">
          <Trans>Aucune annonce similaire pour le moment.</Trans>
        </p>
      )}
      <Link to={browseHref} className={buttonClass({ variant: "outline", className: "mt-4" })}>
        <Trans>Voir toutes les annonces</Trans>
      </Link>
    </section>
  );
}
