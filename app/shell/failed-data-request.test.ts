import { describe, expect, it } from "vitest";
import { failedDataRequestId, noticingFailures, pageOfDataPath } from "./failed-data-request.ts";

const ORIGIN = "https://autoafrique.test";

/** A fetch answering each URL with the status and request id given for its path. */
function server(answers: Record<string, { status: number; id?: string }>): typeof fetch {
  return async (input) => {
    const { pathname } = new URL(input instanceof Request ? input.url : String(input));
    const { status, id } = answers[pathname] ?? { status: 200 };
    return new Response(null, { status, headers: id ? { "x-request-id": id } : {} });
  };
}

describe("the data request a page's error comes from", () => {
  it("knows the page of React Router's data URLs", () => {
    expect(pageOfDataPath("/listings.data")).toBe("/listings");
    expect(pageOfDataPath("/_.data")).toBe("/");
    expect(pageOfDataPath("/en/_.data")).toBe("/en/");
    expect(pageOfDataPath("/listings")).toBeUndefined();
    expect(pageOfDataPath("/photos/a.jpg")).toBeUndefined();
  });

  it("keeps the id of a page's failed data request, until that page's data comes back whole", async () => {
    const fetch = noticingFailures(server({ "/listings.data": { status: 500, id: "7KQ2M9XD41TB" }, "/_.data": { status: 200, id: "0000AAAA1111" } }));
    const response = await fetch(new URL(`${ORIGIN}/listings.data?_routes=routes%2Flistings`));
    expect(response.status).toBe(500);
    expect(failedDataRequestId("/listings")).toBe("7KQ2M9XD41TB");
    expect(failedDataRequestId("/")).toBeUndefined();

    // Another page's data, or any other request, changes nothing.
    await fetch(`${ORIGIN}/_.data`);
    await fetch(`${ORIGIN}/listings/nombre`);
    expect(failedDataRequestId("/listings")).toBe("7KQ2M9XD41TB");

    const whole = noticingFailures(server({}));
    await whole(new Request(`${ORIGIN}/listings.data`));
    expect(failedDataRequestId("/listings")).toBeUndefined();
  });

  it("compares pages with accents as the URL writes them", async () => {
    await noticingFailures(server({ "/v%C3%A9hicules.data": { status: 503, id: "lb-7f3a9c.2e_41" } }))(`${ORIGIN}/véhicules.data`);
    expect(failedDataRequestId("/véhicules")).toBe("lb-7f3a9c.2e_41");
    expect(failedDataRequestId("/v%C3%A9hicules")).toBe("lb-7f3a9c.2e_41");
  });

  it("has none for a refusal (4xx) or an answer without an id", async () => {
    await noticingFailures(server({ "/a.data": { status: 403, id: "AAAABBBBCCCC" }, "/b.data": { status: 502 } }))(`${ORIGIN}/a.data`);
    expect(failedDataRequestId("/a")).toBeUndefined();
    await noticingFailures(server({ "/b.data": { status: 502 } }))(`${ORIGIN}/b.data`);
    expect(failedDataRequestId("/b")).toBeUndefined();
  });
});
