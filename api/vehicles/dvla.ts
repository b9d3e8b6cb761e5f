import { z } from "zod";
import { displayMake } from "./makes";
import type { VehicleLookup } from "./vehicle-lookup";

export const DVLA_VEHICLE_ENQUIRY_URL =
  "https://driver-vehicle-licensing.api.gov.uk/vehicle-enquiry/v1/vehicles";

/** The fields of the DVLA's Vehicle Enquiry answer that Parkway uses. */
const dvlaVehicleSchema = z.object({
  registrationNumber: z.string(),
  make: z.string().min(1).optional(),
  colour: z.string().min(1).optional(),
  yearOfManufacture: z.number().int().optional(),
});

/** "DARK BLUE" → "Dark blue". */
function sentenceCase(text: string): string {
  const lower = text.trim().toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/**
 * The DVLA Vehicle Enquiry Service: make, colour and year of a vehicle registered in Great
 * Britain or Northern Ireland. It does not give the model. A 404 (and a 400, its answer to a
 * registration it cannot read) means not found, as does a vehicle without a make; anything
 * else, a timeout included, means unavailable.
 */
export function dvlaVehicleLookup(options: {
  apiKey: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): VehicleLookup {
  return async function lookUpWithDvla(registration) {
    // The global fetch is read at each call, so whatever wraps it later (tracing, tests) applies.
    const send = options.fetch ?? fetch;
    let response: Response;
    try {
      response = await send(DVLA_VEHICLE_ENQUIRY_URL, {
        method: "POST",
        headers: {
          "x-api-key": options.apiKey,
          "Content-Type": "application/json",
          Accept: "application/json",
        },
        body: JSON.stringify({ registrationNumber: registration }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch (error) {
      return {
        status: "unavailable",
        reason: `DVLA vehicle enquiry failed: ${error instanceof Error ? error.name : "error"}`,
      };
    }
    if (response.status === 404 || response.status === 400) return { status: "not-found" };
    if (!response.ok) {
      return {
        status: "unavailable",
        reason: `DVLA vehicle enquiry answered ${response.status}`,
      };
    }
    const vehicle = dvlaVehicleSchema.safeParse(await response.json().catch(() => null));
    if (!vehicle.success) {
      return { status: "unavailable", reason: "DVLA vehicle enquiry answered in an unknown shape" };
    }
    if (!vehicle.data.make) return { status: "not-found" };
    return {
      status: "found",
      vehicle: {
        registration,
        make: displayMake(vehicle.data.make),
        model: null,
        colour: vehicle.data.colour ? sentenceCase(vehicle.data.colour) : null,
        year: vehicle.data.yearOfManufacture ?? null,
      },
    };
  };
}
