import { Trans, useLingui } from "@lingui/react/macro";
import { useDataSaver } from "../../../components/ui/data-saver.tsx";
import { useImageUrls } from "../../../components/ui/image-urls.tsx";
import { BANNER_IMAGE_WIDTHS } from "../../../lib/images.ts";
import type { BannerView } from "../ads.server.ts";

/**
 * A sponsored banner between listing cards. The click goes through /ads/{id}/click, which counts
 * it and redirects to the advertiser, in a new tab so the visitor keeps their place.
 */
export function AdBanner({ banner, className = "" }: { banner: BannerView; className?: string }) {
  const urls = useImageUrls();
  // With the data saver, the banner is its title: no picture is fetched (ADR 0046).
  const saver = useDataSaver();
  const { t } = useLingui();
  return (
    <aside aria-label={t`Publicité`} className={className}>
      <a
        href={`/ads/${banner.id}/click`}
        target="_blank"
        rel="noopener sponsored"
        className="relative block overflow-hidden rounded-xl bg-slate-200 shadow-sm ring-1 ring-slate-200"
      >
        {saver ? (
          <span className="flex aspect-[8/1] min-h-12 items-center px-4 pe-24 font-semibold text-slate-700">{banner.title}</span>
        ) : (
          <img
            src={urls.src(banner.imageUrl, BANNER_IMAGE_WIDTHS[0])}
            srcSet={urls.srcSet(banner.imageUrl, BANNER_IMAGE_WIDTHS)}
            sizes="(min-width: 1152px) 1120px, 100vw"
            alt={banner.title}
            width={1200}
            height={300}
            loading="lazy"
            decoding="async"
            className="aspect-[4/1] h-auto w-full object-cover"
          />
        )}
        <span className="absolute end-2 top-2 rounded bg-slate-900/70 px-1.5 py-0.5 text-[11px] font-medium text-white">
          <Trans>Sponsorisé</Trans>
        </span>
      </a>
    </aside>
  );
}
