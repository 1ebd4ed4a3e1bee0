import { Check, ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import * as SelectPrimitive from "radix-ui/select";
import { cx } from "./cx.ts";

/*
 * A styled list box on Radix Select (keyboard, typeahead, a hidden native <select> so `name` posts
 * with its form). Until JavaScript runs it is an empty button (the chosen value is not rendered on
 * the server): form fields that must work before hydration stay native (SelectField in field.tsx),
 * and this is for pieces that only exist with JavaScript.
 *
 *   <Select name="sort" defaultValue="recent">
 *     <SelectTrigger aria-label="Trier par"><SelectValue /></SelectTrigger>
 *     <SelectContent>
 *       <SelectItem value="recent">Plus récentes</SelectItem>
 *       <SelectItem value="price">Prix croissant</SelectItem>
 *     </SelectContent>
 *   </Select>
 */

export const Select = SelectPrimitive.Root;
export const SelectValue = SelectPrimitive.Value;
export const SelectGroup = SelectPrimitive.Group;

/** Looks like the text inputs (inputClass in field.tsx). */
export function SelectTrigger({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      className={cx(
        "flex w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-start text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 disabled:opacity-60 aria-[invalid=true]:border-red-500 data-[placeholder]:text-slate-500",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden size={16} className="shrink-0 text-slate-500" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({ className, children, position = "popper", ...props }: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        sideOffset={4}
        className={cx(
          "z-[90] max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-slate-200 bg-white shadow-xl",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      className={cx(
        "relative flex cursor-pointer items-center rounded py-2 pe-3 ps-8 text-sm outline-none select-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700",
        className,
      )}
      {...props}
    >
      <span className="absolute start-2 flex w-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden size={14} />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

export function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return <SelectPrimitive.Label className={cx("px-3 py-1.5 text-xs font-semibold text-slate-500", className)} {...props} />;
}

export function SelectSeparator({ className, ...props }: ComponentProps<typeof SelectPrimitive.Separator>) {
  return <SelectPrimitive.Separator className={cx("my-1 h-px bg-slate-100", className)} {...props} />;
}
