import { describe, expect, it } from "vitest";
import { type SparseRow, fitRidge } from "./ridge.ts";

const dense = (values: number[]): SparseRow => ({ index: Int32Array.from(values.map((_, i) => i)), value: Float64Array.from(values) });

describe("ridge regression", () => {
  it("recovers the coefficients of an exact relation, and shrinks them (not the intercept) as λ grows", () => {
    const rows = Array.from({ length: 50 }, (_, i) => dense([1, i / 10, (i % 7) / 3]));
    const y = rows.map((r) => 2 + 3 * (r.value[1] as number) - 1.5 * (r.value[2] as number));
    const exact = fitRidge(rows, y, 3, 1e-9);
    expect(exact[0]).toBeCloseTo(2, 4);
    expect(exact[1]).toBeCloseTo(3, 4);
    expect(exact[2]).toBeCloseTo(-1.5, 4);
    const shrunk = fitRidge(rows, y, 3, 1000);
    expect(Math.abs(shrunk[1] as number)).toBeLessThan(3);
  });

  it("fits one effect per category from sparse rows, an unseen column staying at zero", () => {
    // y = 10 + 1 for category A, −1 for category B; column 3 never appears.
    const rows: SparseRow[] = [
      ...Array.from({ length: 20 }, () => ({ index: Int32Array.from([0, 1]), value: Float64Array.from([1, 1]) })),
      ...Array.from({ length: 20 }, () => ({ index: Int32Array.from([0, 2]), value: Float64Array.from([1, 1]) })),
    ];
    const y = rows.map((r) => (r.index[1] === 1 ? 11 : 9));
    const beta = fitRidge(rows, y, 4, 0.01);
    expect((beta[0] as number) + (beta[1] as number)).toBeCloseTo(11, 2);
    expect((beta[0] as number) + (beta[2] as number)).toBeCloseTo(9, 2);
    expect(beta[3]).toBe(0);
  });
});
