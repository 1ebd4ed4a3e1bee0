import { describe, expect, it } from "vitest";
import { CoalescedStream } from "./coalesced-stream.server.ts";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("CoalescedStream", () => {
  it("sends the pieces written in one turn of the event loop as one, and later pieces on their own", async () => {
    const stream = new CoalescedStream();
    const out: string[] = [];
    stream.on("data", (chunk: Buffer) => out.push(chunk.toString()));
    stream.write("<html>");
    stream.write("<body>");
    stream.write("<main>");
    await nextTurn();
    expect(out).toEqual(["<html><body><main>"]);
    // What a suspended part of the page writes once its data arrives leaves without waiting for the end.
    stream.write("<section>");
    await nextTurn();
    expect(out).toEqual(["<html><body><main>", "<section>"]);
    stream.end("</body></html>");
    await new Promise((resolve) => stream.on("end", resolve));
    expect(out.join("")).toBe("<html><body><main><section></body></html>");
  });
});
