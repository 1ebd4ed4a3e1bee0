import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { useOnline } from "../../../components/ui/use-online.ts";
import { imageFileProblem } from "../../../lib/images.ts";
import { INSPECTION_MESSAGES, type InspectionView, VIEW_LABELS, photoProblemMessage } from "../inspection-rules.ts";

type PhotoState = "waiting" | "sending" | "done" | "failed";

interface QueuedPhoto {
  key: number;
  view: InspectionView;
  file: File;
  state: PhotoState;
  /** A marked message: why it failed. */
  error?: string;
  /** Failed for want of a network: sent again by itself when the browser is back online. */
  offline?: boolean;
}

/** What the server's answer says of a refused photo (its words travel in React Router's stream, its status plainly). */
function refusalOf(status: number): string {
  if (status === 413) return INSPECTION_MESSAGES.photoTooLarge;
  if (status === 409) return INSPECTION_MESSAGES.tooManyPhotos;
  if (status === 403 || status === 404) return INSPECTION_MESSAGES.notDraft;
  return INSPECTION_MESSAGES.photoNotImage;
}

/**
 * With JavaScript, the photos chosen in the record's form are sent one by one (one request each,
 * so a dropped connection costs one photo, not all), each with its state and 'Réessayer'. The
 * page's photos are read again after each one. The upload goes to the page's own action, as a
 * data request of the page's route (`.data`), with `?photo`: the one-photo byte budget.
 */
export function usePhotoQueue() {
  const [items, setItems] = useState<QueuedPhoto[]>([]);
  const nextKey = useRef(0);
  const busy = useRef(false);
  const { revalidate } = useRevalidator();
  const online = useOnline();

  const enqueue = useCallback((view: InspectionView, files: readonly File[]) => {
    const added = files.map((file): QueuedPhoto => {
      const problem = imageFileProblem(file);
      nextKey.current += 1;
      return problem
        ? { key: nextKey.current, view, file, state: "failed", error: photoProblemMessage(problem) }
        : { key: nextKey.current, view, file, state: "waiting" };
    });
    setItems((current) => [...current, ...added]);
  }, []);

  const retry = useCallback((key: number) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, state: "waiting", error: undefined, offline: false } : item)));
  }, []);

  useEffect(() => {
    if (online)
      setItems((current) =>
        current.some((item) => item.offline) ? current.map((item) => (item.offline ? { ...item, state: "waiting", offline: false } : item)) : current,
      );
  }, [online]);

  useEffect(() => {
    const item = items.find((candidate) => candidate.state === "waiting");
    if (!item || busy.current) return;
    busy.current = true;
    const update = (change: Partial<QueuedPhoto>) => setItems((current) => current.map((other) => (other.key === item.key ? { ...other, ...change } : other)));
    update({ state: "sending" });
    const body = new FormData();
    body.set("intent", "photo");
    body.set("view", item.view);
    body.set("photo", item.file);
    void fetch(`${window.location.pathname}.data?photo`, { method: "POST", body })
      .then(async (response) => {
        if (response.ok) {
          update({ state: "done" });
          await revalidate();
        } else update({ state: "failed", error: refusalOf(response.status) });
      })
      .catch(() => update({ state: "failed", error: /*i18n*/ "Connexion perdue : la photo n'a pas été envoyée.", offline: !navigator.onLine }))
      .finally(() => {
        busy.current = false;
        // Wakes this effect for the next photo.
        setItems((current) => [...current]);
      });
  }, [items, revalidate]);

  return { items, enqueue, retry };
}

const STATE_LABELS: Readonly<Record<PhotoState, string>> = {
  waiting: /*i18n*/ "En attente",
  sending: /*i18n*/ "Envoi en cours…",
  done: /*i18n*/ "Envoyée",
  failed: /*i18n*/ "Échec",
};

/** The photos being sent: each one's name, view and state in words (not by colour alone). */
export function PhotoQueueList({ items, onRetry }: { items: ReturnType<typeof usePhotoQueue>["items"]; onRetry: (key: number) => void }) {
  const { i18n } = useLingui();
  if (items.length === 0) return null;
  return (
    <ul aria-live="polite" className="space-y-2 text-sm">
      {items.map((item) => (
        <li key={item.key} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 bg-white px-3 py-2">
          <span className="min-w-0 break-words">
            {i18n._(VIEW_LABELS[item.view])} — {item.file.name}
          </span>
          <span className={item.state === "failed" ? "font-medium text-red-700" : item.state === "done" ? "text-emerald-700" : "text-slate-600"}>
            {i18n._(STATE_LABELS[item.state])}
            {item.error ? ` : ${i18n._(item.error)}` : null}
          </span>
          {item.state === "failed" && !imageFileProblem(item.file) ? (
            <Button size="xs" variant="outline" onClick={() => onRetry(item.key)}>
              <Trans>Réessayer</Trans>
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
