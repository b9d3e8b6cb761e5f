import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { SqlState, sqlStateOf } from "../db/errors";
import type { UserScope } from "#contract/accounts";
import { listings, users } from "../db/schema";

/** What the account owner may see of their account; never the password hash. */
const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  mobile: users.mobile,
  scopes: users.scopes,
  marketingEmails: users.marketingEmails,
  bookingReminders: users.bookingReminders,
  createdAt: users.createdAt,
};

export type Account = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  mobile: string | null;
  scopes: UserScope[];
  marketingEmails: boolean;
  bookingReminders: boolean;
  createdAt: Date;
};

export type AccountListings = { drafts: Array<{ id: number }>; total: number };

export type NewUser = {
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  mobile?: string | null;
  marketingEmails?: boolean;
};

export type AccountChanges = Partial<
  Pick<
    Account,
    "email" | "firstName" | "lastName" | "mobile" | "marketingEmails" | "bookingReminders"
  >
> & { passwordHash?: string; sessionsValidAfter?: Date };

export async function findAccount(db: Db, userId: string): Promise<Account | null> {
  const [account] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  return account ?? null;
}

export async function findAccountByEmail(db: Db, email: string): Promise<Account | null> {
  const [account] = await db.select(accountColumns).from(users).where(eq(users.email, email));
  return account ?? null;
}

type SignIn = Account & {
  /** Null for an account that only signs in through a provider. */
  passwordHash: string | null;
};

/** The account an email signs in to, with what its password is checked against. */
export async function findSignIn(db: Db, email: string): Promise<SignIn | null> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

export async function findSignInById(db: Db, userId: string): Promise<SignIn | null> {
  const [row] = await db
    .select({ ...accountColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Creates a driver; null when the email already has an account. */
export async function insertUser(db: Db, user: NewUser): Promise<Account | null> {
  const [account] = await db
    .insert(users)
    .values({
      email: user.email,
      passwordHash: user.passwordHash,
      firstName: user.firstName,
      lastName: user.lastName,
      mobile: user.mobile ?? null,
      marketingEmails: user.marketingEmails ?? false,
    })
    .onConflictDoNothing()
    .returning(accountColumns);
  return account ?? null;
}

/** Null when there is no such user; "email-taken" when the new email has another account. */
export async function updateAccount(
  db: Db,
  userId: string,
  changes: AccountChanges,
): Promise<Account | "email-taken" | null> {
  try {
    const [account] = await db
      .update(users)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning(accountColumns);
    return account ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return "email-taken";
    throw error;
  }
}

/**
 * Adds `scope` to the user's scopes (the listings area grants "landlord" when a first listing is
 * published). Returns the scopes now held, or null when there is no such user. Tokens issued
 * earlier keep the scopes they were issued with; the user's next token carries the new one.
 */
export async function grantScope(
  db: Db,
  userId: string,
  scope: UserScope,
): Promise<UserScope[] | null> {
  const [row] = await db
    .update(users)
    .set({
      scopes: sql`case when ${scope} = any(${users.scopes}) then ${users.scopes} else array_append(${users.scopes}, ${scope}::text) end`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ scopes: users.scopes });
  return row?.scopes ?? null;
}

/** Spec §3 "Listings (for the user)": the drafts, and how many listings are not removed. */
export async function findAccountListings(db: Db, userId: string): Promise<AccountListings> {
  const drafts = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.ownerId, userId), eq(listings.status, "draft")))
    .orderBy(listings.id);
  const [totals] = await db
    .select({ total: count() })
    .from(listings)
    .where(and(eq(listings.ownerId, userId), ne(listings.status, "removed")));
  return { drafts, total: totals?.total ?? 0 };
}

function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === SqlState.uniqueViolation;
}
