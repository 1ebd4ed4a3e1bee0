import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { usePageLanguage } from "../../../components/ui/link.tsx";
import type { Country } from "../../../lib/countries.ts";
import { formatExactPrice } from "../../../lib/money.ts";
import { INSURANCE_AND_FEES_RATE, RENTAL_DAYS, type RentalCost, clampRentalDays, rentalCostIn, sliderPosition } from "../rental-cost.ts";

const FEES_PERCENT = Math.round(INSURANCE_AND_FEES_RATE * 100);

/**
 * The rental's one price block. With dates picked (`stayDays`, the days of those dates), the all-in
 * total of that stay, the sum the server records with the request; without, the calculator
 * estimates a number of days: a slider (1-30 days) and a typed number (1-365 days) kept in step.
 * The server renders the 7-day default, so the figures are there before JavaScript.
 */
export function RentalCalculator({ pricePerDay, country, stayDays }: { pricePerDay: number; country: Country; stayDays?: number | null }) {
  const { t } = useLingui();
  if (stayDays) {
    const cost = rentalCostIn(country, pricePerDay, stayDays);
    return (
      <section aria-labelledby="rental-price-heading" data-testid="booking-summary" className="rounded-md bg-slate-50 p-3">
        <h2 id="rental-price-heading" className="font-semibold">
          <Trans>Prix de votre location</Trans>
        </h2>
        <PriceLines cost={cost} country={country} totalLabel={t`Total`} testId="rental-total" />
      </section>
    );
  }
  return <DaysEstimate pricePerDay={pricePerDay} country={country} />;
}

function DaysEstimate({ pricePerDay, country }: { pricePerDay: number; country: Country }) {
  // The typed text is kept as is while typing ("" on the way to "12"); the figures use it clamped.
  const { t } = useLingui();
  const [typed, setTyped] = useState(String(RENTAL_DAYS.default));
  const cost = rentalCostIn(country, pricePerDay, clampRentalDays(typed));
  return (
    <section aria-labelledby="calculator-heading">
      <h2 id="calculator-heading" className="font-semibold">
        <Trans>Calculer le coût de la location</Trans>
      </h2>
      <div className="mt-3 flex items-center justify-between gap-3">
        <label htmlFor="rental-days" className="text-sm text-slate-600">
          <Trans>Nombre de jours</Trans>
        </label>
        <input
          id="rental-days"
          type="number"
          inputMode="numeric"
          min={RENTAL_DAYS.inputMin}
          max={RENTAL_DAYS.inputMax}
          step={1}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={() => setTyped(String(cost.days))}
          // It sits in the booking form: Enter estimates, it does not ask for a booking.
          onKeyDown={(e) => (e.key === "Enter" ? e.preventDefault() : undefined)}
          className="w-24 rounded-md border border-slate-300 px-3 py-2 text-end"
        />
      </div>
      <input
        type="range"
        aria-label={t`Choisir le nombre de jours`}
        min={RENTAL_DAYS.sliderMin}
        max={RENTAL_DAYS.sliderMax}
        step={1}
        value={sliderPosition(cost.days)}
        onChange={(e) => setTyped(e.target.value)}
        className="mt-3 w-full accent-brand-600"
      />
      <div className="flex justify-between text-xs text-slate-500" aria-hidden>
        <span>
          <Plural value={RENTAL_DAYS.sliderMin} one="# jour" other="# jours" />
        </span>
        <span>
          <Plural value={RENTAL_DAYS.sliderMax} one="# jour" other="# jours" />
        </span>
      </div>
      <PriceLines cost={cost} country={country} totalLabel={t`Estimation totale`} testId="rental-estimate" />
    </section>
  );
}

/** rate × days, the insurance and fees, the total: exact amounts already in the visitor's currency, which add up as read. */
function PriceLines({
  cost,
  country,
  totalLabel,
  testId,
}: {
  cost: RentalCost & { pricePerDay: number };
  country: Country;
  totalLabel: string;
  testId: string;
}) {
  const language = usePageLanguage();
  const price = (amount: number) => formatExactPrice(amount, country, country.currency, language);
  const feesPercent = FEES_PERCENT;
  return (
    <>
      <dl className="mt-3 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">
            {price(cost.pricePerDay)} × <Plural value={cost.days} one="# jour" other="# jours" />
          </dt>
          <dd>{price(cost.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">
            <Trans>Assurance et frais ({feesPercent} %)</Trans>
          </dt>
          <dd>{price(cost.fees)}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-bold">
          <dt>{totalLabel}</dt>
          <dd data-testid={testId} className="text-brand-700">
            {price(cost.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-slate-500">
        <Trans>Tout compris : le prix de la location et {feesPercent} % pour l'assurance et les frais.</Trans>
      </p>
    </>
  );
}
