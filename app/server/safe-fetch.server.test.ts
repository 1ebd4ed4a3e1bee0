import dns from "node:dns";
import { type IncomingMessage, type Server, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "./env.server.ts";
import { FETCH_FORBIDDEN_ADDRESS, FETCH_TIMEOUT, FETCH_TOO_LARGE, FETCH_TYPE, isPublicAddress, safeFetch } from "./safe-fetch.server.ts";

describe("isPublicAddress", () => {
  it.each([
    ["8.8.8.8", true],
    ["93.184.216.34", true],
    ["1.1.1.1", true],
    ["172.15.255.255", true],
    ["172.32.0.1", true],
    ["100.63.255.255", true],
    ["100.128.0.1", true],
    ["223.255.255.255", true],
    ["127.0.0.1", false],
    ["127.255.255.254", false],
    ["10.1.2.3", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["192.168.1.1", false],
    ["169.254.169.254", false],
    ["169.254.0.1", false],
    ["100.64.0.1", false],
    ["100.127.255.255", false],
    ["0.0.0.0", false],
    ["0.1.2.3", false],
    ["192.0.0.170", false],
    ["192.0.2.1", false],
    ["198.18.0.1", false],
    ["198.51.100.7", false],
    ["203.0.113.9", false],
    ["224.0.0.1", false],
    ["239.255.255.250", false],
    ["240.0.0.1", false],
    ["255.255.255.255", false],
    ["2606:4700:4700::1111", true],
    ["2a00:1450:4007:80f::200e", true],
    ["::1", false],
    ["::", false],
    ["0:0:0:0:0:0:0:1", false],
    ["fc00::1", false],
    ["fd12:3456:789a::1", false],
    ["fe80::1", false],
    ["fe80::1%eth0", false],
    ["febf::1", false],
    ["fec0::1", false],
    ["ff02::1", false],
    ["100::1", false],
    ["2001:db8::1", false],
    ["2001::1", false],
    ["3fff::1", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:7f00:1", false],
    ["::ffff:169.254.169.254", false],
    ["::ffff:10.0.0.1", false],
    ["::ffff:8.8.8.8", true],
    ["::127.0.0.1", false],
    ["::ffff:0:127.0.0.1", false],
    ["64:ff9b::127.0.0.1", false],
    ["64:ff9b::a9fe:a9fe", false],
    ["64:ff9b::8.8.8.8", true],
    ["64:ff9b:1::8.8.8.8", false],
    ["2002:7f00:1::1", false],
    ["2002:c0a8:101::1", false],
    ["2002:808:808::1", true],
    ["localhost", false],
    ["2130706433", false],
    ["0177.0.0.1", false],
    ["", false],
  ])("%s → %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("safeFetch refuses before any connection", () => {
  const refusal = (url: string) => safeFetch(url, { maxBytes: 1000, timeoutMs: 2000 }).then((r) => (r.ok ? "ok" : r.reason));

  it.each([
    "http://127.0.0.1/",
    "http://2130706433/",
    "http://0177.0.0.1/",
    "http://0x7f.1/",
    "http://0x7f000001/",
    "http://127.1/",
    "http://%31%32%37.0.0.1/",
    "http://0/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://[64:ff9b::a9fe:a9fe]/",
    "http://169.254.169.254/latest/meta-data/",
    "http://2852039166/latest/meta-data/",
    "http://10.0.0.1:8080/",
    "https://192.168.1.1/",
    "http://100.100.100.200/",
    "http://[fd00::1]/",
  ])("an IP literal in any notation: %s", async (url) => {
    expect(await refusal(url)).toBe("forbidden-address");
  });

  it.each([
    "ftp://example.com/a.jpg",
    "file:///etc/passwd",
    "javascript:alert(1)",
    "data:image/png;base64,AAAA",
    "not a url",
    "http://user:secret@example.com/a.jpg",
    "http://:x@example.com/",
  ])("anything but a plain http(s) address: %s", async (url) => {
    expect(await refusal(url)).toBe("invalid-url");
  });
});

describe("FETCH_ALLOWED_PRIVATE_HOSTS", () => {
  it("reads comma-separated host or host:port entries, empty by default", () => {
    expect(parseEnv({}).FETCH_ALLOWED_PRIVATE_HOSTS).toEqual([]);
    expect(parseEnv({ FETCH_ALLOWED_PRIVATE_HOSTS: "" }).FETCH_ALLOWED_PRIVATE_HOSTS).toEqual([]);
    expect(parseEnv({ FETCH_ALLOWED_PRIVATE_HOSTS: " 127.0.0.1:4710, LocalHost ,[::1]:80,feeds.lan" }).FETCH_ALLOWED_PRIVATE_HOSTS).toEqual([
      "127.0.0.1:4710",
      "localhost",
      "[::1]:80",
      "feeds.lan",
    ]);
    expect(() => parseEnv({ FETCH_ALLOWED_PRIVATE_HOSTS: "http://127.0.0.1:4710" })).toThrow(/FETCH_ALLOWED_PRIVATE_HOSTS/);
    expect(() => parseEnv({ FETCH_ALLOWED_PRIVATE_HOSTS: "127.0.0.1:4710/feed" })).toThrow(/FETCH_ALLOWED_PRIVATE_HOSTS/);
  });
});

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A local server on a random port, recording the requests it received. */
async function serve(handler: Handler) {
  const requests: IncomingMessage[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const PNG_TYPE = { "content-type": "image/png" };
const BODY = Buffer.from("pretend this is a picture");

describe("safeFetch against local servers", () => {
  let site: Awaited<ReturnType<typeof serve>>;
  let other: Awaited<ReturnType<typeof serve>>;
  const timers = new Set<NodeJS.Timeout>();

  beforeAll(async () => {
    other = await serve((_request, response) => response.end("secret"));
    site = await serve((request, response) => {
      const path = request.url ?? "/";
      if (path === "/ok") return response.writeHead(200, { ...PNG_TYPE, "content-length": BODY.byteLength }).end(BODY);
      if (path === "/same") return response.writeHead(302, { location: "/ok" }).end();
      if (path === "/meta") return response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end();
      if (path === "/other") return response.writeHead(307, { location: `http://127.0.0.1:${other.port}/secret` }).end();
      if (path === "/localhost") return response.writeHead(301, { location: `http://localhost:${site.port}/ok` }).end();
      if (path === "/loop") return response.writeHead(302, { location: "/loop" }).end();
      if (path === "/missing") return response.writeHead(404, { "content-type": "text/html" }).end("<h1>Not found</h1>");
      if (path === "/page") return response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<html></html>");
      if (path === "/gzip") return response.writeHead(200, { ...PNG_TYPE, "content-encoding": "gzip" }).end(BODY);
      if (path === "/silent") return; // headers never sent
      if (path === "/dribble") {
        response.writeHead(200, PNG_TYPE);
        const timer = setInterval(() => response.write("x"), 50);
        timers.add(timer);
        return;
      }
      if (path === "/endless") {
        response.writeHead(200, PNG_TYPE);
        const timer = setInterval(() => response.write(Buffer.alloc(16 * 1024)), 5);
        timers.add(timer);
        return;
      }
      if (path === "/big") return response.writeHead(200, PNG_TYPE).end(Buffer.alloc(1024 * 1024));
      if (path === "/announced") {
        // Announces 10 MB and sends nothing: a refusal that waited for the body would time out.
        response.writeHead(200, { ...PNG_TYPE, "content-length": 10 * 1024 * 1024 });
        response.flushHeaders();
        return;
      }
      response.writeHead(500).end();
    });
  });
  afterAll(async () => {
    for (const timer of timers) clearInterval(timer);
    await site.close();
    await other.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const allowed = () => ({ maxBytes: 64 * 1024, timeoutMs: 3000, allowPrivateHosts: [`127.0.0.1:${site.port}`] });

  it("refuses a private server unless its host is allowed, then sends the plain bytes", async () => {
    expect(await safeFetch(site.url("/ok"), { maxBytes: 64 * 1024, timeoutMs: 3000 })).toEqual({
      ok: false,
      reason: "forbidden-address",
      message: FETCH_FORBIDDEN_ADDRESS,
    });
    expect(site.requests).toHaveLength(0);

    const result = await safeFetch(site.url("/ok"), allowed());
    if (!result.ok) throw new Error(result.message);
    expect(Buffer.from(result.bytes).toString()).toBe(BODY.toString());
    expect(result.contentType).toBe("image/png");
    expect(result.finalUrl).toBe(site.url("/ok"));
    const [request] = site.requests;
    expect(request?.headers["accept-encoding"]).toBe("identity");
    expect(request?.headers.host).toBe(`127.0.0.1:${site.port}`);

    // Allowed by host name alone (any port), or not at all on another port.
    expect((await safeFetch(site.url("/ok"), { ...allowed(), allowPrivateHosts: ["127.0.0.1"] })).ok).toBe(true);
    expect(await safeFetch(site.url("/ok"), { ...allowed(), allowPrivateHosts: [`127.0.0.1:${other.port}`] })).toMatchObject({ reason: "forbidden-address" });
  });

  it("follows a redirect on the allowed host, and checks every hop from scratch", async () => {
    expect(await safeFetch(site.url("/same"), allowed())).toMatchObject({ ok: true, finalUrl: site.url("/ok") });
    expect(await safeFetch(site.url("/meta"), allowed())).toMatchObject({ ok: false, reason: "forbidden-address" });
    expect(await safeFetch(site.url("/other"), allowed())).toMatchObject({ ok: false, reason: "forbidden-address" });
    expect(other.requests).toHaveLength(0);
    expect(await safeFetch(site.url("/localhost"), allowed())).toMatchObject({ ok: false, reason: "forbidden-address" });

    const before = site.requests.length;
    expect(await safeFetch(site.url("/loop"), allowed())).toMatchObject({ ok: false, reason: "too-many-redirects" });
    expect(site.requests.length - before).toBe(4);
    expect(await safeFetch(site.url("/same"), { ...allowed(), maxRedirects: 0 })).toMatchObject({ ok: false, reason: "too-many-redirects" });
  });

  it("refuses a name that resolves to a private address (localhost), unless allowed", async () => {
    const url = `http://localhost:${site.port}/ok`;
    expect(await safeFetch(url, allowed())).toMatchObject({ ok: false, reason: "forbidden-address" });
    // localhost may answer ::1 first: the checked addresses are tried in turn, as any name's are.
    expect(await safeFetch(url, { ...allowed(), allowPrivateHosts: [`localhost:${site.port}`] })).toMatchObject({ ok: true, finalUrl: url });
  });

  it("resolves the host once and connects to that address: a second DNS answer is never asked for (rebinding)", async () => {
    const resolved = vi.spyOn(dns.promises, "lookup").mockResolvedValue([{ address: "127.0.0.1", family: 4 }] as never);
    const connectionLookup = vi.spyOn(dns, "lookup");
    const url = `http://rebind.example:${site.port}/ok`;
    const result = await safeFetch(url, { ...allowed(), allowPrivateHosts: [`rebind.example:${site.port}`] });
    expect(result).toMatchObject({ ok: true, finalUrl: url });
    expect(resolved).toHaveBeenCalledTimes(1);
    expect(connectionLookup).not.toHaveBeenCalled();
    expect(site.requests.at(-1)?.headers.host).toBe(`rebind.example:${site.port}`);
  });

  it("refuses a name when any of its addresses is private, and says when it does not exist", async () => {
    vi.spyOn(dns.promises, "lookup").mockResolvedValueOnce([
      { address: "93.184.216.34", family: 4 },
      { address: "10.0.0.7", family: 4 },
    ] as never);
    expect(await safeFetch("http://mixed.example/photo.jpg", { maxBytes: 1000, timeoutMs: 2000 })).toMatchObject({ reason: "forbidden-address" });
    vi.spyOn(dns.promises, "lookup").mockRejectedValueOnce(Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" }));
    expect(await safeFetch("http://nowhere.example/photo.jpg", { maxBytes: 1000, timeoutMs: 2000 })).toMatchObject({
      reason: "unknown-host",
      message: "Serveur introuvable",
    });
  });

  it("cuts a server that never answers, or dribbles its body, at the deadline", async () => {
    for (const path of ["/silent", "/dribble"]) {
      const started = Date.now();
      expect(await safeFetch(site.url(path), { ...allowed(), timeoutMs: 300 })).toEqual({ ok: false, reason: "timeout", message: FETCH_TIMEOUT });
      expect(Date.now() - started).toBeLessThan(1500);
    }
  });

  it("refuses a body over maxBytes while reading it, and an announced one before reading", async () => {
    expect(await safeFetch(site.url("/big"), allowed())).toEqual({ ok: false, reason: "too-large", message: FETCH_TOO_LARGE });
    const started = Date.now();
    expect(await safeFetch(site.url("/endless"), { ...allowed(), timeoutMs: 5000 })).toMatchObject({ reason: "too-large" });
    expect(await safeFetch(site.url("/announced"), { ...allowed(), timeoutMs: 5000 })).toMatchObject({ reason: "too-large" });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("refuses an error status, a type not accepted and a compressed body", async () => {
    expect(await safeFetch(site.url("/missing"), allowed())).toEqual({ ok: false, reason: "http-status", status: 404, message: "Le serveur a répondu 404" });
    const images = { ...allowed(), accept: (type: string) => type.startsWith("image/") };
    expect(await safeFetch(site.url("/page"), images)).toEqual({ ok: false, reason: "type", message: FETCH_TYPE });
    expect(await safeFetch(site.url("/ok"), images)).toMatchObject({ ok: true, contentType: "image/png" });
    expect(await safeFetch(site.url("/gzip"), allowed())).toMatchObject({ ok: false, reason: "encoding" });
  });

  it("says when nothing listens", async () => {
    const closed = await serve(() => undefined);
    await closed.close();
    expect(await safeFetch(closed.url("/"), { ...allowed(), allowPrivateHosts: ["127.0.0.1"] })).toMatchObject({ ok: false, reason: "unreachable" });
  });
});
