import { describe, expect, it } from "vitest";
import { PUSH_BODY_MAX, PUSH_TITLE_MAX, pushPayload, pushText, pushTopic } from "./push-topics.ts";

describe("push payload", () => {
  it("keeps a short text as it is, on one line", () => {
    expect(pushText("  Bonjour,\n  toujours dispo ? ", 50)).toBe("Bonjour, toujours dispo ?");
  });

  it("cuts a long text with an ellipsis, within the limit", () => {
    const payload = pushPayload({ title: "T".repeat(300), body: "mot ".repeat(200), url: "/messages/1" });
    expect(payload.title.length).toBeLessThanOrEqual(PUSH_TITLE_MAX);
    expect(payload.body.length).toBeLessThanOrEqual(PUSH_BODY_MAX);
    expect(payload.body.endsWith("…")).toBe(true);
    expect(Buffer.byteLength(JSON.stringify(payload))).toBeLessThan(3000);
  });

  it("opens only a page of the site", () => {
    expect(pushPayload({ title: "a", body: "b", url: "/bookings" })).toMatchObject({ url: "/bookings", tag: "/bookings" });
    expect(pushPayload({ title: "a", body: "b", url: "https://evil.example/x" }).url).toBe("/");
    expect(pushPayload({ title: "a", body: "b", url: "//evil.example/x" }).url).toBe("/");
  });

  it("knows its topics and nothing else", () => {
    expect(pushTopic("priceDrops")).toBe("priceDrops");
    expect(pushTopic("toString")).toBeNull();
    expect(pushTopic(["messages"])).toBeNull();
  });
});
