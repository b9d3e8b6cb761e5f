import { http, HttpResponse } from "msw";
import { z } from "zod";
import { DVLA_VEHICLE_ENQUIRY_URL } from "../../api/vehicles/dvla";

export const dvlaTestKey = "test-dvla-api-key";

/** Vehicles the mock DVLA knows, as its Vehicle Enquiry Service answers them. */
export const dvlaVehicles: Record<string, Record<string, unknown>> = {
  AB12CDE: {
    registrationNumber: "AB12CDE",
    taxStatus: "Taxed",
    motStatus: "Valid",
    make: "FORD",
    colour: "BLUE",
    yearOfManufacture: 2012,
    fuelType: "PETROL",
    engineCapacity: 1596,
  },
  WR71LRV: {
    registrationNumber: "WR71LRV",
    make: "LAND ROVER",
    colour: "WHITE",
    yearOfManufacture: 2021,
  },
  KX17ARM: {
    registrationNumber: "KX17ARM",
    make: "ALFA ROMEO",
    colour: "RED",
    yearOfManufacture: 2017,
  },
  DL09MBZ: { registrationNumber: "DL09MBZ", make: "DAIMLER", colour: "BLACK" },
};

/** Every registration the mock DVLA was asked about, in order. */
export const dvlaEnquiries: string[] = [];

const enquirySchema = z.object({ registrationNumber: z.string() });

/** The DVLA Vehicle Enquiry Service, with the key check the real one makes. */
export const dvlaHandlers = [
  http.post(DVLA_VEHICLE_ENQUIRY_URL, async ({ request }) => {
    if (request.headers.get("x-api-key") !== dvlaTestKey) {
      return HttpResponse.json({ message: "Forbidden" }, { status: 403 });
    }
    const enquiry = enquirySchema.safeParse(await request.json());
    if (!enquiry.success) {
      return HttpResponse.json(
        { errors: [{ status: "400", code: "400", title: "Bad Request" }] },
        { status: 400 },
      );
    }
    dvlaEnquiries.push(enquiry.data.registrationNumber);
    const vehicle = dvlaVehicles[enquiry.data.registrationNumber];
    if (!vehicle) {
      return HttpResponse.json(
        {
          errors: [
            {
              status: "404",
              code: "404",
              title: "Vehicle Not Found",
              detail: "Record for vehicle not found",
            },
          ],
        },
        { status: 404 },
      );
    }
    return HttpResponse.json(vehicle);
  }),
];
