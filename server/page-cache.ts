import type { NextFunction, Request, Response } from "express";
import { log } from "../app/server/log.server.ts";
import { pageCacheTotal } from "../app/server/metrics.server.ts";
import { EVERY_SHARED_PAGE } from "../app/server/shared-pages.server.ts";
import { type StoredPage, sendPage, sendResponse, storable } from "./stored-page.ts";
import type { DataSaverState } from "../app/lib/data-saver.ts";
import { type Audience, type SharedPage, keyOfPage, sharedPage } from "./shared-page-key.ts";
import { dataSearch, pageSearch } from "./shared-page-query.ts";
import { pageRequestOf } from "./page-request.ts";
import { GateRefusal } from "./render-gate.ts";

/**
 * Pages everyone sees alike are rendered once and served again for a few seconds, compressed once
 * per encoding (ADR 0013): one copy for visitors without an account, one for members, which holds
 * nothing of any of them (ADR 0035). Concurrent first requests wait for the one render; once a
 * page is past its time to live, one request renders it again while the others get the old copy.
 */

export interface PageCacheOptions {
  /**
   * The page React Router renders for this request's audience and data saver, as anyone of those
   * would get it, at the page's one query string (`search`: what a client's data request asks for
   * may be written another way).
   */
  render: (req: Request, res: Response, audience: Audience, dataSaver: DataSaverState, search: string) => Promise<globalThis.Response>;
  /** Whether the app has a route of this id (a data request's `_routes` names some). */
  isRouteId: (id: string) => boolean;
  /** The id of the member whose session the request carries, or null when it leads to nobody (their own page then says so). */
  memberOf: (req: Request) => Promise<string | null>;
  /** The data saver a member chose on their account, null while never chosen (their device's then decides). */
  dataSaverOf?: (req: Request) => Promise<boolean | null>;
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}

export function pageCache(options: PageCacheOptions) {
  const { render, isRouteId, memberOf, dataSaverOf = async () => null, ttlMs, maxEntries = 300, now = Date.now } = options;
  const pages = new Map<string, StoredPage>();
  const rendering = new Map<string, Promise<StoredPage | null>>();
  /** Counts `forget` calls: a render begun before one may hold what was forgotten, and is not kept. */
  let forgets = 0;

  function keep(key: string, page: StoredPage, forgetsAtStart: number) {
    if (forgets !== forgetsAtStart) return;
    pages.delete(key);
    if (pages.size >= maxEntries) pages.delete(pages.keys().next().value as string);
    pages.set(key, page);
  }

  /**
   * The first render of a page. A visitor gets it whether or not it can be kept; a member's that
   * cannot (their own hidden listing is a 404 to others) is dropped, for their own page instead.
   */
  async function renderFirst(key: string, { audience, dataSaver, search }: SharedPage, req: Request, res: Response): Promise<StoredPage | "sent" | null> {
    let settle!: (page: StoredPage | null) => void;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    const forgetsAtStart = forgets;
    try {
      const response = await render(req, res, audience, dataSaver, search);
      const page = await storable(response, now());
      settle(page);
      if (page) {
        keep(key, page, forgetsAtStart);
        return page;
      }
      if (audience === "member") {
        await response.body?.cancel();
        return null;
      }
      await sendResponse(res, response);
      return "sent";
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      rendering.delete(key);
    }
  }

  /** A page past its time to live is rendered anew behind the visitors still served the old copy. */
  function renderAgain(key: string, { audience, dataSaver, search }: SharedPage, req: Request, res: Response) {
    if (rendering.has(key)) return;
    const forgetsAtStart = forgets;
    const renewed = (async () => {
      const response = await render(req, res, audience, dataSaver, search);
      const page = await storable(response, now());
      if (!page) {
        await response.body?.cancel();
        pages.delete(key);
        return null;
      }
      keep(key, page, forgetsAtStart);
      return page;
    })()
      .catch((error: unknown) => {
        // A render that got no turn (its client's line full, or gone) leaves the old copy to the next visitor.
        if (error instanceof GateRefusal) return null;
        log.error("page_cache.render_failed", { key, error });
        pages.delete(key);
        return null;
      })
      .finally(() => rendering.delete(key));
    rendering.set(key, renewed);
  }

  /** A page changed for everyone (a listing sold, back on offer), or every page (EVERY_SHARED_PAGE): its copies go, its next visitor gets it anew. */
  function forget(path: string) {
    forgets++;
    if (path === EVERY_SHARED_PAGE) pages.clear();
    else for (const key of pages.keys()) if (keyOfPage(key, path)) pages.delete(key);
  }

  const middleware = async (req: Request, res: Response, next: NextFunction) => {
    if (ttlMs <= 0) return next();
    const asked = pageRequestOf(req);
    if (!sharedPage(asked)) return next();
    // One copy per state of the page, whatever the query string says besides it.
    const request = { ...asked, search: isDataRequest(asked.path) ? dataSearch(asked.path, asked.search, isRouteId) : pageSearch(asked.path, asked.search) };
    if (request.search !== asked.search && !isDataRequest(asked.path)) return redirectToPage(res, `${asked.path}${request.search}`);
    let shared = sharedPage(request);
    if (!shared) return next();
    try {
      // A session that leads to nobody (ended, banned) gets its own page, which treats it so.
      const member = shared.audience === "member" ? await memberOf(req) : null;
      if (shared.audience === "member" && !member) return next();
      // A member's data saver chosen on their account decides over their device's.
      if (member) {
        const chosen = await dataSaverOf(req);
        if (chosen !== null) shared = sharedPage(request, chosen);
        if (!shared) return next();
      }
      const { key } = shared;
      let page = pages.get(key);
      const age = page ? now() - page.renderedAt : 0;
      // Up to twice its time to live, the old copy is served while the new one renders; older
      // (no visitor for a while), the visitor waits for a fresh one.
      if (page && age >= ttlMs && age < 2 * ttlMs) renderAgain(key, shared, req, res);
      else if (page && age >= 2 * ttlMs) page = undefined;
      pageCacheTotal.inc({ cache: "shared", result: page ? "hit" : "miss" });
      if (!page) {
        const pending = rendering.get(key);
        if (pending) {
          page = (await pending) ?? undefined;
          // The render was not one to share (an error page, a cookie set): render this one alone.
          if (!page) return next();
        } else {
          const first = await renderFirst(key, shared, req, res);
          if (first === "sent") return;
          if (!first) return next();
          page = first;
        }
      }
      if (member && page.owner === member) return next();
      sendPage(page, req, res, now());
    } catch (error) {
      next(error);
    }
  };
  return Object.assign(middleware, { forget });
}

const isDataRequest = (path: string) => path.endsWith(".data");

/**
 * A shared page asked with a query its state does not need goes to the page's one address: the
 * same for everyone, so a browser or a cache in between may keep it a little while.
 */
function redirectToPage(res: Response, location: string) {
  res.set("Cache-Control", "public, max-age=60");
  res.redirect(302, location);
}

export { inlineScriptHashes } from "./stored-page.ts";
