import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import type { Page } from "@playwright/test";

/**
 * Rules held whatever axe-core calls their impact (ADR 0058): one `<h1>` and no skipped heading
 * level, one main landmark, and a control's name that holds the words it shows (WCAG 2.5.3, an
 * experimental rule axe-core leaves off by default).
 */
const HELD_RULES = ["page-has-heading-one", "heading-order", "landmark-one-main", "label-content-name-mismatch"];

/** The WCAG levels audited (2.0 to 2.2, A and AA). */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
/**
 * The rules run beyond those the WCAG tags select: the held ones and the experimental rules that test a WCAG
 * criterion. Only these, not axe-core's whole 'best-practice' set, whose other findings were never counted:
 * a page's audit takes half the time (every journey's pages are audited).
 */
const EXTRA_RULES = [
  ...HELD_RULES,
  ...axe
    .getRules(["experimental"])
    .filter((rule) => rule.tags.some((tag) => tag.startsWith("wcag")))
    .map((rule) => rule.ruleId),
];

/** The audit under way on each page: axe-core runs one at a time in a page (a journey's own check waits for the background one). */
const running = new WeakMap<Page, Promise<unknown>>();

/** Serious or critical WCAG 2.2 AA violations on the page as it is shown, and any of the held rules, one line each. */
export function seriousViolations(page: Page): Promise<string[]> {
  const previous = running.get(page) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(() => analyze(page));
  running.set(page, next);
  return next;
}

async function analyze(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ runOnly: { type: "tag", values: WCAG_TAGS }, rules: Object.fromEntries(EXTRA_RULES.map((rule) => [rule, { enabled: true }])) })
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical" || HELD_RULES.includes(v.id))
    .filter((v) => v.tags.some((tag) => tag.startsWith("wcag")) || HELD_RULES.includes(v.id))
    .map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.html.slice(0, 160)}`).join(", ")}`);
}
