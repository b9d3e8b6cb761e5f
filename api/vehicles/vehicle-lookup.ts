import { demoRegister, type RegisteredVehicle } from "./demo-register";
import { dvlaVehicleLookup } from "./dvla";
import { registrationCountry } from "#contract/registrations";

/**
 * found: the register knows the vehicle; not-found: it does not; unavailable: the register
 * could not be asked (down, too slow, refused the key), so nothing is known either way.
 */
export type VehicleLookupResult =
  | { status: "found"; vehicle: RegisteredVehicle }
  | { status: "not-found" }
  | { status: "unavailable"; reason: string };

/** Looks a normalised registration up in a vehicle register. */
export type VehicleLookup = (registration: string) => Promise<VehicleLookupResult>;

/** The embedded demo register (api/vehicles/demo-register.ts). */
export const demoRegisterLookup: VehicleLookup = async (registration) => {
  const vehicle = demoRegister.get(registration);
  return vehicle ? { status: "found", vehicle } : { status: "not-found" };
};

/**
 * With a DVLA key, UK registrations are asked of the DVLA and Irish ones are not found (no
 * public Irish register exists), so made-up demo vehicles never answer for real ones. Without
 * a key, the demo register answers.
 */
export function configuredVehicleLookup(options: { dvlaApiKey?: string }): VehicleLookup {
  if (!options.dvlaApiKey) return demoRegisterLookup;
  const dvla = dvlaVehicleLookup({ apiKey: options.dvlaApiKey });
  return async function lookUpConfigured(registration) {
    return registrationCountry(registration) === "GBR"
      ? dvla(registration)
      : { status: "not-found" };
  };
}
