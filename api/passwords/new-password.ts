import type { BreachedPasswords } from "./breached";
import { judgePassword, type AccountWords } from "./strength";

const breached =
  "This password has appeared in a data breach, so it is among the first that attackers try. Choose another";

/**
 * Why a new password will not do, or null when it will: it must be hard to guess, not made of
 * the account's own email or names, and not known from a breach. The estimate runs first, as
 * the breach check may ask a third party.
 */
export async function newPasswordProblem(
  password: string,
  account: AccountWords,
  breachedPasswords: BreachedPasswords,
): Promise<string | null> {
  const judged = judgePassword(password, account);
  if (!judged.strong) return judged.message;
  return (await breachedPasswords.isBreached(password)) ? breached : null;
}
