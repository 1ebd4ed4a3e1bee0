import { ImageOff, Maximize2 } from "lucide-react";
import { useState } from "react";
import { useImageUrls } from "../../../../components/ui/image-urls.tsx";
import type { ImageWidth } from "../../../../lib/images.ts";
import { FullscreenGallery } from "./fullscreen-gallery.tsx";

// Phones on paid data get at most the 800 px variant in the page; 1600 px only in full screen.
const MAIN_WIDTHS: readonly ImageWidth[] = [400, 800];
/** The photo column: the whole width on phones and tablets, ~730 px beside the sidebar on desktop. */
const MAIN_SIZES = "(min-width: 1024px) 730px, 100vw";

/** The listing's photos: the main one (tap for full screen) and a strip of thumbnails to pick it. */
export function PhotoGallery({ images, title }: { images: readonly string[]; title: string }) {
  const urls = useImageUrls();
  const [current, setCurrent] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const photo = images[current];
  if (!photo) {
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 bg-slate-200 text-slate-500 sm:aspect-[16/10] sm:rounded-xl">
        <ImageOff aria-hidden size={40} />
        <p>Aucune photo</p>
      </div>
    );
  }
  return (
    <div>
      {/* A link to the large photo, so tapping works before JavaScript; with it, the full-screen gallery opens. */}
      <a
        href={urls.src(photo, 1600)}
        onClick={(e) => {
          e.preventDefault();
          setFullscreen(true);
        }}
        aria-label="Agrandir les photos"
        className="relative block aspect-[4/3] overflow-hidden bg-slate-200 sm:aspect-[16/10] sm:rounded-xl"
      >
        <img
          src={urls.src(photo, 800)}
          srcSet={urls.srcSet(photo, MAIN_WIDTHS)}
          sizes={MAIN_SIZES}
          alt={`${title} — photo ${current + 1}`}
          width={800}
          height={500}
          loading="eager"
          fetchPriority="high"
          decoding="async"
          className="h-full w-full object-cover"
        />
        <span className="absolute right-2 bottom-2 flex items-center gap-1.5 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white">
          <Maximize2 aria-hidden size={14} />
          {current + 1} / {images.length}
        </span>
      </a>
      {images.length > 1 ? (
        <ul className="mt-1 flex gap-2 overflow-x-auto px-4 py-1 sm:px-1" aria-label="Miniatures">
          {images.map((image, i) => (
            <li key={`${i}-${image}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setCurrent(i)}
                aria-label={`Afficher la photo ${i + 1}`}
                aria-current={i === current}
                className={`block overflow-hidden rounded-md ring-2 ${i === current ? "ring-brand-600" : "ring-transparent"}`}
              >
                <img src={urls.src(image, 400)} alt="" width={80} height={60} loading="lazy" decoding="async" className="h-15 w-20 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <FullscreenGallery images={images} title={title} open={fullscreen} startIndex={current} onClose={() => setFullscreen(false)} />
    </div>
  );
}
