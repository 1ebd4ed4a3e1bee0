import { DEFAULT_COUNTRY } from "../../../lib/countries.ts";
import { fieldErrors } from "../../../lib/field-errors.ts";
import { setListingStatus, setRentalAvailability } from "../../listings/listing-status.server.ts";
import { type NewListing, createListing } from "../../listings/posting/create-listing.server.ts";
import { rentalListingSchema, saleListingSchema } from "../../listings/posting/listing-form-schema.ts";
import { copyPhotosAsDrafts } from "../../listings/posting/photos.server.ts";
import { limiter } from "../map-limit.ts";
import { type SeededListing, expectOk } from "./context.ts";
import type { ListingDraft } from "./listing-drafts.ts";

// The demo's prices are computed in CFA: its sellers type them in XOF (Côte d'Ivoire's currency).
const TYPED_IN = DEFAULT_COUNTRY;

/** The draft through the form's own schema: a demo listing passes the rules a seller's does. */
function validator() {
  const sale = saleListingSchema(TYPED_IN);
  const rental = rentalListingSchema(TYPED_IN);
  return (draft: ListingDraft): NewListing => {
    const fields = { ...draft.form, photos: draft.photos.length };
    const parsed = draft.kind === "sale" ? sale.safeParse(fields) : rental.safeParse(fields);
    if (!parsed.success) {
      const what = `${String(draft.form.brand)} ${String(draft.form.model)}`;
      throw new Error(`demo seed: the ${draft.kind} form refuses ${what}: ${JSON.stringify(fieldErrors(parsed.error))}`);
    }
    return draft.kind === "sale"
      ? { kind: "sale", input: parsed.data as Extract<NewListing, { kind: "sale" }>["input"] }
      : { kind: "rental", input: parsed.data as Extract<NewListing, { kind: "rental" }>["input"] };
  };
}

/** Posts one draft as its owner would, then tells what became of it (sold, archived, not offered). */
async function post(draft: ListingDraft, listing: NewListing, poolPhotos: string[]): Promise<SeededListing> {
  const { owner } = draft;
  const photos = await copyPhotosAsDrafts(owner.id, poolPhotos);
  const { id } = expectOk(await createListing(owner.id, listing, photos, { now: draft.postedAt }), "a listing");
  if (draft.status !== "active" && !(await setListingStatus(owner.id, { kind: draft.kind, id }, draft.status))) {
    throw new Error(`demo seed: listing ${id} could not be marked ${draft.status}`);
  }
  if (!draft.available && !(await setRentalAvailability(owner.id, id, false))) {
    throw new Error(`demo seed: rental ${id} could not be taken off booking`);
  }
  const { input } = listing;
  return {
    id,
    kind: draft.kind,
    ownerId: owner.id,
    country: input.country,
    brand: input.brand,
    model: input.model,
    year: input.year,
    price: listing.kind === "sale" ? listing.input.price : listing.input.pricePerDay,
    postedAt: draft.postedAt,
    visible: draft.status === "active" && draft.available,
    active: draft.status === "active",
  };
}

/**
 * Every draft is checked before anything is written, then posted through createListing as soon as
 * its pool photos are drawn, a few at a time (the order of the result is the drafts').
 */
export async function seedListings(drafts: readonly ListingDraft[]): Promise<SeededListing[]> {
  const listings = drafts.map(validator());
  const writing = limiter(4);
  return Promise.all(
    drafts.map(async (draft, i) => {
      const poolPhotos = await Promise.all(draft.photos);
      return writing(() => post(draft, listings[i] as NewListing, poolPhotos));
    }),
  );
}
