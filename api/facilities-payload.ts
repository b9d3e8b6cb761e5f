import { z } from "@hono/zod-openapi";
import { evConnectorTypes, type listings } from "./db/schema/listings";

/** A space's facilities as the search, the space page and the owner's listing all answer them. */
export const FacilitiesSchema = z.object({
  covered: z.boolean(),
  cctv: z.boolean(),
  gated: z.boolean(),
  lit: z.boolean(),
  step_free: z.boolean(),
  height_limit_cm: z.number().int().nullable(),
  ev_connectors: z.array(z.enum(evConnectorTypes)),
  ev_charger_kw: z.number().nullable(),
});

type FacilityColumns = Pick<
  typeof listings.$inferSelect,
  | "covered"
  | "cctv"
  | "gated"
  | "lit"
  | "stepFree"
  | "heightLimitCm"
  | "evConnectors"
  | "evChargerKw"
>;

export function facilitiesPayload(listing: FacilityColumns): z.infer<typeof FacilitiesSchema> {
  return {
    covered: listing.covered,
    cctv: listing.cctv,
    gated: listing.gated,
    lit: listing.lit,
    step_free: listing.stepFree,
    height_limit_cm: listing.heightLimitCm,
    ev_connectors: listing.evConnectors,
    ev_charger_kw: listing.evChargerKw,
  };
}
