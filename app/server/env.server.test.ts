import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server.ts";

describe("environment", () => {
  it("has a working default for every variable", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
    expect(env.SEED_DEMO).toBe(true);
  });

  it("stops with a message naming each bad value", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: doit commencer par postgres/);
    expect(() => parseEnv({ AUTH_SECRET: "court" })).toThrow(/AUTH_SECRET: au moins 32/);
    expect(() => parseEnv({ SMTP_URL: "pas une url" })).toThrow(/SMTP_URL/);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", APP_URL: "" })).toMatchObject({ DATABASE_URL: undefined, APP_URL: undefined });
  });
});
