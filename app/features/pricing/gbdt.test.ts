import { describe, expect, it } from "vitest";
import { type GbdtModel, fitGbdt, fitGbdtSteps, gbdtContributions, predictGbdt } from "./gbdt.ts";

/** A seeded stream of numbers in [0, 1), for data the tests can rebuild. */
function numbers(seed: number): () => number {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** A step in x0 and an interaction of x1 and x2, x3 pure noise, with a little noise on y. */
function stepsAndInteraction(n: number, seed = 1) {
  const draw = numbers(seed);
  const x: number[][] = [];
  const y: number[] = [];
  for (let i = 0; i < n; i++) {
    const row = [draw(), draw(), draw(), draw()];
    const [a, b, c] = row as [number, number, number, number];
    x.push(row);
    y.push((a > 0.5 ? 1 : 0) + (b > 0.3 && c < 0.6 ? 0.7 : 0) + 0.05 * (draw() - 0.5));
  }
  return { x, y };
}

const meanSquare = (model: GbdtModel, x: number[][], y: number[]) =>
  x.reduce((sum, row, i) => sum + (predictGbdt(model, row) - (y[i] as number)) ** 2, 0) / x.length;

const SMALL = { rounds: 60, learningRate: 0.2, maxLeaves: 8, minLeaf: 10 };

describe("boosted trees", () => {
  it("learn a step and an interaction that a constant cannot, on rows they did not see", () => {
    const train = stepsAndInteraction(1500, 1);
    const test = stepsAndInteraction(500, 2);
    const model = fitGbdt(train.x, train.y, SMALL);
    const mean = test.y.reduce((a, b) => a + b, 0) / test.y.length;
    const constant = test.y.reduce((sum, v) => sum + (v - mean) ** 2, 0) / test.y.length;
    expect(meanSquare(model, test.x, test.y)).toBeLessThan(constant * 0.05);
    // A car of each corner of the interaction.
    expect(predictGbdt(model, [0.7, 0.5, 0.2, 0.5])).toBeCloseTo(1.7, 1);
    expect(predictGbdt(model, [0.2, 0.1, 0.2, 0.5])).toBeCloseTo(0, 1);
  });

  it("give the same model for the same seed, and another for another seed", () => {
    const { x, y } = stepsAndInteraction(800);
    const a = fitGbdt(x, y, { ...SMALL, subsample: 0.7, featureFraction: 0.75, seed: 3 });
    const b = fitGbdt(x, y, { ...SMALL, subsample: 0.7, featureFraction: 0.75, seed: 3 });
    const c = fitGbdt(x, y, { ...SMALL, subsample: 0.7, featureFraction: 0.75, seed: 4 });
    expect(b).toEqual(a);
    expect(x.map((row) => predictGbdt(b, row))).toEqual(x.map((row) => predictGbdt(a, row)));
    expect(x.map((row) => predictGbdt(c, row))).not.toEqual(x.map((row) => predictGbdt(a, row)));
  });

  it("split a prediction into contributions that add up to it, the step's feature credited with the step", () => {
    const { x, y } = stepsAndInteraction(1000);
    const model = fitGbdt(x, y, SMALL);
    for (const row of x.slice(0, 50)) {
      const { base, contributions } = gbdtContributions(model, row);
      const sum = contributions.reduce((a, b) => a + b, base);
      expect(sum).toBeCloseTo(predictGbdt(model, row), 10);
    }
    const high = gbdtContributions(model, [0.9, 0.1, 0.9, 0.5]).contributions;
    const low = gbdtContributions(model, [0.1, 0.1, 0.9, 0.5]).contributions;
    expect((high[0] as number) - (low[0] as number)).toBeCloseTo(1, 1);
    // The noise feature explains next to nothing.
    expect(Math.abs(high[3] as number)).toBeLessThan(0.05);
  });

  it("learn where missing values go, and value a missing value never seen in the fit", () => {
    const draw = numbers(5);
    const x: number[][] = [];
    const y: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const missing = draw() < 0.2;
      const v = draw();
      x.push([missing ? Number.NaN : v, draw()]);
      // Missing acts as a high value, however the split is placed.
      y.push(missing ? 2 : v > 0.5 ? 1 : 0);
    }
    const model = fitGbdt(x, y, SMALL);
    expect(predictGbdt(model, [Number.NaN, 0.5])).toBeCloseTo(2, 1);
    expect(predictGbdt(model, [0.8, 0.5])).toBeCloseTo(1, 1);
    expect(predictGbdt(model, [0.2, 0.5])).toBeCloseTo(0, 1);
    const complete = stepsAndInteraction(500);
    const neverMissing = fitGbdt(complete.x, complete.y, SMALL);
    expect(Number.isFinite(predictGbdt(neverMissing, [Number.NaN, 0.5, 0.5, Number.NaN]))).toBe(true);
  });

  it("are plain data: a structured clone predicts the same", () => {
    const { x, y } = stepsAndInteraction(600);
    const model = fitGbdt(x, y, SMALL);
    const copy = structuredClone(model);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(copy.trees[0]?.value).toBeInstanceOf(Float64Array);
    expect(x.map((row) => predictGbdt(copy, row))).toEqual(x.map((row) => predictGbdt(model, row)));
  });

  it("grow no split that leaves fewer than minLeaf rows on a side", () => {
    const { x, y } = stepsAndInteraction(300);
    const model = fitGbdt(x, y, { ...SMALL, minLeaf: 151 });
    expect(model.trees.every((t) => t.feature.length === 1)).toBe(true);
  });

  it("stop early when held-out rows stop improving, on a target that is only noise", () => {
    const draw = numbers(9);
    const x = Array.from({ length: 600 }, () => [draw(), draw()]);
    const y = x.map(() => draw());
    const model = fitGbdt(x, y, { ...SMALL, rounds: 200, validationFraction: 0.2, patience: 10 });
    expect(model.trees.length).toBeLessThan(50);
  });

  it("fit a tree a step, to the same model as at once", () => {
    const { x, y } = stepsAndInteraction(400);
    const steps = fitGbdtSteps(x, y, { ...SMALL, rounds: 20 });
    let pauses = 0;
    let step = steps.next();
    while (!step.done) {
      pauses++;
      step = steps.next();
    }
    // Binning each of the 4 features, then each tree.
    expect(pauses).toBe(4 + 1 + 20);
    expect(step.value).toEqual(fitGbdt(x, y, { ...SMALL, rounds: 20 }));
  });
});
