import { Trans, useLingui } from "@lingui/react/macro";
import { HandCoins } from "lucide-react";
import { Form } from "../../../components/ui/link.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { OfferAmountField } from "./offer-amount-field.tsx";
import type { OfferAnswer } from "./offer-card.tsx";

/** 'Faire une offre' inside the conversation about a sale: the buyer's side, while no offer of theirs is open. */
export function OfferStarter({ conversationId, currency, answer }: { conversationId: string; currency: string; answer?: OfferAnswer }) {
  const { t } = useLingui();
  const refused = answer && answer.offerId === null ? answer : undefined;
  return (
    <details open={refused !== undefined} className="border-t border-slate-100 bg-white px-3 py-2">
      <summary className="flex cursor-pointer items-center gap-2 text-sm font-semibold text-brand-700">
        <HandCoins aria-hidden size={18} />
        <Trans>Faire une offre</Trans>
      </summary>
      <Form method="post" action={`/messages/${conversationId}`} className="mt-2 flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <OfferAmountField id="chat-offer-amount" label={t`Votre offre`} currency={currency} defaultValue={refused?.amount} error={refused?.offerError} />
        </div>
        <Button type="submit" name="intent" value="offer" size="md">
          <Trans>Envoyer l'offre</Trans>
        </Button>
      </Form>
    </details>
  );
}
