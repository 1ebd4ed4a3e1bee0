import { describe, expect, it } from "vitest";
import { GateRefusal, renderGate } from "./render-gate.ts";

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("the render gate", () => {
  it("lets renders start at once while there is room, up to the per-client bound", async () => {
    const gate = renderGate({ total: 4, perClient: 2, waitingPerClient: 10 });
    await gate.enter("a");
    await gate.enter("a");
    let third = false;
    void gate.enter("a").then(() => (third = true));
    await tick();
    expect(third).toBe(false);
    expect(gate.load()).toEqual({ running: 2, waiting: 1 });
    // Another client is not held up by the first one's line.
    await gate.enter("b");
    expect(gate.load()).toEqual({ running: 3, waiting: 1 });
  });

  it("serves clients' lines in turn: one with many waiting gets no more than one with a single request", async () => {
    const gate = renderGate({ total: 1, perClient: 1, waitingPerClient: 100 });
    const first = await gate.enter("flood");
    const order: string[] = [];
    /** Each render, once started, ends on the next turn of the event loop. */
    const render = (client: string) => gate.enter(client).then((release) => (order.push(client), setTimeout(release, 0)));
    const all = [...Array.from({ length: 5 }, () => render("flood")), render("visitor")];
    first();
    await Promise.all(all);
    expect(order).toEqual(["flood", "visitor", "flood", "flood", "flood", "flood"]);
  });

  it("refuses a request once its client's line is full, and counts a release once", async () => {
    const gate = renderGate({ total: 1, perClient: 1, waitingPerClient: 2 });
    const running = await gate.enter("a");
    const waiting = [gate.enter("a"), gate.enter("a")];
    await expect(gate.enter("a")).rejects.toBeInstanceOf(GateRefusal);
    running();
    running();
    expect(gate.load()).toEqual({ running: 1, waiting: 1 });
    (await waiting[0]!)();
    (await waiting[1]!)();
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  it("drops a waiting request whose client went away", async () => {
    const gate = renderGate({ total: 1, perClient: 1, waitingPerClient: 5 });
    const running = await gate.enter("a");
    const gone = new AbortController();
    const waiting = gate.enter("b", gone.signal);
    gone.abort();
    await expect(waiting).rejects.toMatchObject({ reason: "gone" });
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
    running();
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
});

describe("a client's rest after each render", () => {
  it("starts a client's next render only once it has rested its share of the last one's time, without holding up others", async () => {
    let clock = 0;
    const gate = renderGate({ total: 4, perClient: 1, waitingPerClient: 10, restRatio: 1, now: () => clock });
    const first = await gate.enter("flood");
    clock = 100;
    first();
    let second = false;
    void gate.enter("flood").then(() => (second = true));
    const visitor = await gate.enter("visitor");
    clock = 150;
    visitor();
    await tick();
    expect(second).toBe(false);
    clock = 200;
    (await gate.enter("visitor"))();
    await tick();
    expect(second).toBe(true);
  });

  it("wakes by itself when the rest is over", async () => {
    const gate = renderGate({ total: 4, perClient: 1, waitingPerClient: 10, restRatio: 1 });
    const first = await gate.enter("flood");
    await new Promise((r) => setTimeout(r, 20));
    first();
    const restedFrom = performance.now();
    await gate.enter("flood");
    expect(performance.now() - restedFrom).toBeGreaterThanOrEqual(15);
  });
});
