import { ACCIDENT_OPTIONS, CONDITION_LABELS, PREVIOUS_OWNER_OPTIONS } from "../../../../lib/vehicles.ts";
import type { SaleFacts } from "../detail.server.ts";
import { formatLongDate } from "../../../../lib/long-date.ts";
import { SectionCard } from "../../../../components/ui/section-card.tsx";
import { CheckList, FactList } from "./detail-sections.tsx";

const optionLabel = (options: readonly { value: number; label: string }[], value: number) =>
  options.find((o) => o.value === value)?.label ?? String(value);
const yesNo = (value: boolean) => (value ? "Oui" : "Non");

/** What only a sale shows: its history and its papers. */
export function SaleHistory({ sale }: { sale: SaleFacts }) {
  return (
    <>
      <SectionCard id="history" title="Historique">
        <FactList
          rows={[
            { label: "État", value: CONDITION_LABELS[sale.condition] },
            { label: "Propriétaires précédents", value: optionLabel(PREVIOUS_OWNER_OPTIONS, sale.previousOwners) },
            { label: "Accidents", value: optionLabel(ACCIDENT_OPTIONS, sale.accidents) },
            { label: "Titre de propriété en règle", value: yesNo(sale.cleanTitle) },
            { label: "Dernier entretien", value: sale.lastService ? formatLongDate(sale.lastService) : null },
            { label: "Dédouanement", value: sale.customsCleared ? "Dédouané" : "Non dédouané" },
          ]}
        />
      </SectionCard>
      <SectionCard id="documents" title="Documents disponibles">
        <CheckList items={sale.documentsAvailable} empty="Aucun document renseigné" />
      </SectionCard>
    </>
  );
}
