import { ArrowRight } from "lucide-react";
import { Trans } from "@lingui/react/macro";
import { Link } from "../../../components/ui/link.tsx";
import { FullscreenGallery } from "../detail/components/fullscreen-gallery.tsx";
import { listingHref } from "../listing.ts";
import type { useCardGallery } from "./use-card-gallery.ts";

/**
 * The full-screen gallery a result card's photo opens, with 'Voir l'annonce': the listing's page
 * takes the gallery's place in the history (`replace`), so Back from it returns to the results.
 */
export function CardGallery({ gallery }: { gallery: ReturnType<typeof useCardGallery> }) {
  const { photos, listing } = gallery;
  if (!photos || !listing) return null;
  return (
    <FullscreenGallery
      images={photos.images}
      title={photos.title}
      open={gallery.isOpen}
      onClose={gallery.close}
      action={
        <Link
          to={listingHref(listing.kind, listing.id)}
          replace
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full bg-white px-5 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          <Trans>Voir l'annonce</Trans>
          <ArrowRight aria-hidden size={18} />
        </Link>
      }
    />
  );
}
