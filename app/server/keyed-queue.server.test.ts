import { describe, expect, it } from "vitest";
import { queued, queuedKeys } from "./keyed-queue.server.ts";

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe("queued", () => {
  it("runs the tasks of one key one after the other, other keys alongside, and forgets idle keys", async () => {
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(`${name}:start`);
      await tick();
      log.push(`${name}:end`);
      return name;
    };
    const results = await Promise.all([queued("a", task("a1")), queued("a", task("a2")), queued("b", task("b1"))]);
    expect(results).toEqual(["a1", "a2", "b1"]);
    expect(log.indexOf("a1:end")).toBeLessThan(log.indexOf("a2:start"));
    expect(log.indexOf("b1:start")).toBeLessThan(log.indexOf("a1:end"));
    await tick();
    expect(queuedKeys()).toBe(0);
  });

  it("goes on after a task that fails, which still fails for its caller", async () => {
    const failing = queued("c", async () => {
      throw new Error("boom");
    });
    const next = queued("c", async () => "after");
    await expect(failing).rejects.toThrow("boom");
    await expect(next).resolves.toBe("after");
  });
});
