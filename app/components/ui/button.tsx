import type { ComponentProps } from "react";
import { Slot } from "radix-ui/slot";
import { type ButtonStyle, buttonClass } from "./button-class.ts";

// The class builder too, for a file that renders both buttons and button-looking links.
export { buttonClass, type ButtonSize, type ButtonStyle, type ButtonVariant } from "./button-class.ts";

export interface ButtonProps extends ComponentProps<"button">, Omit<ButtonStyle, "className"> {
  /** Renders its only child (a `<Link>`, an `<a>`) with the button's classes and props, via Radix Slot. */
  asChild?: boolean;
}

/**
 * A `<button>` in one of the kit's variants and sizes; `type` defaults to "button", so a form is
 * submitted only by an explicit `type="submit"`. `asChild` gives the look to its child instead:
 * `<Button asChild variant="outline"><a href={pdf} download>Télécharger</a></Button>`.
 */
export function Button({ variant, size, block, asChild = false, className, type = "button", ...props }: ButtonProps) {
  const classes = buttonClass({ variant, size, block, className });
  if (asChild) return <Slot className={classes} {...props} />;
  return <button type={type} className={classes} {...props} />;
}
