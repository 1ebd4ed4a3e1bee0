import { describe, expect, it } from "vitest";
import { GIVE_UP_AFTER_MS, MAX_PENDING_PAYMENTS, TOO_MANY_PENDING_PAYMENTS } from "./pending-payments.ts";

describe("pending payments", () => {
  it("says the limit and the delay the module holds (the marked message writes them out)", () => {
    expect(TOO_MANY_PENDING_PAYMENTS).toContain(`Vous avez déjà ${MAX_PENDING_PAYMENTS} paiements en attente.`);
    expect(TOO_MANY_PENDING_PAYMENTS).toContain(`au bout de ${GIVE_UP_AFTER_MS / 3_600_000} heures.`);
  });
});
