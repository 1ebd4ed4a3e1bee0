import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { STOCK_IMPORT_STATUS_VALUES } from "../../server/schema/dealer-stock.ts";

export type ImportStatus = (typeof STOCK_IMPORT_STATUS_VALUES)[number];

/** Each state of an import in words, as its list and page show it. */
export const IMPORT_STATUS_LABELS: Readonly<Record<ImportStatus, MessageDescriptor>> = {
  preview: msg`Aperçu, pas encore lancé`,
  queued: msg`En attente`,
  running: msg`En cours`,
  done: msg`Terminé`,
  failed: msg`Interrompu`,
};

/** Whether the import still moves (its page re-reads its progress). */
export const importRunning = (status: ImportStatus) => status === "queued" || status === "running";

/** The share of rows done, 0 to 100, for the progress bar. */
export function importPercent(processed: number, total: number): number {
  if (total <= 0) return 100;
  return Math.min(100, Math.floor((processed / total) * 100));
}

/** What an import's bar and report count, as its page and the dealer's feed panel read them. */
export interface ImportCounts {
  id: string;
  status: ImportStatus;
  total: number;
  processed: number;
  created: number;
  updated: number;
  refused: number;
  archived: number;
}
