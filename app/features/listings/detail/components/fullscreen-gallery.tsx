import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, type TouchEvent, useEffect, useRef, useState } from "react";
import { useDataSaver } from "../../../../components/ui/data-saver.tsx";
import { useImageUrls } from "../../../../components/ui/image-urls.tsx";
import type { ImageWidth } from "../../../../lib/images.ts";
import { useLingui } from "@lingui/react/macro";

const FULL_WIDTHS: readonly ImageWidth[] = [800, 1600];
const SWIPE_PX = 50;

/**
 * Photos over the whole screen, in a modal <dialog>: focus stays inside, Escape closes, the arrow
 * keys and a swipe move between photos. The large variant is only fetched once it is opened.
 * `action`, when given, sits in a bar under the photos beside the title (a card's 'Voir l'annonce').
 */
export function FullscreenGallery({
  images,
  title,
  open,
  startIndex = 0,
  onClose,
  action,
}: {
  images: readonly string[];
  title: string;
  open: boolean;
  startIndex?: number;
  onClose: () => void;
  action?: ReactNode;
}) {
  const { t } = useLingui();
  const urls = useImageUrls();
  // With the data saver, a photo opened full screen still comes at its smallest width (ADR 0046).
  const saver = useDataSaver();
  const dialog = useRef<HTMLDialogElement>(null);
  const touchX = useRef<number | null>(null);
  const [index, setIndex] = useState(startIndex);
  const count = images.length;

  useEffect(() => {
    if (open) setIndex(startIndex);
  }, [open, startIndex]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
    if (!open) return;
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = overflow;
    };
  }, [open]);

  const go = (step: number) => {
    if (count > 1) setIndex((i) => (i + step + count) % count);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowLeft") go(-1);
    else if (e.key === "ArrowRight") go(1);
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    touchX.current = null;
    const dx = start === null ? 0 : (e.changedTouches[0]?.clientX ?? start) - start;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? 1 : -1);
  };
  const image = images[index];
  const position = index + 1;

  return (
    <dialog
      ref={dialog}
      aria-label={t`Photos : ${title}`}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={onTouchEnd}
      className="m-0 h-dvh max-h-none w-screen max-w-none flex-col bg-black p-0 text-white open:flex backdrop:bg-black"
    >
      <div className="flex items-center justify-between p-3">
        <p className="text-sm" aria-live="polite">
          {count > 1 ? `${index + 1} / ${count}` : action ? null : title}
        </p>
        <button
          type="button"
          onClick={onClose}
          aria-label={t`Fermer`}
          className="flex h-11 w-11 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
        >
          <X aria-hidden size={24} />
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center">
        {open && image ? (
          <img
            key={image}
            src={urls.src(image, saver ? 400 : 1600)}
            srcSet={saver ? undefined : urls.srcSet(image, FULL_WIDTHS)}
            sizes={saver ? undefined : "100vw"}
            alt={t`${title} — photo ${position} sur ${count}`}
            decoding="async"
            className="max-h-full max-w-full object-contain"
          />
        ) : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t`Photo précédente`}
              className="absolute start-2 flex h-11 w-11 items-center justify-center rounded-full bg-black/50 hover:bg-black/70"
            >
              <ChevronLeft aria-hidden size={28} />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t`Photo suivante`}
              className="absolute end-2 flex h-11 w-11 items-center justify-center rounded-full bg-black/50 hover:bg-black/70"
            >
              <ChevronRight aria-hidden size={28} />
            </button>
          </>
        ) : null}
      </div>
      {action ? (
        <div className="flex items-center justify-between gap-3 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          <p className="line-clamp-2 min-w-0 text-sm font-semibold">{title}</p>
          {action}
        </div>
      ) : null}
    </dialog>
  );
}
