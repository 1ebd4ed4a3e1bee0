import { Trans, useLingui } from "@lingui/react/macro";
import { Link, usePageLanguage } from "../../../components/ui/link.tsx";
import { groupDigits } from "../../../lib/grouped-number.ts";
import { formatNotificationDate } from "../../notifications/format-date.ts";
import { IMPORT_STATUS_LABELS, type ImportStatus } from "../import-status.ts";

export interface ImportSummary {
  id: string;
  source: "file" | "feed";
  origin: string;
  status: ImportStatus;
  total: number;
  created: number;
  updated: number;
  refused: number;
  createdAt: string;
}

/** The dealer's latest imports, each linking to its page (preview, progress or report). */
export function ImportList({ imports }: { imports: readonly ImportSummary[] }) {
  const { i18n } = useLingui();
  const language = usePageLanguage();
  return (
    <ul className="divide-y divide-slate-200">
      {imports.map((item) => (
        <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
          <span className="min-w-0 break-words">
            <Link className="font-medium text-brand-700 underline" to={`/pro/import/${item.id}`}>
              {item.source === "feed" ? <Trans>Flux</Trans> : item.origin}
            </Link>{" "}
            <span className="text-slate-600">
              {formatNotificationDate(item.createdAt, undefined, language)} · {i18n._(IMPORT_STATUS_LABELS[item.status])}
            </span>
          </span>
          <span className="text-slate-700">
            <Trans>
              {groupDigits(item.total, language)} lignes : {groupDigits(item.created, language)} créées, {groupDigits(item.updated, language)} mises à jour,{" "}
              {groupDigits(item.refused, language)} refusées
            </Trans>
          </span>
        </li>
      ))}
    </ul>
  );
}
