import { CalendarCheck, MessageCircle } from "lucide-react";
import { Form } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import type { ListingKind } from "../../listings/listing.ts";
import { CONTACT_INTENTS } from "../contact-intent.ts";

/** Posts to the detail page's action, which checks sign-in and self-contact, then opens the messages. */
export function ContactActions({ kind }: { kind: ListingKind }) {
  return (
    <Form method="post" className="grid gap-2">
      <Button type="submit" name="intent" value={CONTACT_INTENTS.contact} size="xl" block>
        <MessageCircle aria-hidden size={18} />
        {kind === "sale" ? "Contacter le vendeur" : "Contacter le propriétaire"}
      </Button>
      {kind === "sale" ? (
        <Button type="submit" name="intent" value={CONTACT_INTENTS.testDrive} variant="outline" size="xl" block>
          <CalendarCheck aria-hidden size={18} />
          Demander un essai
        </Button>
      ) : null}
    </Form>
  );
}
