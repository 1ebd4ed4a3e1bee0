import { type ComponentProps, type FocusEvent, useEffect } from "react";
import * as TabsPrimitive from "radix-ui/tabs";
import { cx } from "./cx.ts";
import { ScrollEdgeHints, scrollRowClass, useScrollEdges } from "./scroll-edges.tsx";

/*
 * Tabs switched in place (Radix Tabs: arrow keys, Home/End, roles and ids). Panels other than the
 * selected one are not rendered on the server, so tabs whose content must be reachable without
 * JavaScript stay links (/auth, the browse tabs, link-tabs.tsx). The look is the home page's
 * segmented control; one too long for the screen scrolls sideways, like link-tabs.tsx.
 *
 *   <Tabs defaultValue="sale">
 *     <TabsList aria-label="Type d'annonce">
 *       <TabsTrigger value="sale">Vente</TabsTrigger>
 *       <TabsTrigger value="rental">Location</TabsTrigger>
 *     </TabsList>
 *     <TabsContent value="sale">…</TabsContent>
 *     <TabsContent value="rental">…</TabsContent>
 *   </Tabs>
 */

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, onFocus, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const { row, edges, reveal } = useScrollEdges<HTMLDivElement>();
  useEffect(() => {
    reveal(row.current?.querySelector<HTMLElement>('[data-state="active"]'));
  }, [reveal, row]);
  // A trigger is focused when it is chosen, by a click or the arrow keys: it comes fully into view.
  const onTriggerFocus = (e: FocusEvent<HTMLDivElement>) => {
    reveal(e.target);
    onFocus?.(e);
  };
  return (
    <div className="relative inline-flex max-w-full align-top">
      <TabsPrimitive.List ref={row} onFocus={onTriggerFocus} className={cx("flex rounded-lg bg-slate-200 p-1", scrollRowClass(edges), className)} {...props} />
      <ScrollEdgeHints row={row} edges={edges} className="rounded-lg from-slate-200" />
    </div>
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cx(
        "shrink-0 rounded-md px-4 py-1.5 text-sm font-semibold whitespace-nowrap text-slate-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60 data-[state=active]:bg-white data-[state=active]:text-brand-600 data-[state=active]:shadow-sm data-[state=inactive]:hover:text-slate-900",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cx("mt-4 focus-visible:outline-2 focus-visible:outline-brand-600", className)} {...props} />;
}
