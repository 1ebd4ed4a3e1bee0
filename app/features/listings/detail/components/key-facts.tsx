import { Calendar, Fuel, Gauge, Settings2 } from "lucide-react";
import { FUEL_LABELS, TRANSMISSION_LABELS, type Transmission } from "../../../../lib/vehicles.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { groupDigits } from "../../../../lib/grouped-number.ts";
import { usePageLanguage } from "../../../../components/ui/link.tsx";
import { useValueLabel } from "../../../../components/ui/value-label.ts";

/** The four main characteristics: year, mileage, gearbox, fuel. */
export function KeyFacts({ year, mileage, transmission, fuelType }: { year: number; mileage: number; transmission: Transmission; fuelType: string }) {
  const { t } = useLingui();
  const label = useValueLabel();
  const language = usePageLanguage();
  const facts = [
    { icon: Calendar, label: t`Année`, value: String(year) },
    { icon: Gauge, label: t`Kilométrage`, value: `${groupDigits(mileage, language)} km` },
    { icon: Settings2, label: t`Transmission`, value: label(TRANSMISSION_LABELS, transmission) },
    { icon: Fuel, label: t`Carburant`, value: label(FUEL_LABELS, fuelType) },
  ];
  return (
    <section aria-labelledby="facts-heading" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="facts-heading" className="font-bold">
        <Trans>Caractéristiques principales</Trans>
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map(({ icon: Icon, label, value }) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="flex items-center gap-1.5 text-xs text-slate-500">
              <Icon aria-hidden size={14} />
              {label}
            </dt>
            <dd className="mt-1 font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
