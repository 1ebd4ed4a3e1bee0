import { describe, expect, it } from "vitest";
import { panelUrl, tabOfIntent } from "./admin-tabs.ts";

describe("admin tabs", () => {
  it("bring a form back to its own tab", () => {
    expect(tabOfIntent("package-delete")).toBe("packages");
    expect(tabOfIntent("listing-delete")).toBe("users");
    expect(tabOfIntent("user-ban")).toBe("users");
    expect(tabOfIntent("pro-price")).toBe("pro-plan");
    expect(tabOfIntent("report-decide")).toBe("reports");
    expect(tabOfIntent("inconnu")).toBe("packages");
  });

  it("keep the page's searches and nothing else", () => {
    expect(panelUrl("user-ban", new URL("http://x/admin?tab=users&q=awa&type=rental&autre=1"))).toBe("/admin?tab=users&q=awa&type=rental");
    expect(panelUrl("setting", new URL("http://x/admin"))).toBe("/admin?tab=settings");
  });
});
