import type { Page } from "@playwright/test";

/** What a page's first tab row shows: the tabs cut by its edges or clipped inside, the hints shown, the chosen tab. */
export function tabRow(page: Page) {
  return page
    .getByRole("tablist")
    .first()
    .evaluate((row) => {
      const box = row.getBoundingClientRect();
      const tabs = [...row.querySelectorAll<HTMLElement>('[role="tab"]')];
      const hintBox = (edge: string) => {
        const hint = row.parentElement?.querySelector<HTMLElement>(`[data-scroll-hint="${edge}"]`);
        const r = hint?.getBoundingClientRect();
        return r && r.width > 0 ? r : null;
      };
      const hintBoxes = [hintBox("before"), hintBox("after")];
      const hints = { before: hintBoxes[0] !== null, after: hintBoxes[1] !== null };
      const underHint = (tab: HTMLElement) => {
        const r = tab.getBoundingClientRect();
        return hintBoxes.some((h) => h !== null && r.left < h.right && r.right > h.left);
      };
      const inside = (tab: HTMLElement) => {
        const r = tab.getBoundingClientRect();
        return r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
      };
      const selected = tabs.find((t) => t.getAttribute("aria-selected") === "true");
      return {
        overflows: row.scrollWidth > row.clientWidth,
        hints,
        /** Tabs past an edge that no hint covers. */
        cutWithoutHint: tabs
          .filter((t) => !inside(t))
          .filter((t) => {
            const r = t.getBoundingClientRect();
            return (r.left < box.left && !hints.before) || (r.right > box.right && !hints.after);
          })
          .map((t) => t.textContent),
        /** Labels squeezed inside their own tab. */
        clippedLabels: tabs.filter((t) => t.scrollWidth > t.clientWidth).map((t) => t.textContent),
        outside: tabs.filter((t) => !inside(t)).map((t) => t.textContent),
        selected: selected?.textContent ?? null,
        /** The chosen tab in full view, clear of the hints. */
        selectedInView: selected ? inside(selected) && !underHint(selected) : false,
      };
    });
}
