/**
 * Control characters in what people type: none, but tab, line feed and carriage return. PostgreSQL
 * refuses NUL in any text (the query fails), and the others (escape, backspace, DEL, the C1 range)
 * are invisible garbage that only a script or a broken copy sends. See ADR 0022.
 */

// Matching control characters is what this module is for.
// oxlint-disable-next-line no-control-regex
const TEXT_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const TEXT_CONTROLS = new RegExp(TEXT_CONTROL.source, "g");
/** In a path nothing is text: tab and line breaks are controls too. */
// oxlint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

export const hasTextControls = (text: string): boolean => TEXT_CONTROL.test(text);
export const withoutTextControls = (text: string): string => text.replace(TEXT_CONTROLS, "");
export const hasAnyControl = (text: string): boolean => ANY_CONTROL.test(text);
