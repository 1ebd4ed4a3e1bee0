import { variantUrlFor } from "../../server/images.server.ts";
import { appUrl } from "../../server/secret.server.ts";
import { translate } from "../../server/i18n.server.ts";
import type { Language } from "../../lib/language.ts";
import type { ListingDetailData, ListingOwner } from "../listings/detail/detail.server.ts";
import type { ListingAvailability } from "../listings/listing.ts";
import { jsonLdText, listingJsonLd } from "./structured-data.ts";

const IMAGE_WIDTH = 800;

function absolute(url: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? `${appUrl()}${url}` : url;
}

/** The seller as the page's card names them: a Pro member or a dealer by their business's name. */
function sellerOf(listing: ListingDetailData, owner: ListingOwner) {
  const professional = listing.sellerPro || owner.userType === "dealer";
  const person = `${owner.firstName} ${owner.lastName}`.trim();
  return { name: professional && owner.companyName ? owner.companyName : person, professional };
}

/**
 * The JSON-LD blocks of a listing's page in its language (URLs and words), each the text of one `<script type="application/ld+json">`.
 * None for a listing only its owner sees (archived, hidden): nobody else, crawlers included, reads it.
 */
export function listingStructuredData(
  page: { listing: ListingDetailData; owner: ListingOwner; availability: ListingAvailability },
  language: Language,
): string[] {
  const { listing, owner, availability } = page;
  if (availability === "withdrawn") return [];
  const blocks = listingJsonLd({
    listing: { ...listing, condition: listing.sale?.condition ?? null, previousOwners: listing.sale?.previousOwners ?? null },
    seller: sellerOf(listing, owner),
    availability,
    origin: appUrl(),
    images: listing.images.map((prefix) => absolute(variantUrlFor(prefix, IMAGE_WIDTH))),
    language,
    words: { message: (descriptor) => translate(language, descriptor) },
  });
  return blocks.map(jsonLdText);
}
