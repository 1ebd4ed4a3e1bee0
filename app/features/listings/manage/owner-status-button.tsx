import { Form } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { type ListingRef, listingHref } from "../listing.ts";
import { type MyListingAction, OWNER_PAGE_INTENT } from "./my-listing-actions.ts";

/**
 * One owner's change of a listing in one step ('Marquer comme vendue'…): a POST form to the
 * listing's own page, which works before JavaScript; its action checks that the listing is the
 * poster's (ownerPageAction) and comes back to the page.
 */
export function OwnerStatusButton({
  listing,
  action,
  label,
  size = "lg",
  className,
}: {
  listing: ListingRef;
  action: MyListingAction;
  label: string;
  /** "lg": the panel's full-width button; "sm": a small one inside a card (the chat's accepted offer). */
  size?: "sm" | "lg";
  className?: string;
}) {
  return (
    <Form method="post" action={listingHref(listing.kind, listing.id)} className={className}>
      <input type="hidden" name="intent" value={OWNER_PAGE_INTENT} />
      <button type="submit" name="listingAction" value={action} className={buttonClass(size === "lg" ? { size: "lg", block: true } : { size: "sm" })}>
        {label}
      </button>
    </Form>
  );
}
