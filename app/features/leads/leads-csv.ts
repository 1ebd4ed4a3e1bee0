import type { Lead, LeadType } from "./lead.ts";

/** The columns of 'Exporter mes contacts', in French: the file opens in a French Excel as is. */
export const LEADS_CSV_COLUMNS = ["Date", "Type", "Annonce", "Référence", "Contact", "Message", "Montant (FCFA)", "Début", "Fin", "Statut"] as const;

/** French Excel reads `;` as the separator (`,` is its decimal mark); the BOM tells it the file is UTF-8. */
export const CSV_SEPARATOR = ";";
export const CSV_BOM = "\uFEFF";

const TYPE_WORDS: Readonly<Record<LeadType, string>> = { conversation: "Message", offer: "Offre", booking: "Réservation" };

const STATUS_WORDS: Readonly<Record<string, string>> = {
  pending: "En attente",
  countered: "Contre-offre",
  accepted: "Acceptée",
  refused: "Refusée",
  withdrawn: "Retirée",
  expired: "Expirée",
  confirmed: "Confirmée",
  rejected: "Refusée",
  cancelled: "Annulée",
  completed: "Terminée",
};

/**
 * One cell, safe to open: a value starting with = + - @ (or a tab or carriage return, which some
 * readers skip before them) is prefixed with ' so a spreadsheet shows it as text instead of running
 * it as a formula; a value holding the separator, a quote or a line break is quoted, quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of the file, ended the way spreadsheets expect (CRLF). */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(CSV_SEPARATOR)}\r\n`;
}

/** The first line: the BOM, then the column names. */
export const leadsCsvHeader = () => CSV_BOM + csvLine(LEADS_CSV_COLUMNS);

/** `2026-11-29T20:18:40.123Z` as the date and time a French reader types, in UTC: 29/11/2026 20:18. */
function frenchDateTime(iso: string): string {
  const [date, time] = iso.split("T");
  const [y, m, d] = date.split("-");
  return `${d}/${m}/${y} ${time.slice(0, 5)}`;
}

const frenchDay = (day: string | undefined) => (day ? day.split("-").reverse().join("/") : "");

/** A lead's line of the export. */
export function leadCsvLine(lead: Lead): string {
  return csvLine([
    frenchDateTime(lead.createdAt),
    TYPE_WORDS[lead.type],
    lead.listing.title,
    lead.listing.reference,
    lead.contact.name,
    lead.message,
    lead.amount,
    frenchDay(lead.startDate),
    frenchDay(lead.endDate),
    lead.status ? (STATUS_WORDS[lead.status] ?? lead.status) : "",
  ]);
}

/** The file's name for the day it is made: contacts-autoafrique-2026-11-29.csv. */
export const leadsCsvFileName = (now: Date) => `contacts-autoafrique-${now.toISOString().slice(0, 10)}.csv`;
