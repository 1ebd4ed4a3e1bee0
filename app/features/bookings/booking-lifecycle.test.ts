import { describe, expect, it } from "vitest";
import { BOOKING_STATUS_VALUES } from "../../server/schema/bookings.ts";
import {
  BOOKING_STATUS_LABELS,
  type BookingAction,
  type BookingActor,
  answerDeadline,
  holdsDays,
  nextStatus,
  statusLabel,
  userActions,
} from "./booking-lifecycle.ts";

const ACTIONS: BookingAction[] = ["accept", "refuse", "cancel", "expire", "complete", "pickup", "return", "settle", "dispute", "resolve"];
const ACTORS: BookingActor[] = ["owner", "renter", "system", "admin"];

describe("booking lifecycle", () => {
  it("allows exactly these transitions, each to its actors", () => {
    const allowed: string[] = [];
    for (const status of BOOKING_STATUS_VALUES) {
      for (const action of ACTIONS) {
        for (const actor of ACTORS) {
          const to = nextStatus(status, action, actor);
          if (to) allowed.push(`${status} -${action}/${actor}-> ${to}`);
        }
      }
    }
    expect(allowed.sort()).toEqual([
      "confirmed -complete/system-> completed",
      "confirmed -pickup/owner-> in_progress",
      "confirmed -pickup/renter-> in_progress",
      "confirmed -pickup/system-> in_progress",
      "disputed -resolve/admin-> completed",
      "in_progress -dispute/owner-> disputed",
      "in_progress -dispute/renter-> disputed",
      "in_progress -return/owner-> returned",
      "in_progress -return/renter-> returned",
      "in_progress -return/system-> returned",
      "pending -accept/owner-> confirmed",
      "pending -cancel/renter-> cancelled",
      "pending -expire/system-> cancelled",
      "pending -refuse/owner-> rejected",
      "returned -dispute/owner-> disputed",
      "returned -dispute/renter-> disputed",
      "returned -settle/owner-> completed",
      "returned -settle/renter-> completed",
      "returned -settle/system-> completed",
    ]);
  });

  it("refuses accepting after a cancellation, a renter accepting, an owner cancelling, and unknown statuses", () => {
    expect(nextStatus("cancelled", "accept", "owner")).toBeNull();
    expect(nextStatus("rejected", "accept", "owner")).toBeNull();
    expect(nextStatus("confirmed", "refuse", "owner")).toBeNull();
    expect(nextStatus("pending", "accept", "renter")).toBeNull();
    expect(nextStatus("pending", "cancel", "owner")).toBeNull();
    expect(nextStatus("pending", "complete", "system")).toBeNull();
    expect(nextStatus("archived", "accept", "owner")).toBeNull();
    // A record cannot skip a step, nor a member settle a dispute, nor an admin take a party's place.
    expect(nextStatus("pending", "pickup", "owner")).toBeNull();
    expect(nextStatus("confirmed", "return", "owner")).toBeNull();
    expect(nextStatus("disputed", "resolve", "owner")).toBeNull();
    expect(nextStatus("in_progress", "return", "admin")).toBeNull();
    expect(nextStatus("completed", "dispute", "renter")).toBeNull();
    expect(nextStatus("confirmed", "toString" as BookingAction, "owner")).toBeNull();
  });

  it("gives each person only their buttons", () => {
    expect(userActions("pending", "owner")).toEqual(["accept", "refuse"]);
    expect(userActions("pending", "renter")).toEqual(["cancel"]);
    for (const status of ["confirmed", "in_progress", "returned", "disputed", "rejected", "cancelled", "completed", "weird"]) {
      expect(userActions(status, "owner")).toEqual([]);
      expect(userActions(status, "renter")).toEqual([]);
    }
  });

  it("labels every status of the table in French, an unknown one as pending", () => {
    expect(Object.keys(BOOKING_STATUS_LABELS).sort()).toEqual([...BOOKING_STATUS_VALUES].sort());
    expect(BOOKING_STATUS_VALUES.map(statusLabel)).toEqual([
      "En attente",
      "Confirmée",
      "En cours",
      "Véhicule rendu",
      "En litige",
      "Refusée",
      "Annulée",
      "Terminée",
    ]);
    for (const unknown of ["archived", "", null, undefined, "constructor", "toString"]) expect(statusLabel(unknown)).toBe("En attente");
  });

  it("holds the days of pending, confirmed and under-way bookings only", () => {
    expect(BOOKING_STATUS_VALUES.filter(holdsDays)).toEqual(["pending", "confirmed", "in_progress"]);
  });

  it("gives the owner 48 hours to answer", () => {
    expect(answerDeadline(new Date("2027-03-01T10:00:00Z")).toISOString()).toBe("2027-03-03T10:00:00.000Z");
  });
});
