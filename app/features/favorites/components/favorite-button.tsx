import { useLingui } from "@lingui/react/macro";
import { Heart } from "lucide-react";
import { useLocalizedPath } from "../../../components/ui/link.tsx";
import { useFetcher, useLocation } from "react-router";
import type { ListingKind } from "../../listings/listing.ts";
import { useFavorite } from "./member-favorites.tsx";

/**
 * Adds or removes a favourite. A plain POST form (works before JavaScript); with JavaScript it
 * submits in the background and shows the new state at once. It sends the wanted state, not
 * "toggle", so a double tap cannot undo itself. `isFavorite` is null on a page every member
 * shares: the member's own hearts come with their bits (ADR 0035).
 */
export function FavoriteButton({
  kind,
  listingId,
  isFavorite,
  size = "sm",
}: {
  kind: ListingKind;
  listingId: string;
  isFavorite: boolean | null;
  size?: "sm" | "lg";
}) {
  const fetcher = useFetcher();
  const location = useLocation();
  const known = useFavorite(listingId, isFavorite);
  const pending = fetcher.formData?.get("favorite");
  const shown = pending === undefined || pending === null ? known.favorite : pending === "1";
  const { t } = useLingui();
  const localized = useLocalizedPath();
  const label = shown ? t`Retirer des favoris` : t`Ajouter aux favoris`;
  const box = size === "lg" ? "h-11 w-11" : "h-9 w-9";
  return (
    <fetcher.Form method="post" action={localized("/favorites")} preventScrollReset onSubmit={() => known.set(!shown)}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="listingId" value={listingId} />
      <input type="hidden" name="favorite" value={shown ? "0" : "1"} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        aria-label={label}
        aria-pressed={shown}
        title={label}
        className={`flex ${box} items-center justify-center rounded-full bg-white/90 shadow ring-1 ring-slate-200 hover:bg-white`}
      >
        <Heart aria-hidden size={size === "lg" ? 22 : 18} className={shown ? "fill-red-500 text-red-500" : "text-slate-600"} />
      </button>
    </fetcher.Form>
  );
}
