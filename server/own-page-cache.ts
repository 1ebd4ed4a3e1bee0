import type { NextFunction, Request, Response } from "express";
import { ownPageVariant } from "./own-page-key.ts";
import { pathWithoutLanguage } from "../app/lib/language.ts";
import { pageCacheTotal } from "../app/server/metrics.server.ts";
import { keyedPath } from "./shared-page-key.ts";
import { type StoredPage, sendPage, sendResponse, storable } from "./stored-page.ts";
import { pageRequestOf } from "./page-request.ts";

/**
 * A member's own pages kept for them alone, a few seconds (ADR 0040): the same page asked again —
 * a reload, back and forth between their favourites and their messages, the data a form's answer
 * reads again — is served without rendering it anew. What can change such a page forgets it:
 * - what the member sends themselves gives their browser a new revision cookie, part of the key;
 * - news addressed to them (a message, a booking, a notification: the event relay) `forgetMember`;
 * - their sessions changing (a sign-out, a ban, an edited profile) `forgetMember`;
 * - someone coming online or going (the chat's 'En ligne') `forgetPages("/messages")`;
 * - a listing's status changing for everyone, or news for everyone (a setting), `forgetAll`.
 * Anything else (a view counted, a seller's new photo) shows within the time to live, as on the
 * pages every visitor shares (ADR 0013). A page is never served past its time to live.
 */
export interface OwnPageCacheOptions {
  /** The page React Router renders for this request, as it would without this cache. */
  render: (req: Request, res: Response) => Promise<globalThis.Response>;
  /** The member the request's session leads to (checked on every request), or null. */
  memberOf: (req: Request) => Promise<string | null>;
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

export function ownPageCache(options: OwnPageCacheOptions) {
  const { render, memberOf, ttlMs, maxEntries = 2000, now = Date.now } = options;
  const pages = new Map<string, StoredPage>();
  const rendering = new Map<string, Promise<StoredPage | null>>();
  /** Counts forgets: a render begun before one may hold what was forgotten, and is not kept. */
  let forgets = 0;

  function keep(key: string, page: StoredPage, forgetsAtStart: number) {
    if (forgets !== forgetsAtStart) return;
    if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
    pages.set(key, page);
  }

  /** This member's kept pages go: the next one of each is rendered anew. */
  function forgetMember(memberId: string) {
    forgets++;
    const prefix = `${memberId} `;
    for (const key of pages.keys()) if (key.startsWith(prefix)) pages.delete(key);
  }

  /** Every member's kept pages under a path, in either language (the conversations, when someone comes online or goes). */
  function forgetPages(path: string) {
    forgets++;
    const bare = pathWithoutLanguage(path);
    for (const key of pages.keys()) {
      const keyed = keyedPath(key);
      if (keyed === bare || keyed.startsWith(`${bare}/`) || keyed.startsWith(`${bare}.data`)) pages.delete(key);
    }
  }

  function forgetAll() {
    forgets++;
    pages.clear();
  }

  /** Renders the page; kept when it can be (a 200 that sets no cookie), else sent as it is. */
  async function renderAndKeep(key: string, req: Request, res: Response): Promise<StoredPage | "sent"> {
    let settle!: (page: StoredPage | null) => void;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    const forgetsAtStart = forgets;
    try {
      const response = await render(req, res);
      const page = await storable(response, now());
      settle(page);
      if (!page) {
        await sendResponse(res, response);
        return "sent";
      }
      keep(key, page, forgetsAtStart);
      return page;
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      rendering.delete(key);
    }
  }

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (ttlMs <= 0) return next();
    const variant = ownPageVariant(pageRequestOf(req));
    if (!variant) return next();
    try {
      // Asked on every request (a few seconds' cache of its own): a session ended or banned anywhere leads to nobody.
      const member = await memberOf(req);
      if (!member) return next();
      const key = `${member} ${variant}`;
      let page = pages.get(key);
      if (page && now() - page.renderedAt >= ttlMs) {
        pages.delete(key);
        page = undefined;
      }
      pageCacheTotal.inc({ cache: "own", result: page ? "hit" : "miss" });
      if (!page) {
        const pending = rendering.get(key);
        if (pending) {
          page = (await pending) ?? undefined;
          // The render was not one to keep (a redirect, an error): this request renders its own.
          if (!page) return next();
        } else {
          const rendered = await renderAndKeep(key, req, res);
          if (rendered === "sent") return;
          page = rendered;
        }
      }
      sendPage(page, req, res, now());
    } catch (error) {
      next(error);
    }
  };
  return Object.assign(middleware, { forgetMember, forgetPages, forgetAll, size: () => pages.size });
}
