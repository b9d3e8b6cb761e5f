import type { EvConnector, Rental, SeasonPlan, SpaceType } from "#contract/vocabulary";
import { HALF_HOUR_MS, nextHalfHour } from "#contract/parking-type";
import { halfHourSteps } from "./pricing";

export type SearchFilters = {
  rental: Rental;
  /** For airport parking: the airport the space serves. */
  airportCode?: string;
  evConnectors: EvConnector[];
  covered: boolean;
  cctv: boolean;
  gated: boolean;
  stepFree: boolean;
  vehicleHeightCm?: number;
  vehicleLengthCm?: number;
  spaceTypes: SpaceType[];
  seasonPlan: SeasonPlan;
  /** The requested stay in half hours, for ordering by short-stay price. */
  halfHourSteps: number;
};

/**
 * The stay a search prices when the driver has not chosen one: hourly from the next half hour
 * for two hours; airport parking from tomorrow for a week; monthly from the next half hour.
 */
export function defaultStay(rental: Rental, now: Date): { start: Date; end: Date | null } {
  const start = nextHalfHour(now);
  if (rental === "short") return { start, end: new Date(start.getTime() + 4 * HALF_HOUR_MS) };
  if (rental === "airport") {
    const tomorrow = new Date(start.getTime() + 24 * 60 * 60 * 1000);
    return { start: tomorrow, end: new Date(tomorrow.getTime() + 7 * 24 * 60 * 60 * 1000) };
  }
  return { start, end: null };
}

export function stayHalfHourSteps(stay: { start: Date; end: Date | null }): number {
  return stay.end ? halfHourSteps(stay.start, stay.end) : 1;
}
