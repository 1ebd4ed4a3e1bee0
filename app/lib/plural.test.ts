import { describe, expect, it } from "vitest";
import { countOf, plural } from "./plural.ts";

describe("plural", () => {
  it("keeps the singular below 2 and takes the plural from 2 on", () => {
    expect(plural(0, "vue")).toBe("vue");
    expect(plural(1, "vue")).toBe("vue");
    expect(plural(1.5, "jour")).toBe("jour");
    expect(plural(2, "vue")).toBe("vues");
    expect(plural(30, "jour")).toBe("jours");
  });

  it("takes a plural that is not the singular plus an s", () => {
    expect(plural(1, "véhicule trouvé", "véhicules trouvés")).toBe("véhicule trouvé");
    expect(plural(3, "véhicule trouvé", "véhicules trouvés")).toBe("véhicules trouvés");
    expect(plural(4, "mois", "mois")).toBe("mois");
  });
});

describe("countOf", () => {
  it("writes the count and its noun", () => {
    expect(countOf(0, "vue")).toBe("0 vue");
    expect(countOf(1, "vue")).toBe("1 vue");
    expect(countOf(2, "vue")).toBe("2 vues");
    expect(countOf(1, "clic")).toBe("1 clic");
  });

  it("groups thousands the French way", () => {
    expect(countOf(12500, "vue")).toBe("12\u202f500 vues");
  });
});
