import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "../../../components/ui/link.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { cx } from "../../../components/ui/cx.ts";
import { formatChatTime } from "../chat-times.ts";
import { OFFER_ACTION_LABELS, OFFER_STATUS_LABELS, type OfferStatus } from "../offer-lifecycle.ts";
import type { OfferCard as OfferCardData } from "../offer-view.server.ts";
import { OfferAmountField } from "./offer-amount-field.tsx";
import { offerMoveWords } from "../offer-amount.ts";
import { OwnerStatusButton } from "../../listings/manage/owner-status-button.tsx";

/** A refused move posted without JavaScript, shown again on its card with what was typed. */
export type OfferAnswer = { offerError: string; offerId: string | null; amount: string };

const STATUS_TONES: Readonly<Record<OfferStatus, string>> = {
  pending: "bg-amber-100 text-amber-800",
  countered: "bg-sky-100 text-sky-800",
  accepted: "bg-green-100 text-green-800",
  refused: "bg-red-100 text-red-800",
  withdrawn: "bg-slate-200 text-slate-700",
  expired: "bg-slate-200 text-slate-700",
};

/**
 * A move of an offer in the chat: its sentence ('Offre : 8,5 millions CFA'); the offer's newest move
 * also carries its status and the buttons the lifecycle gives the viewer. Plain forms: they work
 * before JavaScript, and the page comes back with the new status (live for the other side).
 */
export function OfferCard({
  text,
  offer,
  conversationId,
  currency,
  answer,
  mine,
  createdAt,
}: {
  text: string;
  createdAt: string;
  offer: OfferCardData | undefined;
  conversationId: string;
  currency: string;
  answer?: OfferAnswer;
  mine: boolean;
}) {
  const { t, i18n } = useLingui();
  const current = offer && offer.lastMessageId !== null;
  const refused = answer && offer && answer.offerId === offer.id ? answer : undefined;
  const action = `/messages/${conversationId}`;
  return (
    <div
      data-testid="offer-card"
      className={cx("w-72 max-w-[85%] rounded-2xl border p-3 text-slate-900 shadow-sm", mine ? "border-brand-500/40 bg-brand-50" : "border-slate-200 bg-white")}
    >
      <p className="font-semibold">{offerMoveWords(text, i18n)}</p>
      <time dateTime={createdAt} className="block text-end text-[10px] text-slate-500">
        {formatChatTime(createdAt)}
      </time>
      {offer && current ? (
        <>
          <p className="mt-1 text-sm">
            <Trans>Statut :</Trans>{" "}
            <span data-testid="offer-status" className={cx("rounded-full px-2 py-0.5 text-xs font-semibold", STATUS_TONES[offer.status])}>
              {i18n._(OFFER_STATUS_LABELS[offer.status])}
            </span>
          </p>
          {offer.actions.length > 0 ? (
            <div className="mt-2 space-y-2">
              <Form method="post" action={action} className="flex flex-wrap gap-2">
                <input type="hidden" name="offerId" value={offer.id} />
                {offer.actions.includes("accept") ? (
                  <Button type="submit" name="intent" value="offer-accept" size="sm">
                    {i18n._(OFFER_ACTION_LABELS.accept)}
                  </Button>
                ) : null}
                {offer.actions.includes("refuse") ? (
                  <Button type="submit" name="intent" value="offer-refuse" size="sm" variant="outline">
                    {i18n._(OFFER_ACTION_LABELS.refuse)}
                  </Button>
                ) : null}
                {offer.actions.includes("withdraw") ? (
                  <Button type="submit" name="intent" value="offer-withdraw" size="sm" variant="ghost">
                    {i18n._(OFFER_ACTION_LABELS.withdraw)}
                  </Button>
                ) : null}
              </Form>
              {offer.actions.includes("counter") ? (
                <details open={refused !== undefined} className="rounded-lg bg-slate-50 p-2">
                  <summary className="cursor-pointer text-sm font-semibold text-brand-700">{i18n._(OFFER_ACTION_LABELS.counter)}</summary>
                  <Form method="post" action={action} className="mt-2 space-y-2">
                    <input type="hidden" name="offerId" value={offer.id} />
                    <OfferAmountField
                      id={`counter-${offer.id}`}
                      label={t`Votre contre-offre`}
                      currency={currency}
                      defaultValue={refused?.amount}
                      error={refused?.offerError}
                    />
                    <Button type="submit" name="intent" value="offer-counter" size="sm" block>
                      <Trans>Envoyer la contre-offre</Trans>
                    </Button>
                  </Form>
                </details>
              ) : null}
            </div>
          ) : null}
          {offer.status === "accepted" && offer.role === "seller" ? (
            // One step, posted to the listing's own page (which then says it is sold).
            <OwnerStatusButton listing={{ kind: "sale", id: offer.listingId }} action="sold" label={t`Marquer comme vendue`} size="sm" className="mt-2" />
          ) : null}
          {refused && !offer.actions.includes("counter") ? (
            <p role="alert" className="mt-2 text-sm text-red-700">
              {refused.offerError}
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
