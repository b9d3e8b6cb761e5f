import { createHash } from "node:crypto";
import { isCommonlyBreached } from "./strength";

/** Says whether a password is known from a data breach. */
export type BreachedPasswords = {
  name: string;
  isBreached(password: string): Promise<boolean>;
};

/** The embedded check: the common breached passwords that ship with the estimator. */
export const embeddedBreachedPasswords: BreachedPasswords = {
  name: "embedded",
  isBreached: async (password) => isCommonlyBreached(password),
};

/**
 * Have I Been Pwned's Pwned Passwords range API, with k-anonymity: only the first five hex
 * characters of the password's SHA-1 leave the service, and the suffixes that come back are
 * compared here. `Add-Padding` hides the answer's size. When the API cannot be reached the
 * embedded list judges instead: a sign-up never waits on, or fails with, a third party.
 */
export function pwnedPasswords(options: {
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  warn?: (message: string) => void;
}): BreachedPasswords {
  const fetchRange = options.fetch ?? globalThis.fetch;
  const warn = options.warn ?? ((message) => console.warn(message));
  let warned = false;
  return {
    name: "pwned-passwords",
    async isBreached(password) {
      const digest = createHash("sha1").update(password).digest("hex").toUpperCase();
      const prefix = digest.slice(0, 5);
      const suffix = digest.slice(5);
      try {
        const response = await fetchRange(new URL(`range/${prefix}`, options.baseUrl), {
          headers: { "Add-Padding": "true", "User-Agent": "Parkway password check" },
          signal: AbortSignal.timeout(options.timeoutMs ?? 2_000),
        });
        if (!response.ok) throw new Error(`Pwned Passwords answered ${response.status}`);
        const lines = (await response.text()).split("\n");
        warned = false;
        return lines.some((line) => {
          const [hashSuffix = "", count = "0"] = line.trim().split(":");
          return hashSuffix === suffix && Number(count) > 0;
        });
      } catch (error) {
        if (!warned) {
          warned = true;
          const reason = error instanceof Error ? error.message : String(error);
          warn(
            `Pwned Passwords could not be asked (${reason}); the embedded list judges until it answers`,
          );
        }
        return isCommonlyBreached(password);
      }
    },
  };
}
