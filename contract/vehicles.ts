import { z } from "zod";
import { formBooleanField } from "./account-fields";
import { answerSchema } from "./answers";
import {
  normaliseRegistration,
  registrationCountry,
  registrationFormatMessage,
} from "./registrations";

/**
 * Vehicles (spec §5, §7 vehicles): a registration looked up in the register, and the vehicles a
 * driver keeps on their account, with the badge of each make.
 */

/** A UK or Irish registration, written as Parkway keeps it (upper case, no spaces). */
export const registrationField = z
  .string({ error: registrationFormatMessage })
  .max(20, registrationFormatMessage)
  .transform(normaliseRegistration)
  .refine((registration) => registrationCountry(registration) !== null, {
    error: registrationFormatMessage,
  })
  .meta({ type: "string", example: "AB12 CDE" });

export const carMakeSchema = z
  .object({
    make: z.string().meta({ example: "Ford" }),
    make_image: z.string().meta({ example: "/api/car-manufacturers/ford" }),
  })
  .meta({ id: "CarMake" });

export const carMakesSchema = answerSchema(z.array(carMakeSchema));

export const vehicleLookupSchema = z
  .object({
    registration: z.string().meta({ example: "AB12CDE" }),
    make: z.string(),
    make_image: z.string(),
    model: z.string().nullable().meta({ description: "Null when the register does not say" }),
    colour: z.string().nullable(),
    year: z.number().int().nullable(),
  })
  .meta({ id: "VehicleLookup" });
export type VehicleLookup = z.infer<typeof vehicleLookupSchema>;

export const vehicleLookupAnswerSchema = answerSchema(vehicleLookupSchema);

export const vehicleSchema = z
  .object({
    id: z.number().int(),
    registration: z.string().meta({ example: "AB12CDE" }),
    default: z.boolean(),
    custom_data: z.object({
      make: z.string().meta({ description: '"unknown" when no register knew the vehicle' }),
      make_image: z.string().nullable().meta({ description: "Null when the make is unknown" }),
      model: z.string().nullable(),
      colour: z.string().nullable(),
    }),
  })
  .meta({ id: "Vehicle" });
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleAnswerSchema = answerSchema(vehicleSchema);
export const vehiclesSchema = answerSchema(z.array(vehicleSchema));

export const addVehicleRequestSchema = z.object({
  registration: registrationField,
  default: formBooleanField("default must be true or false").optional(),
});

export const changeVehicleRequestSchema = z
  .object({
    default: formBooleanField("default must be true or false").optional(),
    registration: registrationField.optional(),
  })
  .refine((change) => change.default !== undefined || change.registration !== undefined, {
    error: "Send default or registration to change",
  });
