import type { FocusEvent, InputHTMLAttributes } from "react";
import { groupDigits } from "../../lib/grouped-number.ts";

/**
 * The attributes of a text field holding a whole amount shown in groups ("5 000 000"): a numeric
 * keypad on phones, grouped on load and again once the field is left (not while typing, so the
 * caret never jumps). The server and the browse URL read grouped numbers.
 */
export function groupedNumberProps(defaultValue: string | number | null | undefined): InputHTMLAttributes<HTMLInputElement> {
  return {
    type: "text",
    inputMode: "numeric",
    autoComplete: "off",
    defaultValue: groupDigits(defaultValue),
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      event.currentTarget.value = groupDigits(event.currentTarget.value);
    },
  };
}
