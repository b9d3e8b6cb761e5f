import { z } from "@hono/zod-openapi";
import type { ApiDeps } from "./context";
import { userScopes } from "./db/schema";
import { issueAccessToken } from "./domain/access-tokens";
import type { Account, AccountListings } from "./repositories/users";

export const AccountSchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    mobile: z.string().nullable().openapi({ description: "E.164", example: "+447700900123" }),
    scope: z.array(z.enum(userScopes)).openapi({ example: ["driver"] }),
    marketing_emails: z.boolean(),
    booking_reminders: z.boolean(),
    created_at: z.string().openapi({ format: "date-time" }),
    listings: z.object({
      drafts: z.array(z.object({ id: z.number().int() })),
      total: z.number().int().openapi({ description: "Listings that are not removed" }),
    }),
  })
  .openapi("Account");

export const SignedInSchema = z
  .object({
    data: z.object({
      access_token: z.string(),
      token_type: z.literal("Bearer"),
      expires_in: z.number().int().openapi({ description: "Seconds until the token expires" }),
      user: AccountSchema,
    }),
  })
  .openapi("SignedIn");

/** GET /api/v2/me's `data`, and the `user` of every sign-in. */
export function accountData(account: Account, listings: AccountListings) {
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
    listings,
  };
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
