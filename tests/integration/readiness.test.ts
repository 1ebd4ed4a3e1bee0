import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { setDatabase } from "../../app/server/db.server.ts";
import { markStopping, readyz } from "../../server/readiness.ts";
import { createTestDatabase, useTestDatabase } from "../support/database.ts";

const test = useTestDatabase();

/** What the readiness check answered: its status and body. */
async function ask() {
  const answer = { status: 200, body: undefined as unknown };
  const res = {
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      return res;
    },
  };
  await readyz({} as Request, res as unknown as Response);
  return answer;
}

describe("the readiness check", () => {
  it("is ready once the database answers with every migration of this build", async () => {
    expect(await ask()).toMatchObject({ status: 200, body: { status: "ready" } });
  });

  it("is not ready on a database the migrations have not reached", async () => {
    const bare = await createTestDatabase({ migrated: false });
    try {
      setDatabase(bare);
      expect((await ask()).status).toBe(503);
    } finally {
      setDatabase(test.database());
      await bare.close();
    }
  });

  it("turns away the load balancer once the server is stopping, while it is still alive", async () => {
    markStopping();
    expect(await ask()).toMatchObject({ status: 503, body: { status: "stopping" } });
  });
});
