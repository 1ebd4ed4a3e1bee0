import { useState } from "react";
import type { Country } from "../../../../lib/countries.ts";
import { formatExactPrice } from "../../../../lib/money.ts";
import { INSURANCE_AND_FEES_RATE, RENTAL_DAYS, clampRentalDays, rentalCostIn, sliderPosition } from "../rental-cost.ts";

/**
 * Estimates a rental: a slider (1-30 days) and a typed number (1-365 days) kept in step. The server
 * renders the 7-day default, so the figures are there before JavaScript.
 */
export function RentalCalculator({ pricePerDay, country }: { pricePerDay: number; country: Country }) {
  // The typed text is kept as is while typing ("" on the way to "12"); the figures use it clamped.
  const [typed, setTyped] = useState(String(RENTAL_DAYS.default));
  const cost = rentalCostIn(country, pricePerDay, clampRentalDays(typed));
  // The lines show exact amounts, already in the visitor's currency: they must add up as read.
  const price = (amount: number) => formatExactPrice(amount, country, country.currency);
  return (
    <section aria-labelledby="calculator-heading">
      <h3 id="calculator-heading" className="font-semibold">
        Calculer le coût de la location
      </h3>
      <div className="mt-3 flex items-center justify-between gap-3">
        <label htmlFor="rental-days" className="text-sm text-slate-600">
          Nombre de jours
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
          className="w-24 rounded-md border border-slate-300 px-3 py-2 text-right"
        />
      </div>
      <input
        type="range"
        aria-label="Choisir le nombre de jours"
        min={RENTAL_DAYS.sliderMin}
        max={RENTAL_DAYS.sliderMax}
        step={1}
        value={sliderPosition(cost.days)}
        onChange={(e) => setTyped(e.target.value)}
        className="mt-3 w-full accent-brand-600"
      />
      <div className="flex justify-between text-xs text-slate-500" aria-hidden>
        <span>{RENTAL_DAYS.sliderMin} jour</span>
        <span>{RENTAL_DAYS.sliderMax} jours</span>
      </div>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">
            {price(cost.pricePerDay)} × {cost.days} {cost.days > 1 ? "jours" : "jour"}
          </dt>
          <dd>{price(cost.subtotal)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Assurance et frais ({Math.round(INSURANCE_AND_FEES_RATE * 100)} %)</dt>
          <dd>{price(cost.fees)}</dd>
        </div>
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-bold">
          <dt>Estimation totale</dt>
          <dd data-testid="rental-estimate" className="text-brand-700">
            {price(cost.estimate)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
