import { cx } from "./cx.ts";

/*
 * The look of every button, as a class string. Here rather than in button.tsx so that a page which
 * only styles links (`<Link className={buttonClass()}>`) does not load Radix Slot with its JavaScript:
 * import buttonClass from this file, and Button from button.tsx where a real <button> is wanted.
 */

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "danger" | "dark";
export type ButtonSize = "xs" | "sm" | "md" | "lg" | "xl";

const VARIANTS: Record<ButtonVariant, string> = {
  /** The page's main action: orange. */
  primary: "bg-brand-600 text-white hover:bg-brand-700",
  /** A lesser action that still carries the brand: orange outline. */
  secondary: "border border-brand-600 text-brand-700 hover:bg-brand-50",
  /** A neutral action beside a primary one. */
  outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
  /** No box until hovered: 'Fermer' in a sheet. */
  ghost: "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
  /** A destructive or leaving action, kept quiet: red text ('Se déconnecter'). */
  // Red 700: red 600 is under 4.5:1 on its own hover's red 50 (and on a red 50 panel), where the pointer leaves it after a click.
  danger: "text-red-700 hover:bg-red-50",
  /** A strong neutral action; also the one that shows on orange (the hero search). */
  dark: "bg-slate-900 text-white hover:bg-slate-800",
};

// Weight goes with the size: small and regular buttons are medium, the large calls to action semibold.
const SIZES: Record<ButtonSize, string> = {
  xs: "gap-1 px-2 py-0.5 text-xs font-medium",
  sm: "gap-1.5 px-3 py-2 text-sm font-medium",
  md: "gap-2 px-4 py-2 font-medium",
  lg: "gap-2 px-4 py-2.5 font-semibold",
  xl: "gap-2 px-4 py-3 font-semibold",
};

const BASE =
  "items-center justify-center rounded-md text-center focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60";

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container (a block-level flex box) instead of the width of its text. */
  block?: boolean;
  /**
   * Added after the button's own classes: layout around it (margins, `flex-1`, `lg:hidden`). Not a
   * plain utility for a property the button already sets (padding, colours, font size): with no merge
   * step, the order in the CSS, not in the string, would pick the winner. A breakpoint variant
   * (`max-sm:px-3`) or `!` (`justify-start!`) does override, as both come later in the CSS.
   */
  className?: string;
}

/**
 * The classes of a button, for elements that must stay what they are: a `<Link>` (a real link that
 * works before JavaScript), an `<a href>`, the `<summary>` of a native `<details>`.
 */
export function buttonClass({ variant = "primary", size = "md", block = false, className }: ButtonStyle = {}): string {
  return cx(block ? "flex w-full" : "inline-flex", BASE, VARIANTS[variant], SIZES[size], className);
}
