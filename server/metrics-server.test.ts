import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { bearerMatches, listenMetrics } from "./metrics-server.ts";

const TOKEN = "jeton-de-mesure-0123456789-abcdef";

describe("a bearer token", () => {
  it("matches only itself, after Bearer", () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches("", TOKEN)).toBe(false);
    expect(bearerMatches("Bearer ", TOKEN)).toBe(false);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN} ${TOKEN}`, TOKEN)).toBe(false);
  });
});

const servers: Server[] = [];
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

async function metricsPort(token: string | undefined): Promise<string> {
  const server = await listenMetrics({ port: 0, host: "127.0.0.1", token, text: async () => ({ contentType: "text/plain; version=0.0.4", body: "up 1\n" }) });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("the metrics port", () => {
  it("serves GET /metrics and nothing else", async () => {
    const base = await metricsPort(undefined);
    const answer = await fetch(`${base}/metrics?x=1`);
    expect([answer.status, answer.headers.get("content-type"), await answer.text()]).toEqual([200, "text/plain; version=0.0.4", "up 1\n"]);
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/metrics/x`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: "POST" })).status).toBe(404);
  });

  it("asks for the token too when one is set", async () => {
    const base = await metricsPort(TOKEN);
    const refused = await fetch(`${base}/metrics`);
    expect([refused.status, refused.headers.get("www-authenticate")]).toEqual([401, 'Bearer realm="metrics"']);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });

  it("refuses to start on a port already taken", async () => {
    const base = await metricsPort(undefined);
    const port = Number(new URL(base).port);
    await expect(listenMetrics({ port, host: "127.0.0.1", token: undefined, text: async () => ({ contentType: "text/plain", body: "" }) })).rejects.toThrow(
      /EADDRINUSE/,
    );
  });
});
