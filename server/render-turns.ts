import type { NextFunction, Request, Response } from "express";
import { GateRefusal, type RenderGate } from "./render-gate.ts";

/**
 * A request's turn at the render gate (render-gate.ts), taken by whatever renders it — the shared
 * page cache on a miss, the member's own page cache, the app itself — once per request, however
 * many of them it passes through, and given back when its answer is done or its client gone.
 * Cache hits never take one. `clientOf` tells clients apart: a member by their account, whoever
 * else by their address, so that people behind one carrier's shared address do not wait for each other.
 */
export function renderTurns(gate: RenderGate, clientOf: (req: Request) => Promise<string>) {
  /**
   * Each request's one turn, as a promise set before anything is awaited: a stale shared page
   * renewed behind a request and the same request's own render ask at the same moment, and two
   * turns of one client for one request would wait for each other.
   */
  const turns = new WeakMap<Response, Promise<void>>();

  function take(req: Request, res: Response): Promise<void> {
    let turn = turns.get(res);
    if (!turn) {
      turn = waitForTurn(req, res);
      turns.set(res, turn);
    }
    return turn;
  }

  async function waitForTurn(req: Request, res: Response): Promise<void> {
    const gone = new AbortController();
    const leave = () => gone.abort();
    res.once("close", leave);
    const release = await gate.enter(await clientOf(req), gone.signal);
    res.off("close", leave);
    if (res.writableFinished || res.destroyed) release();
    else res.once("close", release);
  }

  function middleware(req: Request, res: Response, next: NextFunction) {
    take(req, res).then(() => next(), next);
  }

  return { take, middleware };
}

export type RenderTurns = ReturnType<typeof renderTurns>;

/** What a client whose line is full is answered: come back in a moment. Null for another error. */
export function refusalAnswer(error: unknown): { status: number; retryAfterSeconds: number; message: string } | "gone" | null {
  if (!(error instanceof GateRefusal)) return null;
  if (error.reason === "gone") return "gone";
  return { status: 429, retryAfterSeconds: 2, message: "Trop de pages demandées à la fois depuis votre connexion : réessayez dans un instant." };
}
