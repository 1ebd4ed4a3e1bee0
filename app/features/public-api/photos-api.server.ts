import { type ImageProblem, MAX_IMAGE_BYTES } from "../../lib/images.ts";
import { serverI18n } from "../../server/i18n.server.ts";
import { log } from "../../server/log.server.ts";
import { discardDrafts, storeListingPhotos } from "../listings/posting/photos.server.ts";
import { appendListingPhoto } from "../listings/posting/update-listing.server.ts";
import { IMAGES_MAX, MAX_PHOTOS, photoProblem } from "../listings/posting/posting-rules.ts";
import { mediaType } from "../../server/read-form.server.ts";
import { MAX_JSON_BYTES, readBody } from "./api-http.server.ts";
import { requireOwnListing } from "./listings-api.server.ts";
import { photoUrls } from "./listing-json.server.ts";
import { ApiProblem } from "./problem.server.ts";

/** The name a photo sent to the API is called by in messages. */
const PHOTO_NAME = "photo";

const full = () => {
  const message = IMAGES_MAX;
  return new ApiProblem("validation_failed", { errors: [{ field: "photo", fr: message, en: serverI18n("en")._(message) }] });
};

const NO_PHOTO = {
  fr: "Envoyez une image : le corps brut avec un type image/*, ou un champ multipart « photo ».",
  en: "Send an image: the raw body with an image/* type, or a multipart field “photo”.",
};

/** The image a request carries: its raw body (image/*) or its multipart field `photo`; 413 past the image rule's size. */
async function sentImage(request: Request): Promise<File> {
  const type = mediaType(request);
  if (type.startsWith("image/")) {
    const bytes = await readBody(request, MAX_IMAGE_BYTES);
    return new File([bytes], PHOTO_NAME, { type });
  }
  if (type === "multipart/form-data") {
    // The form's own bytes around the file (boundaries, headers) are a few hundred: 64 KB is plenty.
    const bytes = await readBody(request, MAX_IMAGE_BYTES + MAX_JSON_BYTES / 16);
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { "Content-Type": request.headers.get("content-type") ?? "" } }).formData();
    } catch {
      throw new ApiProblem("validation_failed", { errors: [{ field: "photo", ...NO_PHOTO }] });
    }
    const photo = form.get("photo");
    if (!(photo instanceof File) || photo.size === 0) throw new ApiProblem("validation_failed", { errors: [{ field: "photo", ...NO_PHOTO }] });
    if (photo.size > MAX_IMAGE_BYTES) throw new ApiProblem("payload_too_large");
    return new File([photo], PHOTO_NAME, { type: photo.type });
  }
  throw new ApiProblem("unsupported_media_type");
}

/** The image rule's refusal in both languages: storeListingPhotos words it in French, the reason found again gives the English. */
function imageRefusal(french: string): ApiProblem {
  const reasons: ImageProblem[] = ["not-image", "too-large", "too-many-pixels"];
  const reason = reasons.find((r) => photoProblem(PHOTO_NAME, r) === french);
  const en = reason ? (photoProblem(PHOTO_NAME, reason, serverI18n("en")) ?? french) : french;
  return new ApiProblem("validation_failed", { errors: [{ field: "photo", fr: french, en }] });
}

/**
 * One more photo for the owner's listing, judged by the site's image rule (bytes, size, pixels)
 * and stored as its WebP variants; the eleventh is refused. The photo list then no longer comes
 * from addresses: a later import with addresses fetches them again.
 */
export async function addPhotoFromApi(ownerId: string, id: string | undefined, request: Request): Promise<string[]> {
  const listing = await requireOwnListing(ownerId, id);
  if (listing.images.length >= MAX_PHOTOS) throw full();
  const image = await sentImage(request);
  const stored = await storeListingPhotos(ownerId, [image]);
  const prefix = stored.photos[0];
  if (stored.error || !prefix) throw imageRefusal(stored.error ?? NO_PHOTO.fr);
  const images = await appendListingPhoto(ownerId, listing.id, prefix);
  if (images === "gone" || images === "full") {
    await discardDrafts(ownerId, [prefix]).catch((error: unknown) => log.error("api.photo_discard_failed", { error, ownerId }));
    throw images === "gone" ? new ApiProblem("not_found") : full();
  }
  return photoUrls(images);
}
