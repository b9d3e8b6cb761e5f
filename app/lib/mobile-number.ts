/** UK mobiles start 07 (+44 7), Irish ones 08 (+353 8); spacing and brackets are ignored. */
const mobileDigits = /^(?:(?:\+|00)44\(?0?\)?7\d{9}|07\d{9}|(?:\+|00)353\(?0?\)?8\d{8}|08\d{8})$/;

export const MOBILE_NUMBER_ERROR =
  "Enter a UK or Irish mobile number, like 07700 900123 or 087 123 4567";

/** `value` without the spaces, dashes and dots people type between a number's digits. */
export function compactMobileNumber(value: string) {
  return value.replace(/[\s\-.]/g, "");
}

export function isMobileNumber(value: string) {
  return mobileDigits.test(compactMobileNumber(value));
}
