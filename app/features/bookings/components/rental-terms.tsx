import { Trans, useLingui } from "@lingui/react/macro";
import { IdCard, Wallet } from "lucide-react";
import { Link, usePageLanguage } from "../../../components/ui/link.tsx";
import type { Country } from "../../../lib/countries.ts";
import { formatExactPrice } from "../../../lib/money.ts";
import type { LicenceStanding } from "../../driving-licence/licence-rules.ts";
import { licenceRefusalMessage } from "../booking-rules.ts";

/** What the owner asks of every renter: the same for everyone, so it belongs to the page every visitor shares. */
export interface RentalTermsFacts {
  licenceRequired: boolean;
  /** XOF; null when none. */
  depositAmount: number | null;
}

/** Where a member adds or follows their driving licence. */
export const LICENCE_PAGE = "/profile/permis";

/** 'Caution : 150 000 FCFA' and 'Permis vérifié exigé', before the dates are picked; nothing when the owner asks neither. */
export function RentalTerms({ terms, country }: { terms: RentalTermsFacts; country: Country }) {
  const language = usePageLanguage();
  if (!terms.licenceRequired && !terms.depositAmount) return null;
  const deposit = terms.depositAmount ? formatExactPrice(terms.depositAmount, country, "XOF", language) : null;
  return (
    <section aria-labelledby="rental-terms-heading" className="space-y-2 rounded-md border border-slate-200 p-3 text-sm">
      <h2 id="rental-terms-heading" className="font-semibold">
        <Trans>Conditions du propriétaire</Trans>
      </h2>
      <ul className="space-y-2">
        {deposit ? (
          <li className="flex items-start gap-2">
            <Wallet aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-700" />
            <span className="min-w-0 wrap-anywhere" data-testid="rental-deposit">
              <Trans>Caution : {deposit}</Trans>
            </span>
          </li>
        ) : null}
        {terms.licenceRequired ? (
          <li className="flex items-start gap-2">
            <IdCard aria-hidden size={18} className="mt-0.5 shrink-0 text-brand-700" />
            <span className="min-w-0 wrap-anywhere">
              <strong className="font-semibold">
                <Trans>Permis vérifié exigé</Trans>
              </strong>
              <span className="block text-slate-600">
                <Trans>Le locataire doit avoir fait vérifier son permis de conduire par AutoAfrique.</Trans>
              </span>
            </span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** Beside the price: the deposit the renter brings to the pick-up, on top of the total. */
export function DepositReminder({ amount, country }: { amount: number | null; country: Country }) {
  const language = usePageLanguage();
  if (!amount) return null;
  const deposit = formatExactPrice(amount, country, "XOF", language);
  return (
    <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700 wrap-anywhere">
      <Trans>Caution à remettre au propriétaire à la prise du véhicule : {deposit}</Trans>
    </p>
  );
}

/**
 * Above the button, for a member whose licence will not do for this rental: why, and the way to
 * their licence. A hint only: the server judges the request again.
 */
export function LicenceNotice({ standing }: { standing: LicenceStanding }) {
  const { i18n } = useLingui();
  const message = licenceRefusalMessage(standing);
  if (!message) return null;
  return (
    <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="flex items-start gap-2 wrap-anywhere">
        <IdCard aria-hidden size={18} className="mt-0.5 shrink-0" />
        <span>{i18n._(message)}</span>
      </p>
      <Link to={LICENCE_PAGE} className="inline-block font-semibold text-brand-700 underline">
        {standing === "pending" ? <Trans>Voir mon permis de conduire</Trans> : <Trans>Ajouter mon permis de conduire</Trans>}
      </Link>
    </div>
  );
}
