import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { createRequestHandler } from "@react-router/express";
import express, { type Request, type Response } from "express";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { nonceContext } from "../../app/server/context.ts";
import { log } from "../../app/server/log.server.ts";
import { currentRequestId } from "../../app/server/request-context.server.ts";
import { REQUEST_ID_HEADER, requestId } from "../../server/request-id.ts";
import { useTestDatabase } from "../support/database.ts";
import { serverBuild } from "../support/request-handler.ts";

/**
 * Every request's id (issue 49): sent back, written on the log lines of its work, and shown on
 * the error page of an unexpected failure, which the support then finds in the logs.
 */

// The home page's loader fails while this is set, as a broken query would.
const failure = vi.hoisted(() => ({ on: false }));
vi.mock("../../app/features/ads/ads.server.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../app/features/ads/ads.server.ts")>();
  return {
    ...original,
    randomActiveBanner: async (...args: Parameters<typeof original.randomActiveBanner>) => {
      if (failure.on) throw new Error("la table des bannières ne répond pas");
      return original.randomActiveBanner(...args);
    },
  };
});

useTestDatabase();

const GENERATED = /^[0-9A-HJKMNP-TV-Z]{12}$/;

const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** `app` listening on a free port of this machine: its base URL. */
async function listening(app: express.Express): Promise<string> {
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A server behind `trustedProxies` proxies, answering the id it works under, read back from the request's context. */
async function echoServer(trustedProxies: number) {
  const app = express();
  app.use(requestId(trustedProxies));
  app.get("/", async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    res.json({ context: currentRequestId(), locals: res.locals.requestId });
  });
  const base = await listening(app);
  return async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/`, { headers });
    const body = (await response.json()) as { context: string; locals: string };
    return { header: response.headers.get(REQUEST_ID_HEADER), ...body };
  };
}

/** The id the middleware picks for a request whose `X-Request-Id` is `sent`, called as Express would. */
function idPicked(trustedProxies: number, sent: string): string {
  const req = { get: (name: string) => (name.toLowerCase() === "x-request-id" ? sent : undefined) } as unknown as Request;
  const headers = new Map<string, string>();
  const res = { locals: {} as Record<string, unknown>, setHeader: (name: string, value: string) => headers.set(name, value) };
  let inside: string | undefined;
  requestId(trustedProxies)(req, res as unknown as Response, () => {
    inside = currentRequestId();
  });
  expect(headers.get(REQUEST_ID_HEADER)).toBe(inside);
  expect(res.locals.requestId).toBe(inside);
  return inside as string;
}

type Line = Record<string, unknown>;
let lines: Line[] = [];
const level = process.env.LOG_LEVEL;

/** The JSON log lines written from now on (every level), kept in `lines` instead of printed. */
function captureLogs() {
  lines = [];
  process.env.LOG_LEVEL = "debug";
  const keep = ((chunk: unknown) => {
    for (const text of String(chunk).split("\n")) {
      try {
        const value: unknown = JSON.parse(text);
        if (value && typeof value === "object" && "event" in value) lines.push(value as Line);
      } catch {
        // Not a log line: whatever else was printed.
      }
    }
    return true;
  }) as typeof process.stdout.write;
  vi.spyOn(process.stdout, "write").mockImplementation(keep);
  vi.spyOn(process.stderr, "write").mockImplementation(keep);
}

afterEach(() => {
  vi.restoreAllMocks();
  process.env.LOG_LEVEL = level;
  failure.on = false;
});

describe("a request's id", () => {
  it("is its own for each request, sent back as X-Request-Id and held for the whole request", async () => {
    const ask = await echoServer(0);
    const first = await ask();
    const second = await ask();
    expect(first.header).toMatch(GENERATED);
    expect(first).toEqual({ header: first.header, context: first.header, locals: first.header });
    expect(second.header).toMatch(GENERATED);
    expect(second.header).not.toBe(first.header);
  });

  it("is never the client's own when no proxy is trusted, well formed or not", async () => {
    const ask = await echoServer(0);
    for (const sent of ["mon-id-a-moi-1234", "a b c d e f g h", "x".repeat(200)]) {
      const answer = await ask({ "x-request-id": sent });
      expect(answer.header).toMatch(GENERATED);
      expect(answer.context).toBe(answer.header);
    }
    expect(idPicked(0, "abc\ndef-ghij-klmn")).toMatch(GENERATED);
  });

  it("behind a trusted proxy, is the proxy's when well formed, a fresh one otherwise", async () => {
    const ask = await echoServer(1);
    const kept = await ask({ "x-request-id": "lb-7f3a9c.2e_41" });
    expect(kept).toEqual({ header: "lb-7f3a9c.2e_41", context: "lb-7f3a9c.2e_41", locals: "lb-7f3a9c.2e_41" });
    for (const sent of ["a b c d e f g h", "x".repeat(200), "court", "id;drop", "<script>alert(1)</script>"]) {
      expect((await ask({ "x-request-id": sent })).header).toMatch(GENERATED);
    }
    for (const sent of ["abc\ndef-ghij-klmn", "abcdefgh\r\nSet-Cookie: x=1", "é".repeat(10)]) expect(idPicked(1, sent)).toMatch(GENERATED);
  });

  it("is on every log line written during the request, and on none outside one", async () => {
    const app = express();
    app.use(requestId(0));
    app.use((req, res, next) => {
      // server/app.ts's request line, written when the answer is sent: still inside the request.
      res.on("finish", () => log.info("request", { path: req.path, status: res.statusCode }));
      next();
    });
    app.get("/", async (_req, res) => {
      log.info("test.before");
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.warn("test.after", { step: 2 });
      res.send("ok");
    });
    const base = await listening(app);
    captureLogs();
    const response = await fetch(`${base}/`);
    await response.text();
    await vi.waitFor(() => expect(lines.map((line) => line.event)).toContain("request"));
    log.info("test.outside");
    const id = response.headers.get(REQUEST_ID_HEADER);
    expect(id).toMatch(GENERATED);
    const byEvent = Object.fromEntries(lines.map((line) => [line.event, line]));
    expect(byEvent["test.before"]).toMatchObject({ level: "info", requestId: id });
    expect(byEvent["test.after"]).toMatchObject({ level: "warn", requestId: id, step: 2 });
    expect(byEvent.request).toMatchObject({ path: "/", status: 200, requestId: id });
    expect(byEvent["test.outside"]).not.toHaveProperty("requestId");
  });
});

describe("the error page of an unexpected failure", () => {
  let base = "";
  beforeAll(async () => {
    const app = express();
    app.use(requestId(0));
    app.use((req, res, next) => {
      // As server/app.ts's request line: written when React Router's streamed page has been sent.
      res.on("finish", () => log.info("request", { path: req.path, status: res.statusCode }));
      next();
    });
    app.use(
      createRequestHandler({
        build: await serverBuild(),
        getLoadContext: () => {
          const context = new RouterContextProvider();
          context.set(nonceContext, "test-nonce");
          return context;
        },
      }),
    );
    base = await listening(app);
  });

  it("shows the request's reference, under which the error is logged", async () => {
    failure.on = true;
    captureLogs();
    const response = await fetch(`${base}/`, { headers: { "x-request-id": "hostile reference" } });
    const html = await response.text();
    expect(response.status).toBe(500);
    const id = response.headers.get(REQUEST_ID_HEADER) as string;
    expect(id).toMatch(GENERATED);
    expect(html).toContain("Une erreur est survenue");
    expect(html).toMatch(new RegExp(`Référence : <code [^>]*data-request-id=""[^>]*>${id}</code>`));
    expect(html).toContain("Donnez cette référence au support pour que nous retrouvions ce qui s&#x27;est passé.");
    const failed = lines.filter((line) => line.event === "route.failed");
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      level: "error",
      requestId: id,
      method: "GET",
      path: "/",
      error: { message: "la table des bannières ne répond pas" },
    });
  });

  it("after a navigation in the browser, the failed data request carries its id, under which the error is logged", async () => {
    failure.on = true;
    captureLogs();
    const response = await fetch(`${base}/_.data`);
    const body = await response.text();
    expect(response.status).toBe(500);
    // React Router sends the browser no more than this: the reference comes from the header.
    expect(body).toContain("Unexpected Server Error");
    expect(body).not.toContain("bannières");
    const id = response.headers.get(REQUEST_ID_HEADER);
    expect(id).toMatch(GENERATED);
    expect(lines.filter((line) => line.event === "route.failed")).toEqual([expect.objectContaining({ requestId: id, path: "/_.data" })]);
  });

  it("is not shown for a page that does not exist, nor is anything logged as an error", async () => {
    captureLogs();
    const response = await fetch(`${base}/cette-page-n-existe-pas`);
    const html = await response.text();
    expect(response.status).toBe(404);
    expect(html).toContain("Page introuvable");
    expect(html).not.toContain("data-request-id");
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
  });

  it("is not shown on a page that works, whose request line, written once it is sent, names its request", async () => {
    captureLogs();
    const response = await fetch(`${base}/`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).not.toContain("data-request-id");
    await vi.waitFor(() => expect(lines.map((line) => line.event)).toContain("request"));
    expect(lines.find((line) => line.event === "request")).toMatchObject({ path: "/", status: 200, requestId: response.headers.get(REQUEST_ID_HEADER) });
  });
});
