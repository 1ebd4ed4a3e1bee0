import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { clientIpHeader, trustProxySetting } from "../../server/security.ts";

/** The server's address handling as server/app.ts wires it, answering with what it decided. */
async function serverTrusting(hops: number) {
  const app = express();
  app.set("trust proxy", trustProxySetting(hops));
  app.use(clientIpHeader(hops));
  app.get("/", (req, res) => {
    res.json({ clientIp: req.headers["x-client-ip"], expressIp: req.ip });
  });
  const listener = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => listener.once("listening", resolve));
  const { port } = listener.address() as AddressInfo;
  servers.push(listener);
  return async (headers: Record<string, string>) => {
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers });
    return (await response.json()) as { clientIp: string; expressIp: string };
  };
}

const servers: { close(): unknown }[] = [];
afterAll(() => servers.forEach((s) => s.close()));

describe("the address the rate limits see", () => {
  it("behind one proxy, is the one the proxy appended: 12 forged left-most values are one address", async () => {
    const ask = await serverTrusting(1);
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      // What our proxy forwards: the client's forged header, then the address the proxy saw.
      const answer = await ask({ "x-forwarded-for": `10.66.0.${i}, 198.51.100.20`, "x-client-ip": `10.77.0.${i}` });
      expect(answer.expressIp).toBe(answer.clientIp);
      seen.add(answer.clientIp);
    }
    expect([...seen]).toEqual(["198.51.100.20"]);
  });

  it("with no proxy trusted, is the socket's peer whatever the headers say", async () => {
    const ask = await serverTrusting(0);
    const answer = await ask({ "x-forwarded-for": "10.66.0.1", "x-client-ip": "10.77.0.1" });
    expect(answer.clientIp).toMatch(/127\.0\.0\.1$/);
    expect(answer.expressIp).toBe(answer.clientIp);
  });

  it("behind two proxies, is the address the outer one appended", async () => {
    const ask = await serverTrusting(2);
    const answer = await ask({ "x-forwarded-for": "10.66.0.1, 198.51.100.20, 192.0.2.44" });
    expect(answer).toEqual({ clientIp: "198.51.100.20", expressIp: "198.51.100.20" });
  });
});
