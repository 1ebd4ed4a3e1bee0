import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { SectionCard } from "../../../../components/ui/section-card.tsx";
import { Trans, useLingui } from "@lingui/react/macro";
import { EQUIPMENT_LABELS } from "../../../../lib/vehicles.ts";
import { useValueLabel } from "../../../../components/ui/value-label.ts";

/** Label and value rows; rows without a value are left out. */
export function FactList({ rows }: { rows: readonly { label: string; value: ReactNode }[] }) {
  const shown = rows.filter((r) => r.value !== null && r.value !== undefined && r.value !== "");
  if (shown.length === 0)
    return (
      <p className="text-sm text-slate-500">
        <Trans>Non renseigné</Trans>
      </p>
    );
  return (
    <dl className="grid gap-x-6 text-sm sm:grid-cols-2">
      {shown.map((r) => (
        <div key={r.label} className="flex justify-between gap-3 border-b border-slate-100 py-2">
          <dt className="text-slate-500">{r.label}</dt>
          <dd className="min-w-0 text-end font-medium wrap-anywhere">{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Description({ text }: { text: string | null }) {
  const { t } = useLingui();
  if (!text?.trim()) return null;
  return (
    <SectionCard id="description" title={t`Description`}>
      <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700">{text.trim()}</p>
    </SectionCard>
  );
}

export function CheckList({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  return (
    <ul className="grid gap-2 text-sm sm:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-2">
          <Check aria-hidden size={16} className="shrink-0 text-green-600" />
          <span className="min-w-0 wrap-anywhere">{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The car's equipment: the catalogue's in the page's language, anything the owner typed as written. */
export function Equipment({ features }: { features: readonly string[] }) {
  const { t } = useLingui();
  const label = useValueLabel();
  if (features.length === 0) return null;
  return (
    <SectionCard id="equipment" title={t`Équipements`}>
      <CheckList items={features.map((feature) => label(EQUIPMENT_LABELS, feature))} empty="" />
    </SectionCard>
  );
}
