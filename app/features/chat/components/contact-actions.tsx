import { Trans } from "@lingui/react/macro";
import { CalendarCheck, HandCoins, MessageCircle } from "lucide-react";
import { Form, Link } from "../../../components/ui/link.tsx";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import type { ListingKind } from "../../listings/listing.ts";
import { CONTACT_INTENTS } from "../contact-intent.ts";

/**
 * Posts to the detail page's action, which checks sign-in and self-contact, then opens the messages.
 * 'Faire une offre' is a plain link to its own page (the sale's page stays the same for everyone).
 */
export function ContactActions({ kind, listingId }: { kind: ListingKind; listingId: string }) {
  return (
    <Form method="post" className="grid gap-2">
      <Button type="submit" name="intent" value={CONTACT_INTENTS.contact} size="xl" block>
        <MessageCircle aria-hidden size={18} />
        {kind === "sale" ? <Trans>Contacter le vendeur</Trans> : <Trans>Contacter le propriétaire</Trans>}
      </Button>
      {kind === "sale" ? (
        <Button type="submit" name="intent" value={CONTACT_INTENTS.testDrive} variant="outline" size="xl" block>
          <CalendarCheck aria-hidden size={18} />
          <Trans>Demander un essai</Trans>
        </Button>
      ) : null}
      {kind === "sale" ? (
        <Link to={offerHref(listingId)} className={buttonClass({ variant: "outline", size: "xl", block: true })}>
          <HandCoins aria-hidden size={18} />
          <Trans>Faire une offre</Trans>
        </Link>
      ) : null}
    </Form>
  );
}

/** The page of 'Faire une offre' on a sale. */
export const offerHref = (listingId: string) => `/listing/${encodeURIComponent(listingId)}/offre`;
