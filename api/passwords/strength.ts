import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/** zxcvbn's scale: 3 is "safely unguessable: moderate protection from offline attacks". */
const MIN_SCORE = 3;
/** zxcvbn's own advice: the estimate's cost grows with length, and beyond this adds nothing. */
const JUDGED_LENGTH = 100;

/** What the account already says about its holder: a password must not be made of it. */
export type AccountWords = {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
};

export type PasswordJudgement = { strong: true } | { strong: false; message: string };

function wordsOf(account: AccountWords): string[] {
  const email = account.email?.trim().toLowerCase();
  const localPart = email?.split("@")[0];
  return [
    email,
    localPart,
    ...(localPart?.split(/[._+-]/) ?? []),
    account.firstName,
    account.lastName,
  ]
    .filter((word): word is string => typeof word === "string" && word.trim().length > 0)
    .map((word) => word.trim());
}

/**
 * Whether little but the account's own words is left of a password once they are taken out:
 * "BloggsJo2026!" for Jo Bloggs. Words under three letters are left in ("Li", "Jo").
 */
function madeOfAccountWords(password: string, words: string[]): boolean {
  let rest = password.toLowerCase();
  const found = words
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3 && rest.includes(word))
    .sort((a, b) => b.length - a.length);
  if (found.length === 0) return false;
  for (const word of found) rest = rest.replaceAll(word, "");
  return rest.replace(/[^\p{L}]/gu, "").length < 4;
}

/**
 * Judges a new password with a real estimator (zxcvbn): guessable ones are refused with its
 * reason and advice, as are ones built from the account's email address or names.
 */
export function judgePassword(password: string, account: AccountWords): PasswordJudgement {
  const localPart = account.email?.trim().toLowerCase().split("@")[0] ?? "";
  if (localPart.length >= 3 && password.toLowerCase().includes(localPart)) {
    return {
      strong: false,
      message: "Choose a password that does not contain your email address",
    };
  }
  if (madeOfAccountWords(password, wordsOf(account))) {
    return {
      strong: false,
      message: "Choose a password that is more than your name or email address",
    };
  }
  const { score, feedback } = estimator.check(password.slice(0, JUDGED_LENGTH), wordsOf(account));
  if (score >= MIN_SCORE) return { strong: true };
  const advice = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(" ");
  return {
    strong: false,
    message: `This password would be easy to guess. ${advice || "Add more words that are less common."}`,
  };
}

const breachedPasswords: ReadonlySet<string> = new Set(common.dictionary["passwords-common"]);

/**
 * Whether a password is on the list of passwords most found in breaches that zxcvbn ships
 * (about 49,000, from Have I Been Pwned's corpus): the embedded check, with no network.
 */
export function isCommonlyBreached(password: string): boolean {
  return breachedPasswords.has(password.toLowerCase());
}
