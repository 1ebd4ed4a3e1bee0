import { type KeyboardEvent, type ReactNode, useEffect, useState } from "react";
import { cx } from "./cx.ts";
import { ScrollEdgeHints, scrollRowClass, useScrollEdges } from "./scroll-edges.tsx";

export interface LinkTab {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/**
 * Tabs that work before JavaScript: each tab is a link to `?tab=<id>` and the server renders that
 * panel; with JavaScript the switch happens in place, without a request.
 */
export function LinkTabs({ tabs, initial, label }: { tabs: readonly LinkTab[]; initial?: string | null; label: string }) {
  const [active, setActive] = useState(tabs.find((t) => t.id === initial)?.id ?? tabs[0]?.id);
  const { row, edges, reveal } = useScrollEdges<HTMLDivElement>();
  // A row longer than the screen scrolls: the chosen tab, even one opened past the edge, is always in full view.
  useEffect(() => {
    reveal(row.current?.querySelector<HTMLElement>('[aria-selected="true"]'));
  }, [active, reveal, row]);
  const select = (id: string) => {
    setActive(id);
    document.getElementById(`tab-${id}`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const to = moves[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const tab = tabs[(to + tabs.length) % tabs.length];
    if (tab) select(tab.id);
  };
  return (
    <section className="rounded-xl border border-slate-200 bg-white">
      <div className="relative border-b border-slate-200">
        <div ref={row} role="tablist" aria-label={label} className={cx("flex", scrollRowClass(edges))}>
          {tabs.map((tab, i) => (
            <a
              key={tab.id}
              id={`tab-${tab.id}`}
              href={`?tab=${tab.id}`}
              role="tab"
              aria-selected={tab.id === active}
              aria-controls={`panel-${tab.id}`}
              tabIndex={tab.id === active ? 0 : -1}
              onClick={(e) => {
                e.preventDefault();
                setActive(tab.id);
              }}
              onKeyDown={(e) => onKeyDown(e, i)}
              className={`flex-1 border-b-2 px-2 py-3 text-center text-sm font-semibold whitespace-nowrap sm:px-4 ${
                tab.id === active ? "border-brand-600 text-brand-700" : "border-transparent text-slate-500 hover:text-slate-800"
              }`}
            >
              {tab.label}
            </a>
          ))}
        </div>
        <ScrollEdgeHints row={row} edges={edges} className="from-white" />
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} id={`panel-${tab.id}`} role="tabpanel" aria-labelledby={`tab-${tab.id}`} hidden={tab.id !== active} className="p-4">
          {tab.content}
        </div>
      ))}
    </section>
  );
}
