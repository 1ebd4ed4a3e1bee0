import { data } from "react-router";
import type { Route } from "./+types/listing-photos";
import { listingKindOf } from "../features/listings/listing.ts";
import { listingPhotos } from "../features/listings/listing-photos.server.ts";

export async function loader({ params }: Route.LoaderArgs) {
  const kind = listingKindOf(params.kind);
  const photos = kind ? await listingPhotos({ kind, id: params.id }) : null;
  if (!photos) throw data("Annonce non trouvée", { status: 404 });
  return data(photos, { headers: { "Cache-Control": "public, max-age=300" } });
}
