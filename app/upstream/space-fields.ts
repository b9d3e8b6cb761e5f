import { z } from "zod";
import { evConnectorTypes } from "~/components/search/options";

/** Fields every space answer of the marketplace service shares (api/routes/spaces.ts). */

export const spaceAddress = z.object({
  line: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.enum(["GBR", "IRL"]),
});

export const spaceCurrency = z.object({ value: z.enum(["GBP", "EUR"]), symbol: z.string() });

export const spaceFacilities = z.object({
  covered: z.boolean(),
  cctv: z.boolean(),
  gated: z.boolean(),
  lit: z.boolean(),
  step_free: z.boolean(),
  height_limit_cm: z.number().nullable(),
  ev_connectors: z.array(z.enum(evConnectorTypes)),
  ev_charger_kw: z.number().nullable(),
});

export const spaceRating = z.object({
  average: z.number().nullable(),
  count: z.number().int().nonnegative(),
});
