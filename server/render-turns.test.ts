import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { renderGate } from "./render-gate.ts";
import { renderTurns } from "./render-turns.ts";

/** A response as far as turns see it: it closes once answered. */
function response() {
  return Object.assign(new EventEmitter(), { writableFinished: false, destroyed: false }) as unknown as Response;
}
const request = {} as Request;

describe("a request's turn", () => {
  it("is one however many times it is asked for, even at the same moment (no request waits for itself)", async () => {
    const gate = renderGate({ total: 4, perClient: 1, waitingPerClient: 4 });
    const turns = renderTurns(gate, async () => "member awa");
    const res = response();
    // A stale page renewed behind the request, and the request's own render, ask together.
    await Promise.race([
      Promise.all([turns.take(request, res), turns.take(request, res)]),
      new Promise((_, reject) => setTimeout(() => reject(new Error("waited for itself")), 500)),
    ]);
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
    res.emit("close");
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
});
