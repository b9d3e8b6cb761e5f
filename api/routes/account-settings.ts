import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  accountExportSchema,
  changeEmailPreferencesRequestSchema,
  changePasswordRequestSchema,
  confirmEmailChangeRequestSchema,
  deleteAccountRequestSchema,
  emailChangedSchema,
  emailChangeRequestSchema,
  emailPreferencesAnswerSchema,
  signedInSchema,
  unusableEmailChangeLink,
} from "#contract/accounts";
import { invalidRequestSchema } from "#contract/answers";
import { rentals } from "#contract/vocabulary";
import { accountFields, signedInAgainData } from "../account-payload";
import { requireSignedIn, signedInUserId } from "../auth";
import { bookingAnswers } from "../checkout/booking-answer";
import type { ApiDeps, ApiEnv } from "../context";
import {
  emailChangeExpiry,
  emailChangeLink,
  emailChangeLinkStanding,
  emailChangeToken,
  readEmailChangeToken,
} from "../domain/email-changes";
import { hashPassword, passwordMatches } from "../domain/passwords";
import { sessionsRestartAt } from "../domain/sessions";
import {
  emailChangedEmail,
  emailChangedEmailKind,
  emailChangeEmail,
  emailChangeEmailKind,
  passwordChangedEmail,
  passwordChangedEmailKind,
} from "../email/account-emails";
import { formBody, requireFormBody, sentAsJson, unsupportedBody } from "../form-body";
import { bearerAuth, createRouter, invalidRequest, jsonMessage } from "../openapi";
import { newPasswordProblem } from "../passwords/new-password";
import type { RateLimit } from "../rate-limit/rate-limiter";
import {
  countKeptListings,
  countLiveBookings,
  eraseAccount,
  savedCardTokens,
} from "../repositories/account-erasure";
import {
  bookingDriversOf,
  listingsOf,
  reviewsOf,
  socialSignInsOf,
} from "../repositories/account-export";
import { listCards } from "../repositories/cards";
import { listVouchers } from "../repositories/discount-codes";
import { wantsEmail } from "../repositories/email-preferences";
import { liveLocationAlertsOf, switchLocationAlerts } from "../repositories/email-settings";
import { enqueueEmail } from "../repositories/outbox";
import { retirePasswordResets } from "../repositories/password-resets";
import {
  type Account,
  findAccount,
  findAccountByEmail,
  findSignInById,
  updateAccount,
} from "../repositories/users";
import { listVehicles } from "../repositories/vehicles";
import { refuseAttempt, tooManyAttempts } from "../request-limits";
import { emailTaken } from "./accounts";
import { cardData } from "./cards";
import { vehicleJson } from "./vehicles";
import { voucherData } from "./vouchers";

/** The current password proves the owner is asking: a stolen token must not become a way to guess it. */
const currentPasswordLimit: RateLimit = { limit: 10, windowMs: 15 * 60_000 };
/** Each asks for an email to be sent: to an address the caller chooses. */
const emailChangeLimit: RateLimit = { limit: 5, windowMs: 60 * 60_000 };
/** A copy of everything is a heavy read; nobody needs many an hour. */
const exportLimit: RateLimit = { limit: 10, windowMs: 60 * 60_000 };

const noPasswordYet =
  "Your account logs in with Google, Facebook or Apple and has no password yet. To add one, choose 'Forgotten your password?' on the login page: we email you a link.";
const expiredEmailChangeLink =
  "This link to confirm your new email address has expired. Ask for a new one in your account settings.";
const accountDeleted =
  "Your account has been deleted. Your bookings stay in our accounts without your name or details.";

const signInRequired = { 401: jsonMessage("No signed-in user's access token") };

const changePassword = createRoute({
  method: "post",
  path: "/me/password",
  tags: ["Account settings"],
  summary: "Change the password; every other device is signed out",
  description:
    "Needs the current password. The new one is judged like a new account's. Every token issued before the change stops working; the answer carries a new token for the device that asked. The account is emailed that its password changed.",
  security: bearerAuth,
  middleware: [requireSignedIn(), requireFormBody] as const,
  request: { body: formBody(changePasswordRequestSchema, "The current and the new password") },
  responses: {
    200: {
      description: "Changed, with this device's new token",
      content: { "application/json": { schema: signedInSchema } },
    },
    400: invalidRequest,
    ...signInRequired,
    ...unsupportedBody,
    ...tooManyAttempts,
  },
});

const requestEmailChange = createRoute({
  method: "post",
  path: "/me/email-change",
  tags: ["Account settings"],
  summary: "Email a link that makes a new address the account's email",
  description:
    "The account keeps its email until the link (APP_URL/confirm-email/{token}, 24 hours) is opened; then the old address is told. Needs the current password when the account has one.",
  security: bearerAuth,
  middleware: [requireSignedIn(), requireFormBody] as const,
  request: { body: formBody(emailChangeRequestSchema, "The new email address") },
  responses: {
    202: jsonMessage("The link is on its way to the new address"),
    400: invalidRequest,
    ...signInRequired,
    409: {
      description: "The new email already has an account",
      content: { "application/json": { schema: invalidRequestSchema } },
    },
    ...unsupportedBody,
    ...tooManyAttempts,
  },
});

const confirmEmailChange = createRoute({
  method: "post",
  path: "/email-change/confirm",
  tags: ["Account settings"],
  summary: "Make the new address the account's email, with the emailed link's token",
  description:
    "Needs no sign-in: the token came to the new address. It works once, within 24 hours, and not after the account's email has changed another way.",
  middleware: [requireFormBody] as const,
  request: { body: formBody(confirmEmailChangeRequestSchema, "The link's token") },
  responses: {
    200: {
      description: "The account's email is the new address",
      content: { "application/json": { schema: emailChangedSchema } },
    },
    400: invalidRequest,
    409: {
      description: "Another account took the address in the meantime",
      content: { "application/json": { schema: invalidRequestSchema } },
    },
    ...unsupportedBody,
  },
});

const deleteAccount = createRoute({
  method: "delete",
  path: "/me",
  tags: ["Account settings"],
  summary: "Erase the account",
  description:
    "Refused while a booking is under way or still to come, or while the account lists spaces. Otherwise the name, email, mobile number, password, social sign-in, vehicles and saved cards (at the payment provider too) are erased; bookings and purchases stay for the accounts without the driver's details; every token stops working; the email can register again. Needs the current password when the account has one.",
  security: bearerAuth,
  middleware: [requireSignedIn(), requireFormBody] as const,
  request: { body: formBody(deleteAccountRequestSchema, "The current password") },
  responses: {
    200: jsonMessage("Erased"),
    400: invalidRequest,
    ...signInRequired,
    409: jsonMessage("A booking is live or upcoming, or spaces are listed"),
    ...unsupportedBody,
    ...tooManyAttempts,
  },
});

const exportAccount = createRoute({
  method: "get",
  path: "/me/export",
  tags: ["Account settings"],
  summary: "A copy of everything kept about the account",
  description:
    "The account, its email preferences, social sign-ins, vehicles, cards (never their tokens), bookings with the details given for each, reviews, vouchers and listings, as a JSON attachment.",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  responses: {
    200: {
      description: "The account's data",
      headers: { "Content-Disposition": { schema: { type: "string" } } },
      content: { "application/json": { schema: accountExportSchema } },
    },
    ...signInRequired,
    ...tooManyAttempts,
  },
});

const readEmailPreferences = createRoute({
  method: "get",
  path: "/me/email-preferences",
  tags: ["Account settings"],
  summary: "Which optional emails the account gets",
  description:
    "Booking reminders, offers and news, and location alerts, with the alerts still running. The emails' senders follow these.",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  responses: {
    200: {
      description: "The preferences",
      content: { "application/json": { schema: emailPreferencesAnswerSchema } },
    },
    ...signInRequired,
  },
});

const changeEmailPreferences = createRoute({
  method: "patch",
  path: "/me/email-preferences",
  tags: ["Account settings"],
  summary: "Choose which optional emails the account gets",
  description:
    "Only the fields sent change. Turning location alerts off stops every alert running; turning them on lets new ones be set up from a search.",
  security: bearerAuth,
  middleware: [requireSignedIn(), requireFormBody] as const,
  request: { body: formBody(changeEmailPreferencesRequestSchema, "The preferences to change") },
  responses: {
    200: {
      description: "The preferences now",
      content: { "application/json": { schema: emailPreferencesAnswerSchema } },
    },
    400: invalidRequest,
    ...signInRequired,
    ...unsupportedBody,
  },
});

function fieldError(field: string, message: string) {
  return { message: "Please correct the invalid fields", errors: { [field]: [message] } };
}

const alertRental = z.enum(rentals);

/** The copy's file is named for the day it was made: a driver may keep several. */
function exportFilename(now: Date) {
  return `parkway-account-${now.toISOString().slice(0, 10)}.json`;
}

export function accountSettingsRoutes(deps: ApiDeps) {
  const { db } = deps.database;

  /**
   * The 400 or 429 answer when `given` is not the account's password, else null. An account
   * without a password (social sign-in only) has nothing to check.
   */
  async function refuseWrongPassword(
    c: Context<ApiEnv>,
    account: { id: string; passwordHash: string | null },
    given: string | undefined,
    missing: string,
  ) {
    if (account.passwordHash === null) return null;
    if (!given) return c.json(fieldError("current_password", missing), 400);
    const attemptKey = `current-password:${account.id}`;
    const attempt = await deps.rateLimiter.attempt(attemptKey, currentPasswordLimit);
    if (!attempt.allowed) return refuseAttempt(c, attempt.retryAfterMs);
    if (!(await passwordMatches(account.passwordHash, given))) {
      return c.json(fieldError("current_password", "Your current password is incorrect"), 400);
    }
    await deps.rateLimiter.reset(attemptKey);
    return null;
  }

  async function emailPreferences(account: Account) {
    const [locationAlerts, alerts] = await Promise.all([
      wantsEmail(db, account.email, "location-alerts"),
      liveLocationAlertsOf(db, account.email),
    ]);
    return {
      booking_reminders: account.bookingReminders,
      marketing_emails: account.marketingEmails,
      location_alerts: locationAlerts,
      alerts: alerts.map((alert) => ({
        place_name: alert.placeName,
        rental: alertRental.parse(alert.rental),
        created_at: alert.createdAt.toISOString(),
      })),
    };
  }

  async function signedInAccount(c: Context<ApiEnv>) {
    const userId = signedInUserId(c.get("principal"));
    return userId ? findSignInById(db, userId) : null;
  }

  return createRouter()
    .openapi(changePassword, async (c) => {
      const form = c.req.valid(sentAsJson(c) ? "json" : "form");
      const account = await signedInAccount(c);
      if (!account) return c.json({ message: "Authentication required" }, 401);
      if (account.passwordHash === null) {
        return c.json(fieldError("current_password", noPasswordYet), 400);
      }
      const wrong = await refuseWrongPassword(
        c,
        account,
        form.current_password,
        "Enter your current password",
      );
      if (wrong) return wrong;
      if (await passwordMatches(account.passwordHash, form.password)) {
        return c.json(fieldError("password", "Choose a password other than your current one"), 400);
      }
      const weak = await newPasswordProblem(form.password, account, deps.breachedPasswords);
      if (weak) return c.json(fieldError("password", weak), 400);

      const now = deps.now();
      const validAfter = sessionsRestartAt(now);
      const passwordHash = await hashPassword(form.password);
      const message = passwordChangedEmail({
        firstName: account.firstName,
        supportEmail: deps.config.supportEmail,
      });
      const changed = await db.transaction(async (tx) => {
        const updated = await updateAccount(tx, account.id, {
          passwordHash,
          sessionsValidAfter: validAfter,
        });
        if (!updated || updated === "email-taken") return null;
        await retirePasswordResets(tx, account.id, now);
        await enqueueEmail(tx, { to: updated.email, kind: passwordChangedEmailKind, ...message });
        return updated;
      });
      if (!changed) return c.json({ message: "Authentication required" }, 401);
      deps.mailer.deliverSoon();
      c.header("Cache-Control", "no-store");
      return c.json(await signedInAgainData(deps, changed, validAfter), 200);
    })
    .openapi(requestEmailChange, async (c) => {
      const form = c.req.valid(sentAsJson(c) ? "json" : "form");
      const account = await signedInAccount(c);
      if (!account) return c.json({ message: "Authentication required" }, 401);
      if (form.email.toLowerCase() === account.email.toLowerCase()) {
        return c.json(fieldError("email", "This is already your email address"), 400);
      }
      const wrong = await refuseWrongPassword(
        c,
        account,
        form.current_password,
        "Enter your current password to change your email",
      );
      if (wrong) return wrong;
      const attempt = await deps.rateLimiter.attempt(
        `email-change:${account.id}`,
        emailChangeLimit,
      );
      if (!attempt.allowed) return refuseAttempt(c, attempt.retryAfterMs);
      if (await findAccountByEmail(db, form.email)) {
        return c.json(fieldError("email", emailTaken), 409);
      }

      const token = emailChangeToken(
        await deps.signingSecret(),
        { userId: account.id, newEmail: form.email, expiresAt: emailChangeExpiry(deps.now()) },
        account.email,
      );
      const message = emailChangeEmail({
        firstName: account.firstName,
        newEmail: form.email,
        link: emailChangeLink(deps.config.appUrl, token),
      });
      await enqueueEmail(db, { to: form.email, kind: emailChangeEmailKind, ...message });
      deps.mailer.deliverSoon();
      return c.json(
        {
          message: `We have sent a link to ${form.email}. Open it within 24 hours to start using your new address; until then, your account keeps ${account.email}.`,
        },
        202,
      );
    })
    .openapi(confirmEmailChange, async (c) => {
      const { token } = c.req.valid(sentAsJson(c) ? "json" : "form");
      const link = readEmailChangeToken(token);
      const account = link ? await findAccount(db, link.userId) : null;
      if (!link || !account) return c.json(fieldError("token", unusableEmailChangeLink), 400);
      const standing = emailChangeLinkStanding(await deps.signingSecret(), link, {
        currentEmail: account.email,
        now: deps.now(),
      });
      if (standing === "unusable") return c.json(fieldError("token", unusableEmailChangeLink), 400);
      if (standing === "expired") return c.json(fieldError("token", expiredEmailChangeLink), 400);

      const notice = emailChangedEmail({
        firstName: account.firstName,
        newEmail: link.newEmail,
        supportEmail: deps.config.supportEmail,
      });
      const changed = await db.transaction(async (tx) => {
        const updated = await updateAccount(tx, account.id, { email: link.newEmail });
        if (updated && updated !== "email-taken") {
          await enqueueEmail(tx, { to: account.email, kind: emailChangedEmailKind, ...notice });
        }
        return updated;
      });
      if (changed === "email-taken") {
        return c.json(
          fieldError(
            "token",
            `${link.newEmail} now belongs to another account, so it cannot be yours too.`,
          ),
          409,
        );
      }
      if (!changed) return c.json(fieldError("token", unusableEmailChangeLink), 400);
      deps.mailer.deliverSoon();
      return c.json(
        {
          message: `Your email address is now ${changed.email}. Use it to log in from now on.`,
          data: { email: changed.email },
        },
        200,
      );
    })
    .openapi(deleteAccount, async (c) => {
      const form = c.req.valid(sentAsJson(c) ? "json" : "form");
      const account = await signedInAccount(c);
      if (!account) return c.json({ message: "Authentication required" }, 401);
      const wrong = await refuseWrongPassword(
        c,
        account,
        form.current_password,
        "Enter your current password to delete your account",
      );
      if (wrong) return wrong;
      const now = deps.now();
      const live = await countLiveBookings(db, account.id, now);
      if (live > 0) {
        return c.json(
          {
            message: `You have ${live === 1 ? "a booking" : `${live} bookings`} under way or still to come. Cancel ${live === 1 ? "it" : "them"}, or wait until ${live === 1 ? "it ends" : "they end"}, then delete your account.`,
          },
          409,
        );
      }
      const listed = await countKeptListings(db, account.id);
      if (listed > 0) {
        return c.json(
          {
            message: `You have ${listed === 1 ? "a space" : `${listed} spaces`} on Parkway (drafts count). Remove ${listed === 1 ? "it" : "them"} in Your listings, then delete your account.`,
          },
          409,
        );
      }

      const cards = await savedCardTokens(db, account.id);
      await db.transaction((tx) =>
        eraseAccount(tx, account, { now, sessionsValidAfter: sessionsRestartAt(now) }),
      );
      // After the erasure holds: a card the provider fails to forget is reported, not kept.
      for (const card of cards.filter((saved) => saved.provider === deps.payments.name)) {
        await deps.payments.forgetCard(card.providerToken).catch((error: unknown) => {
          deps.reportError?.(error, { task: "forget-card-of-erased-account" });
        });
      }
      return c.json({ message: accountDeleted }, 200);
    })
    .openapi(exportAccount, async (c) => {
      const userId = signedInUserId(c.get("principal"));
      const account = userId ? await findAccount(db, userId) : null;
      if (!account) return c.json({ message: "Authentication required" }, 401);
      const attempt = await deps.rateLimiter.attempt(`export:${account.id}`, exportLimit);
      if (!attempt.allowed) return refuseAttempt(c, attempt.retryAfterMs);
      const now = deps.now();
      const [preferences, socialSignIns, vehicles, cards, drivers, reviews, vouchers, listings] =
        await Promise.all([
          emailPreferences(account),
          socialSignInsOf(db, account.id),
          listVehicles(db, account.id),
          listCards(db, account.id),
          bookingDriversOf(db, account.id),
          reviewsOf(db, account.id),
          listVouchers(db, account.id, now, { limit: 1_000, offset: 0 }),
          listingsOf(db, account.id),
        ]);
      const bookings = await bookingAnswers(
        db,
        drivers.map((driver) => driver.id),
        now,
      );
      const driverOf = new Map(drivers.map((driver) => [driver.id, driver]));
      c.header("Cache-Control", "no-store");
      c.header("Content-Disposition", `attachment; filename="${exportFilename(now)}"`);
      return c.json(
        {
          exported_at: now.toISOString(),
          account: accountFields(account),
          email_preferences: preferences,
          social_sign_in: socialSignIns.map((identity) => ({
            provider: identity.provider,
            email: identity.email,
            connected_at: identity.createdAt.toISOString(),
          })),
          vehicles: vehicles.map(vehicleJson),
          cards: cards.map(cardData),
          bookings: bookings.map((booking) => {
            const driver = driverOf.get(booking.id);
            return {
              ...booking,
              driver: {
                first_name: driver?.firstName ?? null,
                last_name: driver?.lastName ?? null,
                email: driver?.email ?? null,
                mobile: driver?.mobile ?? null,
              },
            };
          }),
          reviews: reviews.map((review) => ({
            booking_reference: review.bookingReference,
            space_title: review.spaceTitle,
            author_name: review.authorName,
            rating: review.rating,
            comment: review.comment,
            created_at: review.createdAt.toISOString(),
          })),
          vouchers: vouchers.rows.map((voucher) => voucherData(voucher, now)),
          listings: listings.map((listing) => ({
            id: listing.id,
            title: listing.title,
            status: listing.status,
            address: { line: listing.addressLine, city: listing.city, postcode: listing.postcode },
            created_at: listing.createdAt.toISOString(),
          })),
        },
        200,
      );
    })
    .openapi(readEmailPreferences, async (c) => {
      const userId = signedInUserId(c.get("principal"));
      const account = userId ? await findAccount(db, userId) : null;
      if (!account) return c.json({ message: "Authentication required" }, 401);
      c.header("Cache-Control", "no-store");
      return c.json({ data: await emailPreferences(account) }, 200);
    })
    .openapi(changeEmailPreferences, async (c) => {
      const form = c.req.valid(sentAsJson(c) ? "json" : "form");
      const userId = signedInUserId(c.get("principal"));
      const current = userId ? await findAccount(db, userId) : null;
      if (!current) return c.json({ message: "Authentication required" }, 401);
      const account = await db.transaction(async (tx) => {
        if (form.location_alerts !== undefined) {
          await switchLocationAlerts(tx, current.email, form.location_alerts, deps.now());
        }
        return updateAccount(tx, current.id, {
          bookingReminders: form.booking_reminders,
          marketingEmails: form.marketing_emails,
        });
      });
      if (!account || account === "email-taken") {
        return c.json({ message: "Authentication required" }, 401);
      }
      c.header("Cache-Control", "no-store");
      return c.json({ data: await emailPreferences(account) }, 200);
    });
}
