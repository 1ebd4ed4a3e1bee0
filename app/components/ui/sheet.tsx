import type { ComponentProps, ReactNode } from "react";
import * as DialogPrimitive from "radix-ui/dialog";
import { cx } from "./cx.ts";
import { DialogHeader, DialogOverlay } from "./dialog.tsx";

/*
 * A panel that slides over the page from the right, the left or the bottom: a Radix Dialog, so it
 * traps focus and closes on Escape or a tap outside. Needs JavaScript to open; the browse and home
 * filters stay a native <details> (features/listings/components/filter-sheet.tsx) so they work first.
 *
 *   <Sheet>
 *     <SheetTrigger asChild><Button variant="outline">Trier</Button></SheetTrigger>
 *     <SheetContent side="bottom" title="Trier les annonces">…</SheetContent>
 *   </Sheet>
 */

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export type SheetSide = "right" | "left" | "bottom";

const SIDES: Record<SheetSide, string> = {
  right: "inset-y-0 end-0 h-full w-[88%] max-w-sm",
  left: "inset-y-0 start-0 h-full w-[88%] max-w-sm",
  bottom: "inset-x-0 bottom-0 max-h-[85vh] rounded-t-2xl pb-[max(1rem,env(safe-area-inset-bottom))]",
};

export interface SheetContentProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, "title"> {
  side?: SheetSide;
  /** Always rendered as the sheet's accessible name. */
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
}

export function SheetContent({ side = "right", title, description, closeLabel, className, children, ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cx("fixed z-[90] overflow-y-auto bg-white p-4 shadow-2xl focus:outline-none", SIDES[side], className)}
        {...props}
      >
        <DialogHeader title={title} description={description} closeLabel={closeLabel} />
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
