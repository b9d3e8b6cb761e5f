import { normaliseMobile } from "#contract/fields";

/** The service's own rule (contract/fields.ts), so a number the web takes is never refused. */
export function isMobileNumber(value: string) {
  return normaliseMobile(value) !== null;
}
