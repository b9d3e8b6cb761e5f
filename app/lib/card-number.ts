/**
 * A card number as it is printed, spaced while the driver types: 4-6-5 for American Express
 * (34 or 37), fours for every other card. Anything but digits and spaces is left as typed, for
 * the form's own message to explain.
 */
export function spaceCardNumber(typed: string): string {
  if (!/^[\d\s]*$/.test(typed)) return typed;
  const digits = typed.replace(/\s/g, "").slice(0, 19);
  const groups = /^3[47]/.test(digits) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let from = 0;
  for (const size of groups) {
    if (from >= digits.length) break;
    parts.push(digits.slice(from, from + size));
    from += size;
  }
  return parts.join(" ");
}

/** Where the caret belongs in `spaced` to stay after the same number of digits as before. */
export function caretAfterDigits(spaced: string, digitsBefore: number): number {
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < spaced.length; index += 1) {
    if (/\d/.test(spaced[index]!)) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return spaced.length;
}
