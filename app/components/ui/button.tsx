import type { ComponentProps } from "react";
import { type ButtonStyle, buttonClass } from "./button-class.ts";

// The class builder too, for a file that renders both buttons and button-looking links.
export { buttonClass, type ButtonSize, type ButtonStyle, type ButtonVariant } from "./button-class.ts";

export type ButtonProps = ComponentProps<"button"> & Omit<ButtonStyle, "className">;

/**
 * A `<button>` in one of the kit's variants and sizes; `type` defaults to "button", so a form is
 * submitted only by an explicit `type="submit"`. A link that looks like a button takes
 * `buttonClass(...)` instead (no wrapper component, so pages that only style links load no code
 * for it — every kilobyte counts on a 3G phone).
 */
export function Button({ variant, size, block, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block, className })} {...props} />;
}
