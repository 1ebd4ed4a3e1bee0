import { CalendarCheck, MessageCircle } from "lucide-react";
import { Form } from "react-router";
import type { ListingKind } from "../../listings/listing.ts";
import { CONTACT_INTENTS } from "../contact-intent.ts";

/** Posts to the detail page's action, which checks sign-in and self-contact, then opens the messages. */
export function ContactActions({ kind }: { kind: ListingKind }) {
  return (
    <Form method="post" className="grid gap-2">
      <button
        type="submit"
        name="intent"
        value={CONTACT_INTENTS.contact}
        className="flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700"
      >
        <MessageCircle aria-hidden size={18} />
        {kind === "sale" ? "Contacter le vendeur" : "Contacter le propriétaire"}
      </button>
      {kind === "sale" ? (
        <button
          type="submit"
          name="intent"
          value={CONTACT_INTENTS.testDrive}
          className="flex items-center justify-center gap-2 rounded-md border border-slate-300 px-4 py-3 font-semibold hover:bg-slate-50"
        >
          <CalendarCheck aria-hidden size={18} />
          Demander un essai
        </button>
      ) : null}
    </Form>
  );
}
