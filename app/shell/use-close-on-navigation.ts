import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** A header menu (a <details>) closes when the page changes: a choice made in it has been acted on. */
export function useCloseOnNavigation() {
  const details = useRef<HTMLDetailsElement>(null);
  const { key } = useLocation();
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [key]);
  return details;
}
