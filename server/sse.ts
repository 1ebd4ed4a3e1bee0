import type { Request, Response } from "express";
import { touchLastSeen } from "../app/features/accounts/last-seen.server.ts";
import { getSessionUser } from "../app/features/accounts/session.server.ts";
import { subscribe } from "../app/server/events.server.ts";
import { streamClosed, streamOpened } from "../app/server/presence.server.ts";
import { toWebRequest } from "./web-request.ts";

/** One Server-Sent Events stream per signed-in browser tab: notifications, badges, messages, settings; and presence. */
export async function eventStream(req: Request, res: Response) {
  const user = await getSessionUser(toWebRequest(req));
  if (!user) {
    res.status(401).type("text/plain").send("Non connecté");
    return;
  }
  res.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache, no-transform",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  res.write("retry: 5000\n\n");
  const unsubscribe = subscribe(user.id, (event) => {
    res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  });
  streamOpened(user.id);
  void touchLastSeen([user.id]);
  const keepAlive = setInterval(() => res.write(": ping\n\n"), 25_000);
  req.on("close", () => {
    clearInterval(keepAlive);
    unsubscribe();
    streamClosed(user.id);
    void touchLastSeen([user.id]);
  });
}
