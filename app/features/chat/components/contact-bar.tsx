import { Trans, useLingui } from "@lingui/react/macro";
import { MessageCircle, Phone } from "lucide-react";
import { Form } from "../../../components/ui/link.tsx";
import { buttonClass } from "../../../components/ui/button-class.ts";
import { telHref, whatsappHref } from "../../../lib/phone.ts";
import { AVAILABILITY_QUESTION, CONTACT_INTENTS } from "../contact-intent.ts";

// Three to a 390 px row: small text, but a full finger's height.
const BUTTON = "min-w-0 flex-1 px-2! py-3!";

/**
 * A phone's contact bar on a sale's page, pinned at the bottom of the screen, so the seller is one tap
 * away wherever the page is scrolled. As on Leboncoin's and Jiji's ad pages it takes the bottom bar's
 * place (`data-page-bar`: app.css hides the bottom bar and shrinks the comparison's bar to a chip),
 * so the bars pinned on a phone keep to a fifth of its screen. The footer's bottom padding keeps the
 * page's end clear of it. 'Contacter' opens the chat with 'Toujours disponible ?' typed; 'Appeler'
 * and 'WhatsApp' reach the number the seller card already shows, and only when it shows one. A form
 * and plain links: it works before JavaScript.
 */
export function ContactBar({ phone, listingUrl }: { phone: string | null; listingUrl: string }) {
  const { t, i18n } = useLingui();
  return (
    // Above the bottom bar (z-40): where a browser has no :has(), it still covers it.
    <nav aria-label={t`Contacter le vendeur`} data-page-bar className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-200 bg-white px-3 py-2 md:hidden">
      <div className="mx-auto flex max-w-md gap-2">
        <Form method="post" className="flex min-w-0 flex-1">
          <button type="submit" name="intent" value={CONTACT_INTENTS.available} className={buttonClass({ size: "sm", block: true, className: BUTTON })}>
            <MessageCircle aria-hidden size={18} className="shrink-0" />
            <Trans>Contacter</Trans>
          </button>
        </Form>
        {phone ? (
          <>
            <a href={telHref(phone)} className={buttonClass({ variant: "outline", size: "sm", block: true, className: BUTTON })}>
              <Phone aria-hidden size={18} className="shrink-0" />
              <Trans>Appeler</Trans>
            </a>
            <a
              href={whatsappHref(phone, `${i18n._(AVAILABILITY_QUESTION)} ${listingUrl}`)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass({ size: "sm", block: true, className: `bg-green-700! hover:bg-green-800! ${BUTTON}` })}
            >
              <MessageCircle aria-hidden size={18} className="shrink-0" />
              WhatsApp
            </a>
          </>
        ) : null}
      </div>
    </nav>
  );
}
