import { describe, expect, it } from "vitest";
import { type ButtonSize, type ButtonVariant, buttonClass } from "./button-class.ts";

const VARIANTS: ButtonVariant[] = ["primary", "secondary", "outline", "ghost", "danger", "dark"];
const SIZES: ButtonSize[] = ["xs", "sm", "md", "lg", "xl"];

// Two utilities for one CSS property would be settled by Tailwind's CSS order, not by intent.
const GROUPS: Record<string, RegExp> = {
  display: /^(inline-flex|flex|block|inline-block|hidden)$/,
  "padding-x": /^px-/,
  "padding-y": /^py-/,
  "font-size": /^text-(xs|sm|base|lg|xl)$/,
  "font-weight": /^font-(medium|semibold|bold)$/,
  gap: /^gap-/,
  background: /^bg-/,
  "text-colour": /^text-(white|slate|brand|red)/,
};

describe("buttonClass", () => {
  it("defaults to a primary, medium, inline button", () => {
    expect(buttonClass()).toBe(buttonClass({ variant: "primary", size: "md" }));
    expect(buttonClass().split(" ")).toEqual(expect.arrayContaining(["inline-flex", "bg-brand-600", "text-white", "px-4", "py-2", "font-medium"]));
  });

  it("appends the caller's layout classes and widens a block button", () => {
    expect(buttonClass({ size: "lg", className: "mt-4" }).split(" ").at(-1)).toBe("mt-4");
    expect(buttonClass({ block: true }).split(" ")).toEqual(expect.arrayContaining(["flex", "w-full"]));
    expect(buttonClass({ block: true }).split(" ")).not.toContain("inline-flex");
  });

  for (const variant of VARIANTS) {
    for (const size of SIZES) {
      for (const block of [false, true]) {
        it(`${variant} ${size}${block ? " block" : ""} sets each property once`, () => {
          const classes = buttonClass({ variant, size, block }).split(" ");
          for (const [group, re] of Object.entries(GROUPS)) {
            expect(classes.filter((c) => re.test(c)).length, group).toBeLessThanOrEqual(1);
          }
          for (const group of ["display", "padding-x", "padding-y", "font-weight"]) {
            expect(
              classes.filter((c) => GROUPS[group]?.test(c)),
              group,
            ).toHaveLength(1);
          }
        });
      }
    }
  }
});
