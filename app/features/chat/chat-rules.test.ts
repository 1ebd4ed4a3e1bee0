import { describe, expect, it } from "vitest";
import { serverI18n } from "../../server/i18n.server.ts";
import { CHAT_MESSAGES, MESSAGE_MAX, checkMessage, excerpt, testDriveRequest } from "./chat-rules.ts";

describe("checkMessage", () => {
  it("keeps the trimmed text, 1 to 2000 characters", () => {
    expect(checkMessage("  Bonjour \n")).toEqual({ ok: true, text: "Bonjour" });
    expect(checkMessage(" \n\t ")).toEqual({ ok: false, error: CHAT_MESSAGES.sendFailed });
    expect(checkMessage(null)).toEqual({ ok: false, error: CHAT_MESSAGES.sendFailed });
    expect(checkMessage(` ${"a".repeat(MESSAGE_MAX)} `)).toEqual({ ok: true, text: "a".repeat(MESSAGE_MAX) });
    expect(checkMessage("a".repeat(MESSAGE_MAX + 1))).toEqual({ ok: false, error: "Message trop long" });
  });
});

describe("excerpt", () => {
  it("cuts on a word with an ellipsis, and flattens lines", () => {
    expect(excerpt("Bonjour\n\nça va ?")).toBe("Bonjour ça va ?");
    expect(excerpt("un deux trois quatre", 12)).toBe("un deux…");
  });
});

describe("testDriveRequest", () => {
  it("names the car", () => {
    expect(testDriveRequest({ brand: "Toyota", model: "Corolla" }, serverI18n("fr"))).toBe(
      "Bonjour, je souhaiterais essayer la Toyota Corolla. Quand seriez-vous disponible pour un essai ?",
    );
    expect(testDriveRequest({ brand: "Toyota", model: "Corolla" }, serverI18n("en"))).toBe(
      "Hello, I would like to test-drive the Toyota Corolla. When would you be available?",
    );
  });
});
