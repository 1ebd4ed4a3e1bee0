import { describe, expect, it } from "vitest";
import { FORM_INVALID, FORM_TOO_LARGE, SMALL_FORM_BYTES, readForm, readFormWithin } from "./read-form.server.ts";

/** A multipart body arriving in 16 KB chunks, as from a socket. */
async function multipart(bytes: number) {
  const form = new FormData();
  form.append("brand", "Toyota");
  form.append("photos", new File([new Uint8Array(bytes)], "a.jpg", { type: "image/jpeg" }));
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  let offset = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= body.byteLength) return controller.close();
      controller.enqueue(body.slice(offset, offset + 16_384));
      offset += 16_384;
    },
  });
  const headers = { "content-type": encoded.headers.get("content-type") ?? "" };
  const request = new Request("http://localhost/sell/vendre", { method: "POST", body: stream, headers, duplex: "half" } as RequestInit);
  return { request, sent: () => offset };
}

describe("reading a form within a byte budget", () => {
  it("parses a body under the cap", async () => {
    const read = await readFormWithin((await multipart(1000)).request, 10_000);
    expect(read.ok && read.form.get("brand")).toBe("Toyota");
  });

  it("stops reading a body that grows past the cap, whatever it declares", async () => {
    const body = await multipart(500_000);
    expect(await readFormWithin(body.request, 10_000)).toEqual({ ok: false, reason: "too-large" });
    expect(body.sent()).toBeLessThan(100_000);
  });

  it("refuses a declared length over the cap without reading", async () => {
    const request = new Request("http://localhost/", { method: "POST", body: "x", headers: { "content-length": "999999999" } });
    expect(await readFormWithin(request, 10_000)).toEqual({ ok: false, reason: "too-large" });
  });

  it("reports a body that is not a form", async () => {
    const request = new Request("http://localhost/", { method: "POST", body: "x", headers: { "content-type": "multipart/form-data; boundary=zz" } });
    expect(await readFormWithin(request, 10_000)).toEqual({ ok: false, reason: "malformed" });
  });

  it("refuses every body that is not a form without reading it", async () => {
    const bodies: [string | undefined, string][] = [
      ["application/json", '{"intent":"signin"}'],
      ["text/plain", "intent=signin"],
      ["application/xml", "<intent>signin</intent>"],
      [undefined, "intent=signin"],
    ];
    for (const [type, text] of bodies) {
      let pulled = false;
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulled = true;
            controller.enqueue(new TextEncoder().encode(text));
            controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      const headers: Record<string, string> = type ? { "content-type": type } : {};
      const request = new Request("http://localhost/", { method: "POST", body, headers, duplex: "half" } as RequestInit);
      expect(await readFormWithin(request, 10_000)).toEqual({ ok: false, reason: "malformed" });
      expect(pulled).toBe(false);
    }
  });

  it("takes an empty urlencoded body as an empty form, and the content type's parameters", async () => {
    const empty = new Request("http://localhost/", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } });
    const read = await readFormWithin(empty, 10_000);
    expect(read.ok && [...read.form.keys()]).toEqual([]);
    const withCharset = new Request("http://localhost/", {
      method: "POST",
      body: "country=SN",
      headers: { "content-type": "Application/X-WWW-Form-Urlencoded; charset=UTF-8" },
    });
    const parsed = await readFormWithin(withCharset, 10_000);
    expect(parsed.ok && parsed.form.get("country")).toBe("SN");
  });

  it("throws a 400 or a 413 with the French message, and small forms get a few KB", async () => {
    const refusal = async (request: Request) => {
      try {
        await readForm(request);
      } catch (thrown) {
        if (thrown instanceof Response) return { status: thrown.status, text: await thrown.text() };
        throw thrown;
      }
      throw new Error("the form was read");
    };
    const json = new Request("http://localhost/", { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
    expect(await refusal(json)).toEqual({ status: 400, text: FORM_INVALID });
    const big = new URLSearchParams({ note: "x".repeat(SMALL_FORM_BYTES) });
    expect(await refusal(new Request("http://localhost/", { method: "POST", body: big }))).toEqual({ status: 413, text: FORM_TOO_LARGE });
    const fits = new Request("http://localhost/", { method: "POST", body: new URLSearchParams({ note: "x".repeat(SMALL_FORM_BYTES - 100) }) });
    expect((await readForm(fits)).get("note")).toHaveLength(SMALL_FORM_BYTES - 100);
  });

  it("takes control characters out of names and text values, keeps tab and line breaks, and files as sent", async () => {
    const body = "note=a%00b%01c%1B%7Fd%C2%85e%09f%0D%0Ag&na%00me=x&id=abc%00&id=%00def";
    const form = await readForm(new Request("http://localhost/", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }));
    expect(form.get("note")).toBe("abcde\tf\r\ng");
    expect(form.get("name")).toBe("x");
    expect(form.getAll("id")).toEqual(["abc", "def"]);

    const multipart = new FormData();
    multipart.append("comment", "bon\u0000 véhicule");
    multipart.append("photo", new File([new Uint8Array([0, 1, 2, 0])], "a\u0000.jpg", { type: "image/jpeg" }));
    const read = await readForm(new Request("http://localhost/", { method: "POST", body: multipart }));
    expect(read.get("comment")).toBe("bon véhicule");
    const photo = read.get("photo") as File;
    expect([...new Uint8Array(await photo.arrayBuffer())]).toEqual([0, 1, 2, 0]);
  });

  it("reads bytes that are not UTF-8 (a lone surrogate's, a truncated sequence) as U+FFFD", async () => {
    const body = "a=%ED%A0%80&b=%E0%A4&c=%FF";
    const form = await readForm(new Request("http://localhost/", { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } }));
    for (const name of ["a", "b", "c"]) expect(form.get(name)).toMatch(/^\ufffd+$/);
    expect((form.get("a") as string).isWellFormed()).toBe(true);
  });

  it("gives the form as parsed when it holds no control character", async () => {
    const request = new Request("http://localhost/", { method: "POST", body: new URLSearchParams({ a: "é\tb" }) });
    expect([...(await readForm(request))]).toEqual([["a", "é\tb"]]);
  });
});
