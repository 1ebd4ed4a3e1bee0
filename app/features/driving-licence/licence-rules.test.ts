import { describe, expect, it } from "vitest";
import { licenceStanding } from "./licence-rules.ts";

describe("a licence's standing", () => {
  it("is verified only when checked and valid through the stay's last day", () => {
    expect(licenceStanding(null, "2027-01-10")).toBe("none");
    expect(licenceStanding({ status: "verified", expiresOn: "2027-01-10" }, "2027-01-10")).toBe("verified");
    expect(licenceStanding({ status: "verified", expiresOn: "2027-01-09" }, "2027-01-10")).toBe("expired");
    expect(licenceStanding({ status: "pending", expiresOn: "2030-01-01" }, "2027-01-10")).toBe("pending");
    expect(licenceStanding({ status: "refused", expiresOn: "2030-01-01" }, "2027-01-10")).toBe("refused");
    // An expired licence reads expired whatever its check said.
    expect(licenceStanding({ status: "refused", expiresOn: "2020-01-01" }, "2027-01-10")).toBe("expired");
  });
});
