import { expect, test } from "vitest";
import {
  DEMO_REGISTER_SIZE,
  demoRegister,
  demoRegisterExamples,
} from "../../api/vehicles/demo-register";
import { displayMake, knownMake, makeBadge, makeSlug } from "../../api/vehicles/makes";
import {
  normaliseRegistration,
  registrationCountry,
  registrationSchema,
} from "#contract/registrations";

test("a registration loses its spaces and is upper-cased", () => {
  expect(normaliseRegistration("ab12 cde")).toBe("AB12CDE");
  expect(normaliseRegistration(" Ab12\tCdE ")).toBe("AB12CDE");
  expect(normaliseRegistration("p123 abc")).toBe("P123ABC");
});

test("an Irish registration is written with its hyphens however it was typed", () => {
  expect(normaliseRegistration("191 d 12345")).toBe("191-D-12345");
  expect(normaliseRegistration("191D12345")).toBe("191-D-12345");
  expect(normaliseRegistration("12-ke-1234")).toBe("12-KE-1234");
  expect(normaliseRegistration("06 D 1")).toBe("06-D-1");
});

test("UK registrations of every era are recognised", () => {
  for (const registration of [
    "AB12CDE",
    "LV69XKM",
    "P123ABC",
    "ABC123P",
    "ABZ1234",
    "1234AB",
    "A1",
  ]) {
    expect(registrationCountry(registration)).toBe("GBR");
  }
});

test("Irish registrations need a real county code and a year", () => {
  expect(registrationCountry("191-D-12345")).toBe("IRL");
  expect(registrationCountry("12-D-1234")).toBe("IRL");
  expect(registrationCountry("231-C-4567")).toBe("IRL");
  expect(registrationCountry("193-D-1")).toBe(null);
  expect(registrationCountry("12-ZZ-123")).toBe(null);
  expect(registrationCountry(normaliseRegistration("12 ZZ 123"))).toBe(null);
});

test("text in neither format is refused", () => {
  for (const text of ["", "HELLO-WORLD", "AB12CDEF", "AB12-CDE", "12345678", "AB!2CDE"]) {
    expect(registrationCountry(normaliseRegistration(text))).toBe(null);
  }
});

test("the demo register holds a few hundred realistic vehicles, always the same", () => {
  expect(demoRegister.size).toBe(DEMO_REGISTER_SIZE);
  for (const [registration, vehicle] of demoRegister) {
    expect(normaliseRegistration(registration)).toBe(registration);
    expect(registrationCountry(registration)).not.toBe(null);
    expect(vehicle.registration).toBe(registration);
  }
  for (const example of demoRegisterExamples) {
    expect(demoRegister.get(example.registration)).toEqual(example);
  }
  const current = [...demoRegister.values()].filter((vehicle) =>
    /^[A-Z]{2}\d{2}[A-Z]{3}$/.test(vehicle.registration),
  );
  for (const vehicle of current) {
    const age = Number(vehicle.registration.slice(2, 4));
    expect(age % 50).toBe((vehicle.year ?? 0) % 100);
  }
});

test("a register's spelling of a make is shown as drivers write it", () => {
  expect(displayMake("LAND ROVER")).toBe("Land Rover");
  expect(displayMake("MERCEDES-BENZ")).toBe("Mercedes-Benz");
  expect(displayMake("MERCEDES")).toBe("Mercedes-Benz");
  expect(displayMake("CITROEN")).toBe("Citroën");
  expect(displayMake("BMW")).toBe("BMW");
  expect(displayMake("DAIMLER")).toBe("Daimler");
  expect(knownMake("rover")).toBe(null);
  expect(makeSlug("Citroën")).toBe("citroen");
});

test("a make's badge shows its initials and no one's logo", () => {
  expect(makeBadge("Land Rover")).toContain(">LR</text>");
  expect(makeBadge("BMW")).toContain(">BMW</text>");
  expect(makeBadge("Ford")).toContain(">F</text>");
  expect(makeBadge("Ford")).not.toMatch(/<image|href=/);
});

test("a booking takes any country's plate of 2 to 12 letters and numbers, UK and Irish ones written their way", () => {
  const plate = (input: string) => registrationSchema.safeParse(input);
  expect(plate("ab12 cde").data).toBe("AB12CDE");
  expect(plate("191 kk 123456").data).toBe("191-KK-123456");
  expect(plate("AB-123-CD").data).toBe("AB-123-CD");
  expect(plate("DE  B MW 1234").data).toBe("DEBMW1234");
  for (const refused of ["A", "ABCDEFGHIJKLM", "AB12/CDE", ""]) {
    expect(plate(refused).error?.issues[0]?.message).toBe(
      "Enter a registration of 2 to 12 letters and numbers",
    );
  }
});
