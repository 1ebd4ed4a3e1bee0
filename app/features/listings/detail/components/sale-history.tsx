import { ACCIDENT_OPTIONS, CONDITION_LABELS, DOCUMENT_LABELS, PREVIOUS_OWNER_OPTIONS } from "../../../../lib/vehicles.ts";
import type { SaleFacts } from "../detail.server.ts";
import { formatLongDate } from "../../../../lib/long-date.ts";
import { SectionCard } from "../../../../components/ui/section-card.tsx";
import { CheckList, FactList } from "./detail-sections.tsx";
import { useLingui } from "@lingui/react/macro";
import { usePageLanguage } from "../../../../components/ui/link.tsx";
import { useValueLabel } from "../../../../components/ui/value-label.ts";

const optionLabel = (options: readonly { value: number; label: string }[], value: number) => options.find((o) => o.value === value)?.label ?? String(value);

/** What only a sale shows: its history and its papers. */
export function SaleHistory({ sale }: { sale: SaleFacts }) {
  const { t } = useLingui();
  const label = useValueLabel();
  const language = usePageLanguage();
  // An answer the seller did not give is not shown (null rows are left out).
  const yesNo = (value: boolean | null) => (value === null ? null : value ? t`Oui` : t`Non`);
  return (
    <>
      <SectionCard id="history" title={t`Historique`}>
        <FactList
          rows={[
            { label: t`État`, value: label(CONDITION_LABELS, sale.condition) },
            { label: t`Propriétaires précédents`, value: optionLabel(PREVIOUS_OWNER_OPTIONS, sale.previousOwners) },
            { label: t`Accidents`, value: optionLabel(ACCIDENT_OPTIONS, sale.accidents) },
            { label: t`Titre de propriété en règle`, value: yesNo(sale.cleanTitle) },
            { label: t`Dernier entretien`, value: sale.lastService ? formatLongDate(sale.lastService, undefined, language) : null },
            { label: t`Dédouanement`, value: sale.customsCleared === null ? null : sale.customsCleared ? t`Dédouané` : t`Non dédouané` },
          ]}
        />
      </SectionCard>
      <SectionCard id="documents" title={t`Documents disponibles`}>
        <CheckList items={sale.documentsAvailable.map((document) => label(DOCUMENT_LABELS, document))} empty={t`Aucun document renseigné`} />
      </SectionCard>
    </>
  );
}
