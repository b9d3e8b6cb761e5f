import { z } from "zod";
import { decimal, orNone, tickBox, wholeNumber } from "./form-values";
import { evConnectorTypes } from "./vocabulary";

/** A space's facilities, as the search, the space page and the owner's listing all answer them. */
export const facilitiesSchema = z
  .object({
    covered: z.boolean(),
    cctv: z.boolean(),
    gated: z.boolean(),
    lit: z.boolean(),
    step_free: z.boolean(),
    height_limit_cm: z.number().int().nullable(),
    length_limit_cm: z.number().int().nullable(),
    ev_connectors: z.array(z.enum(evConnectorTypes)),
    ev_charger_kw: z.number().nullable(),
  })
  .meta({ id: "Facilities" });
export type Facilities = z.infer<typeof facilitiesSchema>;

const chargerMessages = {
  type: "Enter the charger's power in kW",
  range: "Enter a charger power from 1 to 350 kW",
};

/** The facilities step: what drivers filter search by (spec §3 EV connector types). */
export const listingFacilitiesFields = {
  covered: tickBox("covered"),
  cctv: tickBox("cctv"),
  gated: tickBox("gated"),
  lit: tickBox("lit"),
  step_free: tickBox("step_free"),
  height_limit_cm: orNone(wholeNumber("Enter a height limit from 100 to 500 cm", 100, 500)),
  length_limit_cm: orNone(wholeNumber("Enter a length limit from 250 to 1,800 cm", 250, 1_800)),
  ev_connectors: z
    .preprocess(
      (value) =>
        value === undefined || value === "" ? [] : Array.isArray(value) ? value : [value],
      z.array(
        z.enum(evConnectorTypes, {
          error: `Choose connectors from: ${evConnectorTypes.join(", ")}`,
        }),
      ),
    )
    .transform((connectors) => [...new Set(connectors)]),
  ev_charger_kw: orNone(decimal(1, chargerMessages, 1, 350)),
};

export const listingFacilitiesSchema = z
  .object(listingFacilitiesFields)
  .superRefine((facilities, context) => {
    if (facilities.ev_charger_kw !== null && facilities.ev_connectors.length === 0) {
      context.addIssue({
        code: "custom",
        path: ["ev_connectors"],
        message: "Tick the charger's connectors, or leave its power empty",
      });
    }
  });
