import { useState } from "react";
import { SelectField, TextField, inputClass } from "../../../components/ui/field.tsx";
import { groupedNumberProps } from "../../../components/ui/grouped-input.ts";
import type { Country } from "../../../lib/countries.ts";
import { LISTING_FILTER_COUNTRIES, countryName as nameOfCountry } from "../../../lib/countries.ts";
import { readGrouped } from "../../../lib/grouped-number.ts";
import { formatCfa } from "../../../lib/money.ts";
import {
  BODY_TYPES,
  BODY_TYPE_LABELS,
  CATEGORY_LABELS,
  CATEGORY_VALUES,
  FUEL_LABELS,
  type Option,
  TRANSMISSIONS,
  TRANSMISSION_LABELS,
} from "../../../lib/vehicles.ts";
import { useValueLabel } from "../../../components/ui/value-label.ts";
import { BUDGET_DEFAULTS, BUDGET_MONTH_CHOICES, maxBudget } from "../budget.ts";
import { type BrowseQuery, FILTER_FUELS, KIND_PARAM } from "../browse-query.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { usePageLanguage } from "../../../components/ui/link.tsx";
import { StaticContent } from "../../../components/ui/static-content.tsx";
import type { Language } from "../../../lib/language.ts";
import { BrandModelFields } from "./brand-model-fields.tsx";

const value = (n: number | null) => (n === null ? undefined : String(n));

/**
 * The "Filtres avancés" fields (spec §3 filter state). They sit inside the caller's GET form, so
 * the whole state ends up in the URL; the browse page and the home page's sheet both use them.
 */
export function BrowseFilterFields({ query, country }: { query: BrowseQuery; country: Country }) {
  const { t } = useLingui();
  const label = useValueLabel();
  const language = usePageLanguage();
  const f = query.filters;
  const symbol = country.currencySymbol;
  const countryName = nameOfCountry(country.code, language);
  return (
    <div className="space-y-4">
      {query.kind === "rental" ? <input type="hidden" name={KIND_PARAM.name} value={KIND_PARAM.rental} /> : null}
      <BrandModelFields brand={f.brand} model={f.model} />
      <RangeFields legend={t`Prix`} label={(end) => t`Prix ${end} (${symbol})`} names={["priceMin", "priceMax"]} values={[f.priceMin, f.priceMax]} grouped />
      <RangeFields
        legend={t`Kilométrage`}
        label={(end) => t`Kilométrage ${end}`}
        names={["mileageMin", "mileageMax"]}
        values={[f.mileageMin, f.mileageMax]}
        grouped
      />
      <RangeFields legend={t`Année`} label={(end) => t`Année ${end}`} names={["yearMin", "yearMax"]} values={[f.yearMin, f.yearMax]} bounds={[1900, 2100]} />
      <div className="grid grid-cols-2 gap-3">
        <AnyOf label={t`Carburant`} name="fuelType" value={f.fuelType} all={t`Tous`} options={label.options(FILTER_FUELS, FUEL_LABELS)} />
        <AnyOf label={t`Transmission`} name="transmission" value={f.transmission} all={t`Toutes`} options={label.options(TRANSMISSIONS, TRANSMISSION_LABELS)} />
      </div>
      {/* Place names are long ("Côte d'Ivoire (pays affiché)"): one per line. */}
      <div className="grid gap-3">
        <TextField label={t`Ville`} name="city" defaultValue={f.city} maxLength={100} />
        <SelectField label={t`Pays`} name="country" defaultValue={f.country}>
          <option value="">{t`${countryName} (pays affiché)`}</option>
          {/* The value stays the French name, the filter's; the words are the page's language. */}
          {LISTING_FILTER_COUNTRIES.map((c) => (
            <option key={c.name} value={c.name}>
              {c.flag} {nameOfCountry(c.name, language)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <AnyOf label={t`Carrosserie`} name="bodyType" value={f.bodyType} all={t`Toutes`} options={label.options(BODY_TYPES, BODY_TYPE_LABELS)} />
        <AnyOf label={t`Catégorie`} name="category" value={f.category} all={t`Toutes`} options={label.options(CATEGORY_VALUES, CATEGORY_LABELS)} />
      </div>
      {query.kind === "sale" ? <BudgetCalculator query={query} /> : null}
    </div>
  );
}

/** A choice whose empty value means "any". */
function AnyOf({ label, name, value, all, options }: { label: string; name: string; value: string | null; all: string; options: readonly Option[] }) {
  return <SelectField label={label} name={name} defaultValue={value ?? ""} options={options} empty={all} />;
}

/** A min/max pair; each bound applies only when filled (spec §5). */
function RangeFields({
  legend,
  label,
  names,
  values,
  bounds = [0, undefined],
  grouped = false,
}: {
  legend: string;
  label: (end: "min" | "max") => string;
  names: [string, string];
  values: [number | null, number | null];
  bounds?: [number, number | undefined];
  /** Amounts and distances read better in groups ("5 000 000"); years do not. */
  grouped?: boolean;
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-3">
      <legend className="sr-only">{legend}</legend>
      {(["min", "max"] as const).map((end, i) => (
        <TextField
          key={end}
          label={label(end)}
          name={names[i]}
          {...(grouped
            ? groupedNumberProps(values[i])
            : { type: "number", min: bounds[0], max: bounds[1], inputMode: "numeric" as const, defaultValue: value(values[i]) })}
        />
      ))}
    </fieldset>
  );
}

/** The calculator's result: formatting an amount is the first use of the browser's number formats, slow on a phone, so kept as sent until the visitor changes an input. */
function BudgetMaximum({ budget, language }: { budget: Parameters<typeof maxBudget>[0]; language: Language }) {
  return formatCfa(maxBudget(budget), language);
}

/** Spec §9 budget calculator: its inputs travel in the URL; the server derives the maximum. */
function BudgetCalculator({ query }: { query: BrowseQuery }) {
  const { t } = useLingui();
  const language = usePageLanguage();
  const initial = query.filters.budget ?? BUDGET_DEFAULTS;
  const [budget, setBudget] = useState({ ...initial });
  const maximum = (
    <StaticContent as="span" deps={[budget]}>
      <BudgetMaximum budget={budget} language={language} />
    </StaticContent>
  );
  const update = (name: keyof typeof budget) => (event: { currentTarget: { value: string } }) => {
    const n = readGrouped(event.currentTarget.value);
    setBudget((b) => ({ ...b, [name]: Number.isFinite(n) ? n : 0 }));
  };
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold">
        <Trans>Calculateur de budget</Trans>
      </legend>
      {/* Millions of CFA need the width: one amount per line. */}
      <div className="grid gap-3">
        <TextField label={t`Apport (CFA)`} name="downPayment" {...groupedNumberProps(initial.downPayment)} onChange={update("downPayment")} />
        <TextField label={t`Mensualité (CFA)`} name="monthlyPayment" {...groupedNumberProps(initial.monthlyPayment)} onChange={update("monthlyPayment")} />
      </div>
      <div className="mt-3">
        <label htmlFor="months" className="mb-1 block text-sm font-medium text-slate-700">
          <Trans>Durée (mois)</Trans>
        </label>
        <select id="months" name="months" defaultValue={String(initial.months)} onChange={update("months")} className={inputClass}>
          {BUDGET_MONTH_CHOICES.map((m) => (
            <option key={m} value={m}>
              {t`${m} mois`}
            </option>
          ))}
        </select>
      </div>
      <p className="mt-3 text-sm">
        <Trans>
          Budget maximum (taux 8 %/an) : <strong data-testid="budget-max">{maximum}</strong>
        </Trans>
      </p>
      <label className="mt-2 flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="budget" value="on" defaultChecked={query.filters.budget !== null} className="h-4 w-4" />
        <Trans>Limiter les résultats à ce budget</Trans>
      </label>
    </fieldset>
  );
}
