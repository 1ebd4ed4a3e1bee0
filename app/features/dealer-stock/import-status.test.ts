import { describe, expect, it } from "vitest";
import { importPercent, importRunning } from "./import-status.ts";

describe("an import's progress", () => {
  it("is a whole percentage that reaches 100 only when every row is done", () => {
    expect(importPercent(0, 80)).toBe(0);
    expect(importPercent(79, 80)).toBe(98);
    expect(importPercent(80, 80)).toBe(100);
    expect(importPercent(0, 0)).toBe(100);
  });

  it("moves while queued or running only", () => {
    expect(importRunning("queued")).toBe(true);
    expect(importRunning("running")).toBe(true);
    expect(importRunning("preview")).toBe(false);
    expect(importRunning("done")).toBe(false);
    expect(importRunning("failed")).toBe(false);
  });
});
