import { type Locator, type Page, expect } from "@playwright/test";

/** What the keyboard's focus is on, and whether a sighted person can see it (WCAG 2.4.7, 2.4.11). */
interface FocusState {
  /** A short description of the focused element, for the failure messages: `button "Publier l'annonce"`. */
  what: string;
  /** The page's own body (nothing focused): nothing to show. */
  body: boolean;
  /** An outline or a box shadow is drawn around it (or, for a visually hidden control, around its label). */
  ringed: boolean;
  /** A sheet or dialog is open and the focus is outside it, on what it covers. */
  behindDialog: boolean;
  /** Once brought into view, no part of it shows: the header, a pinned bar or a sheet covers it all. */
  hidden: boolean;
}

/** Reads where the focus is, in the page. */
export async function focusState(page: Page): Promise<FocusState> {
  // The fields' rings come in by a (reduced, near-zero) transition: read them once it has run.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body || active === document.documentElement) {
      return { what: "body", body: true, ringed: false, behindDialog: false, hidden: false };
    }
    const name = (active.getAttribute("aria-label") ?? active.textContent ?? (active as HTMLInputElement).name ?? "").trim().replace(/\s+/g, " ").slice(0, 60);
    const what = `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ""}${active.getAttribute("role") ? `[role=${active.getAttribute("role")}]` : ""} "${name}"`;
    const drawn = (el: Element) => {
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== "rgba(0, 0, 0, 0)";
      const shadow = style.boxShadow !== "none" && !/^(rgba\(0, 0, 0, 0\) 0px 0px 0px 0px,? ?)+$/.test(style.boxShadow);
      return outline || shadow;
    };
    // A control shown only through its label (the photo picker's input is visually hidden): the label shows the focus.
    const box = active.getBoundingClientRect();
    const visuallyHidden = box.width <= 1 || box.height <= 1;
    const labels = (active as HTMLInputElement).labels ? [...((active as HTMLInputElement).labels ?? [])] : [];
    const shown = visuallyHidden && labels.length > 0 ? labels : [active];
    // On a date field's own calendar button (inside the browser's control, where :focus does not reach the field),
    // the browser draws the ring itself.
    const browserPart = active instanceof HTMLInputElement && active.type === "date" && !active.matches(":focus");
    const ringed = browserPart || shown.some(drawn);
    const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"], dialog[open]')].filter((d) => {
      const r = d.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(d).visibility !== "hidden";
    });
    const behindDialog = dialogs.length > 0 && !dialogs.some((d) => d.contains(active));
    // 2.4.11: some part of what shows the focus is on top at one of a few points.
    const target = shown[0] as HTMLElement;
    const rect = target.getBoundingClientRect();
    const points = [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + 2, rect.top + 2],
      [rect.right - 2, rect.top + 2],
      [rect.left + 2, rect.bottom - 2],
      [rect.right - 2, rect.bottom - 2],
    ];
    const hidden = !points.some(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (target.contains(top) || top.contains(target) || (top as HTMLLabelElement).control === active);
    });
    const style = getComputedStyle(target);
    const over = document.elementFromPoint(points[0]![0]!, points[0]![1]!);
    const seen = `outline ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow ${style.boxShadow}; at ${Math.round(rect.top)}-${Math.round(rect.bottom)} of ${innerHeight}, under ${over ? `${over.tagName.toLowerCase()}.${String(over.className).slice(0, 50)}` : "nothing"}`;
    return { what: `${what} (${seen})`, body: false, ringed, behindDialog, hidden };
  });
}

/** The focus is on something, drawn, not behind an open dialog, and not entirely covered. */
export async function expectFocusShown(page: Page, step: string): Promise<FocusState> {
  // A ring comes in by a transition and a field is scrolled into view as it is focused: read again for up to a second.
  let state = await focusState(page);
  for (let tries = 0; tries < 10 && !state.body && (!state.ringed || state.hidden); tries++) {
    await page.waitForTimeout(100);
    state = await focusState(page);
  }
  expect(state.body, `${step}: the focus is lost on the page's body`).toBe(false);
  expect(state.ringed, `${step}: no visible focus indicator on ${state.what}`).toBe(true);
  expect(state.behindDialog, `${step}: the focus is behind an open dialog, on ${state.what}`).toBe(false);
  expect(state.hidden, `${step}: ${state.what} is focused but entirely covered`).toBe(false);
  return state;
}

/** Whether the element the locator finds is the one focused. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, checking the focus at every
 * stop on the way; fails after `max` presses. Returns the number of presses.
 */
export async function tabTo(page: Page, target: Locator, step: string, { max = 80, back = false } = {}): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    await expectFocusShown(page, `${step} (Tab ${presses})`);
    if (await isFocused(target)) return presses;
  }
  throw new Error(`${step}: not reached in ${max} presses of Tab`);
}

/** Presses a key on what has the focus, then checks the focus is still shown. */
export async function press(page: Page, key: string, step: string): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusShown(page, `${step} (${key})`);
}
