import { describe, expect, it } from "vitest";
import { readFormWithin } from "./read-form.server.ts";

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
});
