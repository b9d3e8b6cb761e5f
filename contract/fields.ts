import type { Country } from "./vocabulary";

/**
 * Field rules the web checks before it asks and the service checks before it keeps: one rule
 * each, so a value the web accepts is never refused by the service for its form.
 */

/** The shortest password the service keeps; pages say it beside the field. */
export const minimumPasswordLength = 10;

export const MOBILE_NUMBER_MESSAGE =
  "Enter a UK or Irish mobile number, like 07700 900123 or 087 123 4567";

/**
 * A UK or Irish mobile number in E.164 (+447700900123, +353871234567), or null when `input` is
 * not one. Accepts the ways people write them: 07700 900123, +44 (0)7700 900123, 0044...,
 * 087 123 4567, +353 87 123 4567. UK mobiles are 071–075 and 077–079 plus the Isle of Man's
 * 07624 (070 and 076 are personal numbers and pagers); Irish mobiles are 083 and 085–089.
 */
export function normaliseMobile(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, "");
  const uk = /^(?:(?:\+|00)440?|0)(7[1-57-9]\d{8}|7624\d{6})$/.exec(compact);
  if (uk) return `+44${uk[1]}`;
  const ireland = /^(?:(?:\+|00)3530?|0)(8[35-9]\d{7})$/.exec(compact);
  if (ireland) return `+353${ireland[1]}`;
  return null;
}

const postcodePattern = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/;
const eircodePattern = /^([AC-FHKNPRTV-Y]\d{2}|D6W)([AC-FHKNPRTV-Y\d]{4})$/;

/** A UK postcode or an Eircode written the standard way ("ls1 4dy" → "LS1 4DY"), or null. */
export function normalisePostcode(value: string, country: Country): string | null {
  const compact = value.toUpperCase().replace(/\s+/g, "");
  const match = (country === "IRL" ? eircodePattern : postcodePattern).exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}

/** Whether `value` is a postcode or an Eircode, before the country is known. */
export function isPostcodeOrEircode(value: string) {
  return normalisePostcode(value, "GBR") !== null || normalisePostcode(value, "IRL") !== null;
}

export const POSTCODE_MESSAGE =
  "Enter a UK postcode or an Eircode, for example SW1A 1AA or D02 X285";

/** What to say of a postcode that is not one of `country`'s. */
export function postcodeMessage(country: Country) {
  return country === "IRL"
    ? "Enter the Eircode, like D02 X285"
    : "Enter the postcode, like LS1 4DY";
}

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/;

/** Whether `text` holds a line break or another control character, which one-line fields refuse. */
export function hasControlCharacters(text: string): boolean {
  return controlCharacters.test(text);
}
