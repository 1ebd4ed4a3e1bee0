import { type MouseEvent, type ReactNode, useState } from "react";
import { type NavigateFunction, useNavigate } from "react-router";
import { isHydrating } from "./use-hydrated.ts";

/** What the browser keeps: React sets no inner HTML while hydrating, and this never changes after. */
const KEEP = { __html: "" };
const NOT_KEPT = Symbol("not kept");

type Box = "div" | "section" | "span" | "footer";

/**
 * A part of a page that nothing on the page changes once loaded (ADR 0062): the server renders it
 * like the rest, and the browser keeps it as parsed: its components do not run again to hydrate it,
 * so a phone's work at start is the interactive parts'. After a navigation, or once `deps` differ
 * from those it was loaded with, it renders as any other part. Links in it still navigate within
 * the app (one listener on the box); a control with a handler of its own does not belong in it.
 */
export function StaticContent({ as: Tag = "div", className, deps, children }: { as?: Box; className?: string; deps: readonly unknown[]; children: ReactNode }) {
  const [loadedWith] = useState<readonly unknown[] | typeof NOT_KEPT>(() => (isHydrating() ? deps : NOT_KEPT));
  const navigate = useNavigate();
  const kept = loadedWith !== NOT_KEPT && loadedWith.length === deps.length && loadedWith.every((dep, i) => Object.is(dep, deps[i]));
  if (!kept)
    return (
      <Tag key="live" className={className}>
        {children}
      </Tag>
    );
  return <Tag key="kept" className={className} onClick={(event) => followLink(event, navigate)} suppressHydrationWarning dangerouslySetInnerHTML={KEEP} />;
}

/** A click on a plain link of kept HTML, as React Router's `Link` would take it: a navigation within the app. */
function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  if (!anchor || !event.currentTarget.contains(anchor) || anchor.hasAttribute("download") || anchor.hasAttribute("data-reload")) return;
  if ((anchor.target && anchor.target !== "_self") || anchor.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(anchor.pathname + anchor.search + anchor.hash);
}
