import { ImagePlus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Field } from "../../../../components/ui/field.tsx";
import { FileInput } from "../../../../components/ui/file-input.tsx";
import { useImageUrls } from "../../../../components/ui/image-urls.tsx";
import { IMAGE_ACCEPT, IMAGE_HINT } from "../../../../lib/images.ts";
import { MAX_PHOTOS } from "../posting-rules.ts";
import { useHydrated } from "../../../../components/ui/use-hydrated.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { plural } from "@lingui/core/macro";

interface Picked {
  file: File;
  url: string;
}

/**
 * Photos already accepted by the server (sent back as hidden inputs after a refused submit) and
 * new files. With JS each photo shows a preview and can be removed, and several pickings add up.
 */
export function PhotosField({ kept, error }: { kept: string[]; error?: string }) {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const imageUrls = useImageUrls();
  const input = useRef<HTMLInputElement>(null);
  const [keptPhotos, setKeptPhotos] = useState(kept);
  const [picked, setPicked] = useState<Picked[]>([]);
  const urls = useRef<Picked[]>([]);
  urls.current = picked;
  useEffect(() => () => urls.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  function setFiles(files: File[]) {
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    if (input.current) input.current.files = transfer.files;
    const next = files.map((file) => picked.find((p) => p.file === file) ?? { file, url: URL.createObjectURL(file) });
    for (const p of picked) if (!next.includes(p)) URL.revokeObjectURL(p.url);
    setPicked(next);
  }

  const total = keptPhotos.length + picked.length;
  const imageHint = i18n._(IMAGE_HINT);
  const pickedCount = picked.length;
  const photosChosen = pickedCount === 0 ? t`Aucune photo choisie` : t`${plural(pickedCount, { one: "# photo choisie", other: "# photos choisies" })}`;
  const tiles = [
    ...keptPhotos.map((prefix) => ({ key: prefix, src: imageUrls.src(prefix, 400), remove: () => setKeptPhotos(keptPhotos.filter((k) => k !== prefix)) })),
    ...picked.map((p) => ({ key: p.url, src: p.url, remove: () => setFiles(picked.filter((q) => q !== p).map((q) => q.file)) })),
  ];
  return (
    <Field label={t`Ajouter des photos`} name="photos" error={error} hint={t`${imageHint} par image, ${MAX_PHOTOS} images au maximum`}>
      {keptPhotos.map((prefix) => (
        <input key={prefix} type="hidden" name="keptPhotos" value={prefix} />
      ))}
      {tiles.length > 0 ? (
        <ul className="mb-3 grid grid-cols-3 gap-2" aria-label={t`Photos ajoutées`}>
          {tiles.map((tile, i) => (
            <li key={tile.key} className="relative aspect-[4/3] overflow-hidden rounded-md bg-slate-100">
              <img src={tile.src} alt={t`Photo ${i + 1}`} className="h-full w-full object-cover" />
              {i === 0 ? (
                <span className="absolute bottom-1 start-1 rounded bg-black/60 px-1.5 text-[11px] text-white">
                  <Trans>Couverture</Trans>
                </span>
              ) : null}
              {hydrated ? (
                <button
                  type="button"
                  onClick={tile.remove}
                  aria-label={t`Retirer la photo ${i + 1}`}
                  className="absolute top-1 end-1 flex h-7 w-7 items-center justify-center rounded-full bg-black/60 text-white"
                >
                  <X aria-hidden size={16} />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-slate-300 bg-slate-50 px-3 py-4">
        <ImagePlus aria-hidden size={28} className="text-slate-400" />
        <FileInput
          inputRef={input}
          id="photos"
          name="photos"
          multiple
          accept={IMAGE_ACCEPT}
          // Before JavaScript, "required" only drives the line saying whether photos are chosen.
          required={keptPhotos.length === 0}
          buttonLabel={t`Choisir des photos`}
          status={photosChosen}
          emptyLabel={t`Aucune photo choisie`}
          chosenLabel={t`Photos choisies`}
          onChange={(e) => setFiles([...picked.map((p) => p.file), ...Array.from(e.currentTarget.files ?? [])])}
          invalid={Boolean(error)}
          describedBy={error ? "photos-error" : undefined}
        />
      </div>
      {hydrated ? (
        <p className="mt-1 text-xs text-slate-500">
          {total} / {MAX_PHOTOS} photos
        </p>
      ) : null}
    </Field>
  );
}
