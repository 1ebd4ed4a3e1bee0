import type { NextFunction, Request, Response } from "express";
import { GateRefusal, type RenderGate } from "./render-gate.ts";

/**
 * A request's turn at the render gate (render-gate.ts), taken by whatever renders it — the shared
 * page cache on a miss, the member's own page cache, the app itself — once per request, however
 * many of them it passes through, and given back when its answer is done or its client gone.
 * Cache hits never take one. Clients are told apart by their address (`X-Client-IP`, set from
 * TRUST_PROXY by security.ts).
 */
export function renderTurns(gate: RenderGate) {
  const holding = new WeakSet<Response>();

  async function take(req: Request, res: Response): Promise<void> {
    if (holding.has(res)) return;
    const gone = new AbortController();
    const leave = () => gone.abort();
    res.once("close", leave);
    const release = await gate.enter(req.get("x-client-ip") ?? "unknown", gone.signal);
    res.off("close", leave);
    holding.add(res);
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
