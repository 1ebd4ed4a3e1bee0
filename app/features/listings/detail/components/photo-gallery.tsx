import { ImageOff, Maximize2 } from "lucide-react";
import { useState } from "react";
import { TapToShowPhoto, useDataSaver } from "../../../../components/ui/data-saver.tsx";
import { useImageUrls } from "../../../../components/ui/image-urls.tsx";
import type { ImageWidth } from "../../../../lib/images.ts";
import { FullscreenGallery } from "./fullscreen-gallery.tsx";
import { Trans, useLingui } from "@lingui/react/macro";

// Phones on paid data get at most the 800 px variant in the page; 1600 px only in full screen.
const MAIN_WIDTHS: readonly ImageWidth[] = [400, 800];
/** The photo column: the whole width on phones and tablets, ~730 px beside the sidebar on desktop. */
const MAIN_SIZES = "(min-width: 1024px) 730px, 100vw";

/** The box of the main photo, its placeholder's too. */
const MAIN_BOX = "relative block aspect-[4/3] overflow-hidden bg-slate-200 sm:aspect-[16/10] sm:rounded-xl";

/**
 * The listing's photos: the main one (tap for full screen) and a strip of thumbnails to pick it.
 * With the data saver each photo waits for a tap and comes at its smallest width; the strip shows
 * numbers instead of pictures (ADR 0046).
 */
export function PhotoGallery({ images, title }: { images: readonly string[]; title: string }) {
  const { t } = useLingui();
  const urls = useImageUrls();
  // Its photos are in the page's first screen: fetched at once unless the server knew of the saver.
  const saver = useDataSaver(true);
  const [current, setCurrent] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const [tapped, setTapped] = useState<ReadonlySet<number>>(() => new Set());
  const photo = images[current];
  if (!photo) {
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 bg-slate-200 text-slate-500 sm:aspect-[16/10] sm:rounded-xl">
        <ImageOff aria-hidden size={40} />
        <p>
          <Trans>Aucune photo</Trans>
        </p>
      </div>
    );
  }
  const shownNumber = current + 1;
  const position = `${shownNumber} / ${images.length}`;
  const counter = (
    <span className="absolute end-2 bottom-2 flex items-center gap-1.5 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white">
      <Maximize2 aria-hidden size={14} />
      {current + 1} / {images.length}
    </span>
  );
  return (
    <div>
      {saver && !tapped.has(current) ? (
        <div className={MAIN_BOX}>
          <TapToShowPhoto href={urls.src(photo, 400)} onShow={() => setTapped((seen) => new Set(seen).add(current))} />
          {counter}
        </div>
      ) : (
        // A link to the large photo, so tapping works before JavaScript; with it, the full-screen gallery opens.
        <a
          href={urls.src(photo, saver ? 400 : 1600)}
          onClick={(e) => {
            e.preventDefault();
            setFullscreen(true);
          }}
          // The counter it shows is part of its name (WCAG 2.5.3, label in name).
          aria-label={t`Agrandir les photos, ${position}`}
          className={MAIN_BOX}
        >
          <img
            src={urls.src(photo, saver ? 400 : 800)}
            srcSet={saver ? undefined : urls.srcSet(photo, MAIN_WIDTHS)}
            sizes={saver ? undefined : MAIN_SIZES}
            alt={t`${title} — photo ${shownNumber}`}
            width={800}
            height={500}
            loading="eager"
            fetchPriority="high"
            decoding="async"
            className="h-full w-full object-cover"
          />
          {counter}
        </a>
      )}
      {images.length > 1 ? (
        <ul className="mt-1 flex gap-2 overflow-x-auto px-4 py-1 sm:px-1" aria-label={t`Miniatures`}>
          {images.map((image, i) => (
            <li key={`${i}-${image}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={t`Afficher la photo ${i + 1}`}
                aria-current={i === current}
                className={`block overflow-hidden rounded-md ring-2 ${i === current ? "ring-brand-600" : "ring-transparent"}`}
              >
                {saver ? (
                  <span className="flex h-15 w-20 items-center justify-center bg-slate-200 text-sm font-semibold text-slate-600">{i + 1}</span>
                ) : (
                  <img src={urls.src(image, 400)} alt="" width={80} height={60} loading="lazy" decoding="async" className="h-15 w-20 object-cover" />
                )}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FullscreenGallery images={images} title={title} open={fullscreen} startIndex={current} onClose={() => setFullscreen(false)} />
    </div>
  );
}
