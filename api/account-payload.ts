import type { ApiDeps } from "./context";
import { issueAccessToken } from "./domain/access-tokens";
import { type Account, type AccountListings, findAccountListings } from "./repositories/users";

/** The account's own fields, as its data's copy gives them. */
export function accountFields(account: Account) {
  return {
    id: account.id,
    email: account.email,
    first_name: account.firstName,
    last_name: account.lastName,
    mobile: account.mobile,
    scope: account.scopes,
    marketing_emails: account.marketingEmails,
    booking_reminders: account.bookingReminders,
    created_at: account.createdAt.toISOString(),
  };
}

/** GET /api/v2/me's `data`, and the `user` of every sign-in. */
export function accountData(account: Account, listings: AccountListings) {
  return { ...accountFields(account), listings };
}

/** A new access token for the account, carrying the scopes the account holds now. */
export async function signedInData(
  deps: Pick<ApiDeps, "signingSecret" | "now">,
  account: Account,
  listings: AccountListings,
) {
  const { token, expiresIn } = await issueAccessToken({
    secret: await deps.signingSecret(),
    subject: account.id,
    scopes: account.scopes,
    now: deps.now(),
  });
  return {
    data: {
      access_token: token,
      token_type: "Bearer" as const,
      expires_in: expiresIn,
      user: accountData(account, listings),
    },
  };
}

/**
 * The sign-in of the device that replaced the password. It is issued at the moment every older
 * token stops working (`sessionsValidAfter`), so that it is not refused with them.
 */
export async function signedInAgainData(
  deps: Pick<ApiDeps, "signingSecret" | "database">,
  account: Account,
  sessionsValidAfter: Date,
) {
  const listings = await findAccountListings(deps.database.db, account.id);
  return signedInData({ ...deps, now: () => sessionsValidAfter }, account, listings);
}
