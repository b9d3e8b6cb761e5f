import { z } from "zod";

/**
 * Vehicle registrations as Parkway keeps them: upper case without spaces (spec §5), Irish ones
 * in their written form with hyphens ("191-D-12345") however they were typed.
 */

/** The county and city codes of Irish registrations since 1987, old and current. */
const irishCounties = new Set([
  "C",
  "CE",
  "CN",
  "CW",
  "D",
  "DL",
  "G",
  "KE",
  "KK",
  "KY",
  "L",
  "LD",
  "LH",
  "LK",
  "LM",
  "LS",
  "MH",
  "MN",
  "MO",
  "OY",
  "RN",
  "SO",
  "T",
  "TN",
  "TS",
  "W",
  "WD",
  "WH",
  "WW",
  "WX",
]);

/** Year (two digits, or since 2013 two digits and the half year), county, sequence number. */
const irishPattern = /^(\d{2}|\d{2}[12])([A-Z]{1,2})(\d{1,6})$/;

const ukPatterns = [
  // Since 2001: area, age identifier, three letters (AB12 CDE).
  /^[A-Z]{2}\d{2}[A-Z]{3}$/,
  // 1983 to 2001: year letter, number, three letters (P123 ABC).
  /^[A-Z]\d{1,3}[A-Z]{3}$/,
  // 1963 to 1983: three letters, number, year letter (ABC 123P).
  /^[A-Z]{3}\d{1,3}[A-Z]$/,
  // Dateless and Northern Irish (ABZ 1234, 1234 AB, A 1).
  /^[A-Z]{1,3}\d{1,4}$/,
  /^\d{1,4}[A-Z]{1,3}$/,
];

export const registrationFormatMessage =
  "Enter a UK registration such as AB12 CDE, or an Irish one such as 191-D-12345";

/**
 * Upper case, without spaces; an Irish registration gets its hyphens ("191 d 12345" →
 * "191-D-12345"). Anything else is left for `registrationCountry` to refuse.
 */
export function normaliseRegistration(input: string): string {
  const compact = input.replace(/\s+/g, "").toUpperCase();
  const irish = irishPattern.exec(compact.replaceAll("-", ""));
  if (irish && irishCounties.has(irish[2] ?? "")) return `${irish[1]}-${irish[2]}-${irish[3]}`;
  return compact;
}

const irishWritten = /^(?:\d{2}|\d{2}[12])-([A-Z]{1,2})-\d{1,6}$/;

/** Which register a normalised registration belongs to, or null when it is neither's. */
export function registrationCountry(registration: string): "GBR" | "IRL" | null {
  if (ukPatterns.some((pattern) => pattern.test(registration))) return "GBR";
  const irish = irishWritten.exec(registration);
  return irish && irishCounties.has(irish[1] ?? "") ? "IRL" : null;
}

const letterOrDigit = /[A-Z0-9]/g;

/**
 * The registration a booking carries: any country's plate, as a visitor's car has one, of 2 to
 * 12 letters and numbers; a UK or Irish one in its written form.
 */
export const registrationSchema = z
  .string({ error: "Enter a registration" })
  .transform(normaliseRegistration)
  .refine(
    (registration) => {
      const letters = registration.match(letterOrDigit)?.length ?? 0;
      return /^[A-Z0-9-]+$/.test(registration) && letters >= 2 && letters <= 12;
    },
    { error: "Enter a registration of 2 to 12 letters and numbers" },
  );
