import type { Request, Response } from "express";
import { touchLastSeen } from "../app/features/accounts/last-seen.server.ts";
import { getSessionUser } from "../app/features/accounts/session.server.ts";
import { isUuid } from "../app/lib/uuid.ts";
import { type AppEvent, EVERYONE_TOPIC, rentalCalendarTopic, subscribe } from "../app/server/events.server.ts";
import { streamClosed, streamOpened } from "../app/server/presence.server.ts";
import { eventStreamsOpen } from "../app/server/metrics.server.ts";
import { toWebRequest } from "./web-request.ts";

const openStreams = new Set<Response>();

/**
 * A server about to stop ends its event streams, asking each browser to reconnect in a second:
 * the load balancer then sends it to a server that stays.
 */
export function closeEventStreams(): void {
  for (const res of openStreams) {
    res.write("retry: 1000\n\n");
    res.end();
  }
  openStreams.clear();
}

/** Opens a Server-Sent Events answer that relays what the addresses receive until the browser leaves. */
function relay(req: Request, res: Response, addresses: readonly string[], onClose?: () => void) {
  res.writeHead(200, {
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache, no-transform",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
  });
  res.write("retry: 5000\n\n");
  const send = (event: AppEvent) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  const unsubscribes = addresses.map((address) => subscribe(address, send));
  const keepAlive = setInterval(() => res.write(": ping\n\n"), 25_000);
  openStreams.add(res);
  eventStreamsOpen.inc();
  req.on("close", () => {
    eventStreamsOpen.dec();
    openStreams.delete(res);
    clearInterval(keepAlive);
    for (const unsubscribe of unsubscribes) unsubscribe();
    onClose?.();
  });
}

/** One stream per signed-in browser tab: notifications, badges, messages, settings; and presence. */
export async function eventStream(req: Request, res: Response) {
  const user = await getSessionUser(toWebRequest(req));
  if (!user) {
    res.status(401).type("text/plain").send("Non connecté");
    return;
  }
  relay(req, res, [user.id, EVERYONE_TOPIC], () => {
    streamClosed(user.id);
    void touchLastSeen([user.id]);
  });
  streamOpened(user.id);
  void touchLastSeen([user.id]);
}

/** A rental's calendar news, for anyone looking at its page: only "these days changed", nothing about who. */
export function calendarEventStream(req: Request, res: Response) {
  const id = req.params.id;
  if (!isUuid(id)) {
    res.status(404).type("text/plain").send("Annonce introuvable");
    return;
  }
  relay(req, res, [rentalCalendarTopic(id)]);
}
