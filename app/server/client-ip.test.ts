import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-ip.ts";

const proxy = "10.0.0.5"; // the socket's peer: our reverse proxy

describe("the client address behind trusted proxies", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientAddress({ forwardedFor: "1.2.3.4", socketAddress: "203.0.113.7", hops: 0 })).toBe("203.0.113.7");
    expect(clientAddress({ forwardedFor: undefined, socketAddress: undefined, hops: 0 })).toBe("unknown");
  });

  it("takes, behind one proxy, the address that proxy appended, whatever the client wrote before it", () => {
    // The client sends no header: the proxy writes its peer.
    expect(clientAddress({ forwardedFor: "198.51.100.20", socketAddress: proxy, hops: 1 })).toBe("198.51.100.20");
    // The client writes a different left-most value on each request: the answer never moves.
    for (let i = 0; i < 12; i++) {
      const spoofed = `${i}.${i}.${i}.${i}, 172.16.0.${i}`;
      expect(clientAddress({ forwardedFor: `${spoofed}, 198.51.100.20`, socketAddress: proxy, hops: 1 })).toBe("198.51.100.20");
    }
    // Spaces, IPv6, and empty entries the client slipped in.
    expect(clientAddress({ forwardedFor: " , ,2001:db8::1 ,  198.51.100.20 ", socketAddress: proxy, hops: 1 })).toBe("198.51.100.20");
  });

  it("counts hops from the right: a CDN in front of the load balancer is 2", () => {
    // client → CDN (appends the client) → load balancer (appends the CDN's address) → us
    const header = "6.6.6.6, 198.51.100.20, 192.0.2.44";
    expect(clientAddress({ forwardedFor: header, socketAddress: proxy, hops: 2 })).toBe("198.51.100.20");
    // Trusting one hop too few gives the CDN's address (shared, but never the client's forgery).
    expect(clientAddress({ forwardedFor: header, socketAddress: proxy, hops: 1 })).toBe("192.0.2.44");
  });

  it("falls back to the left-most address there is when the list is shorter than the hops", () => {
    expect(clientAddress({ forwardedFor: "198.51.100.20", socketAddress: proxy, hops: 3 })).toBe("198.51.100.20");
    expect(clientAddress({ forwardedFor: "", socketAddress: proxy, hops: 1 })).toBe(proxy);
  });

  it("never picks an empty entry", () => {
    expect(clientAddress({ forwardedFor: "1.2.3.4, ", socketAddress: proxy, hops: 1 })).toBe(proxy);
  });
});
