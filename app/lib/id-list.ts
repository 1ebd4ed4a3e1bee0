import { isUuid } from "./uuid.ts";

/** Longest `ids=` value read: 40 UUIDs with their commas, well past any list the site makes. */
const MAX_RAW = 40 * 37;

/**
 * A comma-separated list of listing ids from a URL or a form: the well-formed ones, each once, in
 * order; `malformed` says whether anything else was there (a link cut or typed by hand).
 */
export function readIdList(raw: unknown): { ids: string[]; malformed: boolean } {
  if (typeof raw !== "string" || raw.trim() === "") return { ids: [], malformed: false };
  const parts = raw
    .slice(0, MAX_RAW)
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  const wellFormed = parts.filter(isUuid);
  return { ids: [...new Set(wellFormed)], malformed: raw.length > MAX_RAW || wellFormed.length !== parts.length };
}
