import { runToEnd } from "./ridge.ts";
import { mulberry32 } from "../../lib/mulberry32.ts";

/**
 * Gradient-boosted regression trees on histograms (the method of LightGBM, in a few hundred lines):
 * squared loss, each feature cut once into at most 255 quantile bins so that finding a split is a
 * scan of a histogram rather than a sort, trees grown best leaf first. Missing values (NaN) are a
 * bin of their own and each split learns which side they go. The model is plain arrays and typed
 * arrays: it crosses a worker's `postMessage` (structuredClone) and JSON-like storage whole.
 */
export interface GbdtOptions {
  /** Trees at most. */
  rounds: number;
  /** Each tree's share of the step it fits (shrinkage). */
  learningRate: number;
  /** Leaves of a tree at most, the best split first, and its depth at most. */
  maxLeaves: number;
  maxDepth: number;
  /** Fewest training rows a leaf may hold. */
  minLeaf: number;
  /** L2 penalty on leaf values: a leaf of few rows moves less. */
  lambda: number;
  /** Share of rows each tree sees, drawn anew for each tree. */
  subsample: number;
  /** Share of features each tree may split on. */
  featureFraction: number;
  /** Seed of the draws: the same seed and data give the same model. */
  seed: number;
  /** Bins per feature at most, the missing values' bin not counted (≤ 255). */
  maxBins: number;
  /** Share of rows held out to stop when their error no longer falls (0: every round is kept). */
  validationFraction: number;
  /** Rounds without a better held-out error before stopping. */
  patience: number;
}

export const GBDT_DEFAULTS: GbdtOptions = {
  rounds: 500,
  learningRate: 0.05,
  maxLeaves: 31,
  maxDepth: 8,
  minLeaf: 20,
  lambda: 1,
  subsample: 0.8,
  featureFraction: 1,
  seed: 1,
  maxBins: 255,
  validationFraction: 0,
  patience: 50,
};

/** One tree, its nodes in flat arrays, the root at 0. */
export interface GbdtTree {
  /** The feature a node splits on; −1 for a leaf. */
  feature: Int32Array;
  /** A value at most this goes left. */
  threshold: Float64Array;
  /** 1 when a missing value goes left. */
  missingLeft: Uint8Array;
  left: Int32Array;
  right: Int32Array;
  /** What the tree would answer at the node: a leaf's answer, and for inner nodes the basis of contributions. */
  value: Float64Array;
}

export interface GbdtModel {
  /** The prediction before any tree: the training mean. */
  base: number;
  featureCount: number;
  trees: GbdtTree[];
}

/** The cut points of a feature: bin k (from 1) holds the values in (edges[k − 2], edges[k − 1]]. */
function binEdges(values: Float64Array, maxBins: number): Float64Array {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort();
  const edges: number[] = [];
  const n = sorted.length;
  let start = 0;
  while (start < n) {
    // A bin ends at the quantile it aims for, moved to the end of its run of equal values.
    const target = Math.max(start + 1, Math.round(((edges.length + 1) * n) / maxBins));
    let end = Math.min(n, target);
    while (end < n && sorted[end] === sorted[end - 1]) end++;
    if (end >= n) break;
    edges.push(((sorted[end - 1] as number) + (sorted[end] as number)) / 2);
    start = end;
  }
  return Float64Array.from(edges);
}

/** The bin of a value: 0 when missing, else 1 + the edges below it. */
function binOf(edges: Float64Array, v: number): number {
  if (Number.isNaN(v)) return 0;
  let lo = 0;
  let hi = edges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((edges[mid] as number) < v) lo = mid + 1;
    else hi = mid;
  }
  return lo + 1;
}

interface Split {
  gain: number;
  feature: number;
  /** The last bin going left. */
  bin: number;
  missingLeft: boolean;
}

/** A leaf while the tree grows: its rows are rows[start..end) of the partition. */
interface Leaf {
  node: number;
  start: number;
  end: number;
  depth: number;
  sum: number;
  count: number;
  histogram: Float64Array;
  split: Split | null;
}

/** The data as the trees see it: bins row by row, the rows fitted and held out. */
interface Binned {
  features: number;
  /** bins[row × features + feature] */
  bins: Uint8Array;
  edges: Float64Array[];
  fitRows: Int32Array;
  heldOut: Int32Array;
}

const STRIDE = 256;

function* binned(x: readonly ArrayLike<number>[], features: number, options: GbdtOptions, draw: () => number): Generator<void, Binned> {
  const n = x.length;
  const order = Int32Array.from({ length: n }, (_, i) => i);
  const held = options.validationFraction > 0 ? Math.min(n - 1, Math.round(n * options.validationFraction)) : 0;
  // Held-out rows drawn with the seed (Fisher-Yates), both sets kept in row order.
  for (let i = n - 1; i >= n - held; i--) {
    const j = Math.floor(draw() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  const heldOut = order.slice(n - held).sort();
  const fitRows = order.slice(0, n - held).sort();
  const maxBins = Math.max(2, Math.min(255, options.maxBins));
  const edges: Float64Array[] = [];
  const column = new Float64Array(fitRows.length);
  for (let f = 0; f < features; f++) {
    for (let k = 0; k < fitRows.length; k++) column[k] = (x[fitRows[k] as number] as ArrayLike<number>)[f] ?? Number.NaN;
    edges.push(binEdges(column, maxBins));
    yield;
  }
  const bins = new Uint8Array(n * features);
  for (let i = 0; i < n; i++) {
    const r = x[i] as ArrayLike<number>;
    for (let f = 0; f < features; f++) bins[i * features + f] = binOf(edges[f] as Float64Array, r[f] ?? Number.NaN);
  }
  return { features, bins, edges, fitRows, heldOut };
}

/** Sums of the residuals and counts of rows by feature and bin: [(feature × 256 + bin) × 2] sum, then count. */
function histogramOf(data: Binned, rows: Int32Array, start: number, end: number, residual: Float64Array, out: Float64Array): void {
  out.fill(0);
  const { features, bins } = data;
  for (let k = start; k < end; k++) {
    const i = rows[k] as number;
    const g = residual[i] as number;
    const at = i * features;
    for (let f = 0; f < features; f++) {
      const h = (f * STRIDE + (bins[at + f] as number)) * 2;
      out[h] = (out[h] as number) + g;
      out[h + 1] = (out[h + 1] as number) + 1;
    }
  }
}

const score = (sum: number, count: number, lambda: number) => (sum * sum) / (count + lambda);

/** The best split of a leaf over the allowed features, or null when none leaves minLeaf rows each side and gains. */
function bestSplit(leaf: Leaf, data: Binned, allowed: readonly number[], options: GbdtOptions): Split | null {
  const { lambda, minLeaf } = options;
  const parent = score(leaf.sum, leaf.count, lambda);
  const gainOf = (ls: number, lc: number, rs: number, rc: number) =>
    lc < minLeaf || rc < minLeaf ? -1 : score(ls, lc, lambda) + score(rs, rc, lambda) - parent;
  const h = leaf.histogram;
  let best: Split | null = null;
  for (const f of allowed) {
    const bins = (data.edges[f] as Float64Array).length + 1;
    const base = f * STRIDE * 2;
    const missingSum = h[base] as number;
    const missingCount = h[base + 1] as number;
    const valueSum = leaf.sum - missingSum;
    const valueCount = leaf.count - missingCount;
    let sum = 0;
    let count = 0;
    // The last cut (every value left) separates the missing values from the rest.
    const lastCut = missingCount > 0 ? bins : bins - 1;
    for (let b = 1; b <= lastCut; b++) {
      sum += h[base + b * 2] as number;
      count += h[base + b * 2 + 1] as number;
      const restSum = valueSum - sum;
      const restCount = valueCount - count;
      // Missing values to the right, then (when there are some and values on both sides) to the left.
      const right = gainOf(sum, count, restSum + missingSum, restCount + missingCount);
      const missingLeftGain = missingCount > 0 && b < bins ? gainOf(sum + missingSum, count + missingCount, restSum, restCount) : -1;
      const missingLeft = missingLeftGain > right;
      const gain = missingLeft ? missingLeftGain : right;
      if (gain > 1e-12 && (!best || gain > best.gain)) {
        // Without missing values in the fit, a missing value later follows the larger side.
        best = { gain, feature: f, bin: b, missingLeft: missingCount > 0 ? missingLeft : count >= restCount };
      }
    }
  }
  return best;
}

/** A tree under construction, its nodes in growable arrays. */
class Nodes {
  feature: number[] = [];
  threshold: number[] = [];
  bin: number[] = [];
  missingLeft: number[] = [];
  left: number[] = [];
  right: number[] = [];
  value: number[] = [];

  add(value: number): number {
    this.feature.push(-1);
    this.threshold.push(0);
    this.bin.push(0);
    this.missingLeft.push(0);
    this.left.push(-1);
    this.right.push(-1);
    this.value.push(value);
    return this.value.length - 1;
  }

  tree(): GbdtTree {
    return {
      feature: Int32Array.from(this.feature),
      threshold: Float64Array.from(this.threshold),
      missingLeft: Uint8Array.from(this.missingLeft),
      left: Int32Array.from(this.left),
      right: Int32Array.from(this.right),
      value: Float64Array.from(this.value),
    };
  }

  /** The leaf a row of bins reaches. */
  leafOf(bins: Uint8Array, at: number): number {
    let node = 0;
    for (;;) {
      const f = this.feature[node] as number;
      if (f < 0) return node;
      const b = bins[at + f] as number;
      const goLeft = b === 0 ? this.missingLeft[node] === 1 : b <= (this.bin[node] as number);
      node = (goLeft ? this.left[node] : this.right[node]) as number;
    }
  }
}

/** Moves the rows of [start, end) going left before those going right; returns where the right ones start. */
function partition(data: Binned, rows: Int32Array, start: number, end: number, split: Split, scratch: Int32Array): number {
  let l = start;
  let r = 0;
  for (let k = start; k < end; k++) {
    const i = rows[k] as number;
    const b = data.bins[i * data.features + split.feature] as number;
    if (b === 0 ? split.missingLeft : b <= split.bin) rows[l++] = i;
    else scratch[r++] = i;
  }
  rows.set(scratch.subarray(0, r), l);
  return l;
}

interface Growth {
  data: Binned;
  options: GbdtOptions;
  residual: Float64Array;
  rows: Int32Array;
  scratch: Int32Array;
  allowed: number[];
  spare: Float64Array[];
}

function leafValue(sum: number, count: number, options: GbdtOptions): number {
  return (sum / (count + options.lambda)) * options.learningRate;
}

function newLeaf(g: Growth, nodes: Nodes, start: number, end: number, depth: number, histogram: Float64Array): Leaf {
  let sum = 0;
  for (let k = start; k < end; k++) sum += g.residual[g.rows[k] as number] as number;
  const count = end - start;
  const leaf: Leaf = { node: nodes.add(leafValue(sum, count, g.options)), start, end, depth, sum, count, histogram, split: null };
  if (depth < g.options.maxDepth && count >= 2 * g.options.minLeaf) leaf.split = bestSplit(leaf, g.data, g.allowed, g.options);
  return leaf;
}

/** Grows one tree on the rows given, best leaf first, and returns it with its nodes' bins for routing. */
function growTree(g: Growth, sampled: number): Nodes {
  const nodes = new Nodes();
  const rootHistogram = g.spare.pop() ?? new Float64Array(g.data.features * STRIDE * 2);
  histogramOf(g.data, g.rows, 0, sampled, g.residual, rootHistogram);
  const leaves: Leaf[] = [newLeaf(g, nodes, 0, sampled, 0, rootHistogram)];
  while (leaves.length < g.options.maxLeaves) {
    let at = -1;
    for (let k = 0; k < leaves.length; k++) {
      const s = (leaves[k] as Leaf).split;
      if (s && (at < 0 || s.gain > ((leaves[at] as Leaf).split as Split).gain)) at = k;
    }
    if (at < 0) break;
    const leaf = leaves[at] as Leaf;
    const split = leaf.split as Split;
    const middle = partition(g.data, g.rows, leaf.start, leaf.end, split, g.scratch);
    // The smaller child's histogram is counted, the larger one's is the parent's minus it.
    const leftSmaller = middle - leaf.start <= leaf.end - middle;
    const small = g.spare.pop() ?? new Float64Array(g.data.features * STRIDE * 2);
    if (leftSmaller) histogramOf(g.data, g.rows, leaf.start, middle, g.residual, small);
    else histogramOf(g.data, g.rows, middle, leaf.end, g.residual, small);
    const large = leaf.histogram;
    for (let k = 0; k < large.length; k++) large[k] = (large[k] as number) - (small[k] as number);
    const n = leaf.node;
    nodes.feature[n] = split.feature;
    nodes.bin[n] = split.bin;
    const edges = g.data.edges[split.feature] as Float64Array;
    // Past the last edge, every value goes left: its threshold is +∞.
    nodes.threshold[n] = split.bin - 1 < edges.length ? (edges[split.bin - 1] as number) : Number.POSITIVE_INFINITY;
    nodes.missingLeft[n] = split.missingLeft ? 1 : 0;
    const left = newLeaf(g, nodes, leaf.start, middle, leaf.depth + 1, leftSmaller ? small : large);
    const right = newLeaf(g, nodes, middle, leaf.end, leaf.depth + 1, leftSmaller ? large : small);
    nodes.left[n] = left.node;
    nodes.right[n] = right.node;
    leaves.splice(at, 1, left, right);
  }
  for (const leaf of leaves) g.spare.push(leaf.histogram);
  return nodes;
}

/** The features a tree may use: all, or a seeded draw of featureFraction of them. */
function allowedFeatures(features: number, fraction: number, draw: () => number): number[] {
  const all = Array.from({ length: features }, (_, f) => f);
  if (fraction >= 1) return all;
  const keep = Math.max(1, Math.round(features * fraction));
  for (let i = features - 1; i > 0; i--) {
    const j = Math.floor(draw() * (i + 1));
    [all[i], all[j]] = [all[j] as number, all[i] as number];
  }
  return all.slice(0, keep).sort((a, b) => a - b);
}

/**
 * Fits the trees a step at a time: it pauses after binning each feature and after each tree, so a
 * server may run it in slices between requests. `x` is one array of features per row (NaN when
 * missing), `y` the targets.
 */
export function* fitGbdtSteps(x: readonly ArrayLike<number>[], y: ArrayLike<number>, options: Partial<GbdtOptions> = {}): Generator<void, GbdtModel> {
  const o: GbdtOptions = { ...GBDT_DEFAULTS, ...options };
  const n = x.length;
  const features = n > 0 ? (x[0] as ArrayLike<number>).length : 0;
  const draw = mulberry32(o.seed);
  const data = yield* binned(x, features, o, draw);
  let base = 0;
  for (const i of data.fitRows) base += y[i] as number;
  base = data.fitRows.length > 0 ? base / data.fitRows.length : 0;
  const prediction = new Float64Array(n).fill(base);
  const residual = new Float64Array(n);
  const rows = new Int32Array(data.fitRows.length);
  const growth: Growth = { data, options: o, residual, rows, scratch: new Int32Array(rows.length), allowed: [], spare: [] };
  const trees: GbdtTree[] = [];
  let bestError = Number.POSITIVE_INFINITY;
  let bestRounds = 0;
  yield;
  for (let round = 0; round < o.rounds && data.fitRows.length > 0; round++) {
    for (let i = 0; i < n; i++) residual[i] = (y[i] as number) - (prediction[i] as number);
    let sampled = 0;
    for (const i of data.fitRows) if (o.subsample >= 1 || draw() < o.subsample) rows[sampled++] = i;
    growth.allowed = allowedFeatures(features, o.featureFraction, draw);
    const nodes = growTree(growth, sampled);
    trees.push(nodes.tree());
    for (let i = 0; i < n; i++) prediction[i] = (prediction[i] as number) + (nodes.value[nodes.leafOf(data.bins, i * features)] as number);
    if (data.heldOut.length > 0) {
      let error = 0;
      for (const i of data.heldOut) error += ((prediction[i] as number) - (y[i] as number)) ** 2;
      if (error < bestError) [bestError, bestRounds] = [error, trees.length];
      else if (trees.length - bestRounds >= o.patience) break;
    } else bestRounds = trees.length;
    yield;
  }
  return { base, featureCount: features, trees: trees.slice(0, bestRounds) };
}

/** `fitGbdtSteps` run to its end. */
export function fitGbdt(x: readonly ArrayLike<number>[], y: ArrayLike<number>, options: Partial<GbdtOptions> = {}): GbdtModel {
  return runToEnd(fitGbdtSteps(x, y, options));
}

function leafOf(tree: GbdtTree, row: ArrayLike<number>): number {
  let node = 0;
  for (;;) {
    const f = tree.feature[node] as number;
    if (f < 0) return node;
    const v = row[f] ?? Number.NaN;
    const goLeft = Number.isNaN(v) ? tree.missingLeft[node] === 1 : v <= (tree.threshold[node] as number);
    node = (goLeft ? tree.left[node] : tree.right[node]) as number;
  }
}

export function predictGbdt(model: GbdtModel, row: ArrayLike<number>): number {
  let sum = model.base;
  for (const tree of model.trees) sum += tree.value[leafOf(tree, row)] as number;
  return sum;
}

/**
 * What each feature adds to one prediction (Saabas): along each tree's path, the change of the
 * node's value at a split is credited to the feature split on. `base` is what every row starts
 * from (the mean and each tree's root), so base + Σ contributions is the prediction, exactly up
 * to rounding.
 */
export function gbdtContributions(model: GbdtModel, row: ArrayLike<number>): { base: number; contributions: Float64Array } {
  const contributions = new Float64Array(model.featureCount);
  let base = model.base;
  for (const tree of model.trees) {
    let node = 0;
    base += tree.value[0] as number;
    for (;;) {
      const f = tree.feature[node] as number;
      if (f < 0) break;
      const v = row[f] ?? Number.NaN;
      const goLeft = Number.isNaN(v) ? tree.missingLeft[node] === 1 : v <= (tree.threshold[node] as number);
      const next = (goLeft ? tree.left[node] : tree.right[node]) as number;
      contributions[f] = (contributions[f] as number) + (tree.value[next] as number) - (tree.value[node] as number);
      node = next;
    }
  }
  return { base, contributions };
}
