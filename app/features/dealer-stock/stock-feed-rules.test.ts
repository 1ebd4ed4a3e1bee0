import { describe, expect, it } from "vitest";
import { isPublicAddress } from "../../server/safe-fetch.server.ts";
import { checkFeedUrl, FEED_URL_CREDENTIALS, FEED_URL_INVALID, FEED_URL_PRIVATE, FEED_URL_REQUIRED, FEED_URL_TOO_LONG } from "./stock-feed-rules.ts";

const check = (url: string, allowedPrivateHosts: string[] = []) => checkFeedUrl(url, { isPublicIp: isPublicAddress, allowedPrivateHosts });

describe("a feed's address", () => {
  it("is an absolute http(s) address, stored as the URL parser writes it", () => {
    expect(check("  https://stock.garage-kone.ci/flux.csv ")).toEqual({ ok: true, url: "https://stock.garage-kone.ci/flux.csv" });
    expect(check("http://8.8.8.8/stock.json?cle=abc")).toEqual({ ok: true, url: "http://8.8.8.8/stock.json?cle=abc" });
    expect(check("https://Exemple.COM/a b.xlsx")).toEqual({ ok: true, url: "https://exemple.com/a%20b.xlsx" });
  });

  it("refuses other schemes and what is not an address, with a French message", () => {
    for (const url of [
      "ftp://exemple.com/stock.csv",
      "javascript:alert(1)",
      "file:///etc/passwd",
      "data:text/csv,a;b",
      "exemple.com/stock.csv",
      "/stock.csv",
      "https://",
    ]) {
      expect(check(url), url).toEqual({ ok: false, error: FEED_URL_INVALID });
    }
    expect(check("")).toEqual({ ok: false, error: FEED_URL_REQUIRED });
    expect(check("   ")).toEqual({ ok: false, error: FEED_URL_REQUIRED });
  });

  it("refuses credentials in the address", () => {
    expect(check("https://garage:secret@exemple.com/stock.csv")).toEqual({ ok: false, error: FEED_URL_CREDENTIALS });
    expect(check("https://garage@exemple.com/stock.csv")).toEqual({ ok: false, error: FEED_URL_CREDENTIALS });
  });

  it("refuses more than 2 000 characters, typed or once written out", () => {
    expect(check(`https://exemple.com/${"a".repeat(3000)}`)).toEqual({ ok: false, error: FEED_URL_TOO_LONG });
    expect(check(`https://exemple.com/${"a".repeat(1960)}`).ok).toBe(true);
    // 1 990 characters typed, each space escaped to three.
    expect(check(`https://exemple.com/${" ".repeat(1960)}x`)).toEqual({ ok: false, error: FEED_URL_TOO_LONG });
  });

  it("refuses control characters (NUL first: the database refuses it)", () => {
    for (const url of ["https://exemple.com/stock\0.csv", "https://exemple.com/\u0007", "https://exem\nple.com/stock.csv", "https://exemple.com/\u009b"]) {
      expect(check(url), JSON.stringify(url)).toEqual({ ok: false, error: FEED_URL_INVALID });
    }
  });

  it("refuses an address that plainly names the server or its network, unless allowed", () => {
    for (const url of [
      "http://localhost/stock.csv",
      "http://LOCALHOST./stock.csv",
      "http://admin.localhost/",
      "http://127.0.0.1:8080/stock.csv",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.4/stock.csv",
      "http://192.168.1.10/stock.csv",
      "http://[::1]/stock.csv",
      "http://[::ffff:127.0.0.1]/",
      "http://[fd00::1]/",
      "http://metadata/computeMetadata/v1/",
      "http://metadata.google.internal/",
      "http://nas.local/stock.csv",
      "http://0.0.0.0/",
    ]) {
      expect(check(url), url).toEqual({ ok: false, error: FEED_URL_PRIVATE });
    }
    expect(check("http://127.0.0.1:8080/stock.csv", ["127.0.0.1:8080"]).ok).toBe(true);
    expect(check("http://127.0.0.1:8081/stock.csv", ["127.0.0.1:8080"])).toEqual({ ok: false, error: FEED_URL_PRIVATE });
    expect(check("http://nas.local/stock.csv", ["nas.local"]).ok).toBe(true);
  });
});
