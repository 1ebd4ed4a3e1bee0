import { useEffect } from "react";
import { useFetcher } from "react-router";

/**
 * The language model's wording of the valuation shown, asked once the page is there (the page never
 * waits on the model, ADR 0026); null until it comes, or when there is none: our text stays.
 */
export function useValuationWording(query: string | null): string | null {
  const { load, data } = useFetcher<{ text: string | null }>();
  useEffect(() => {
    if (query !== null) void load(`/sell/evaluer/texte?${query}`);
  }, [query, load]);
  return query !== null ? (data?.text ?? null) : null;
}
