import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-health.server.ts";

const coded = (code: string, message = "failed") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("knows a connection refused, reset or timed out, and PostgreSQL's shutdown and start-up codes", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "08006", "53300"]) {
      expect(isDatabaseUnavailable(coded(code)), code).toBe(true);
    }
  });

  it("finds the driver's error under Drizzle's wrapper", () => {
    const wrapped = new Error("Failed query: select 1", { cause: new Error("Connection terminated unexpectedly") });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(new Error("Failed query", { cause: coded("ECONNREFUSED") }))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([coded("ECONNREFUSED")]))).toBe(true);
  });

  it("is not fooled by the code's own faults or a refused statement", () => {
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    // Unique violation, exclusion violation, syntax: the database answered.
    for (const code of ["23505", "23P01", "42601"]) expect(isDatabaseUnavailable(new Error("Failed query", { cause: coded(code) }))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
  });

  it("stops on a cause that loops", () => {
    const a = new Error("a") as Error & { cause?: unknown };
    a.cause = a;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});
