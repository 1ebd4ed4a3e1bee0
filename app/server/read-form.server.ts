export type ReadForm = { ok: true; form: FormData } | { ok: false; reason: "too-large" | "malformed" };

class TooLarge extends Error {}

/**
 * Parses a form body (multipart included) without holding more than `maxBytes` of it: the declared
 * length is checked first, then the bytes are counted as they arrive and reading stops past the cap.
 */
export async function readFormWithin(request: Request, maxBytes: number): Promise<ReadForm> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) return { ok: false, reason: "too-large" };
  if (!request.body) return { ok: false, reason: "malformed" };
  let received = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > maxBytes) controller.error(new TooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  const limited = new Request(request.url, { method: request.method, headers: request.headers, body: counted, duplex: "half" } as RequestInit);
  try {
    return { ok: true, form: await limited.formData() };
  } catch {
    return { ok: false, reason: received > maxBytes ? "too-large" : "malformed" };
  }
}
