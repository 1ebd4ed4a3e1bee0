import type { FormEvent } from "react";
import { useNavigate } from "react-router";
import { listingsHref, parseBrowseQuery } from "../browse-query.ts";

/** The browse form's id: the search box and the sort sit outside it (no form may hold the cards' own forms). */
export const BROWSE_FORM_ID = "browse";

/**
 * Submits a browse form to the one short URL of its state, as the server would redirect it, without
 * the round trip. Without JavaScript the plain GET goes out and the server redirects.
 */
export function useBrowseSubmit() {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string") params.append(name, value);
    navigate(listingsHref(parseBrowseQuery(params)));
  };
}
