import { describe, expect, test } from "vitest";
import { mobileField } from "#contract/account-fields";
import { listingAddressSchema } from "#contract/listings";
import { profileForm } from "../../app/components/account/forms";
import { addressForm } from "../../app/components/owner/forms";
import { detailsForm } from "../../app/lib/booking-forms";

/** Numbers the web once took and the service refused, beside ones both must take. */
const mobiles = [
  ["07700 900123", true],
  ["+44 (0)7624 123456", true],
  ["087 123 4567", true],
  ["070 1234 5678", false],
  ["07600 123456", false],
  ["080 123 4567", false],
  ["081 123 4567", false],
  ["082 123 4567", false],
  ["084 123 4567", false],
] as const;

describe("a mobile number the web takes is one the service keeps", () => {
  test.each(mobiles)("%s: %s", (mobile, valid) => {
    const details = { intent: "details", first_name: "Ada", last_name: "Byrne", email: "a@b.ie" };
    const profile = { intent: "update-profile", first_name: "Ada", last_name: "Byrne" };
    expect(mobileField.safeParse(mobile).success).toBe(valid);
    expect(detailsForm.safeParse({ ...details, mobile }).success).toBe(valid);
    expect(profileForm.safeParse({ ...profile, mobile }).success).toBe(valid);
  });
});

/** Eircodes with a W outside Dublin 6W, and codes of the other country, the web once took. */
const postcodes = [
  ["D6W 1234", "IRL", true],
  ["D02 X285", "IRL", true],
  ["LS1 4DY", "GBR", true],
  ["A6W 1234", "IRL", false],
  ["D02 X285", "GBR", false],
  ["LS1 4DY", "IRL", false],
] as const;

const serviceAddress = listingAddressSchema;

describe("a postcode the web takes is one the service keeps", () => {
  test.each(postcodes)("%s in %s: %s", (postcode, country, valid) => {
    const address = { address_line: "12 Acacia Avenue", city: "Leeds", postcode, country };
    const service = serviceAddress.safeParse({ ...address, lat: 53.8, lng: -1.55 });
    const web = addressForm.safeParse(address);
    expect(web.success).toBe(valid);
    expect(service.error?.issues.some((issue) => issue.path[0] === "postcode") ?? false).toBe(
      !valid,
    );
  });

  test("the web names the postcode the chosen country writes", () => {
    const address = { address_line: "1 Quay Street", city: "Galway", postcode: "LS1 4DY" };
    const web = addressForm.safeParse({ ...address, country: "IRL" });
    expect(web.error?.issues.map((issue) => issue.message)).toEqual([
      "Enter the Eircode, like D02 X285",
    ]);
  });
});
