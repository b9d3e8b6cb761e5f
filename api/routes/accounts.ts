import { createRoute } from "@hono/zod-openapi";
import {
  changeMeRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  meSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  signedInSchema,
  unusableResetLink,
} from "#contract/accounts";
import { isGuest, requireSignedIn, signedInUserId } from "../auth";
import { accountData, signedInAgainData, signedInData } from "../account-payload";
import type { ApiDeps } from "../context";
import {
  hashPasswordResetToken,
  newPasswordResetToken,
  passwordResetEmail,
  passwordResetEmailKind,
  passwordResetExpiry,
  passwordResetLink,
} from "../domain/password-resets";
import { hashPassword, passwordMatches, passwordMatchesNothing } from "../domain/passwords";
import { sessionsRestartAt } from "../domain/sessions";
import { newPasswordProblem } from "../passwords/new-password";
import { formBody, requireFormBody, sentAsJson, unsupportedBody } from "../form-body";
import { bearerAuth, createRouter, invalidRequest, jsonMessage } from "../openapi";
import { invalidRequestSchema } from "#contract/answers";
import { waitText, type RateLimit } from "../rate-limit/rate-limiter";
import { enqueueEmail } from "../repositories/outbox";
import {
  insertPasswordReset,
  passwordResetOwner,
  retirePasswordResets,
  usePasswordReset,
} from "../repositories/password-resets";
import { revokeToken } from "../repositories/revoked-tokens";
import {
  findAccount,
  findAccountByEmail,
  findAccountListings,
  findSignIn,
  insertUser,
  updateAccount,
} from "../repositories/users";
import { refuseAttempt, requestAddress, tooManyAttempts } from "../request-limits";

/**
 * Counted per client address and email, so a guesser is slowed while the account's owner, signing
 * in from elsewhere, is not locked out. A successful sign-in clears the count.
 */
const loginLimit: RateLimit = { limit: 10, windowMs: 15 * 60_000 };
/** Per client address alone: one password tried against many accounts (password spraying). */
const loginPerAddressLimit: RateLimit = { limit: 100, windowMs: 15 * 60_000 };
/**
 * Sign-ups per client address. Homes, offices, universities and mobile carriers put many people
 * behind one address, so the hard limit is high, and after a few sign-ups in the hour each further
 * one asks for the bot check instead of refusing.
 */
const registerPerAddressLimit: RateLimit = { limit: 60, windowMs: 60 * 60_000 };
const registerUncheckedLimit: RateLimit = { limit: 4, windowMs: 60 * 60_000 };
/** Per email: probing whether one address has an account, or signing it up over and over. */
const registerPerEmailLimit: RateLimit = { limit: 5, windowMs: 60 * 60_000 };
/** Per client address and email, */
const forgottenPasswordLimit: RateLimit = { limit: 5, windowMs: 60 * 60_000 };
/** and per client address alone: asking for many accounts' links is probing, not forgetting. */
const forgottenPasswordPerAddressLimit: RateLimit = { limit: 10, windowMs: 60 * 60_000 };

const incorrectSignIn = "Email or password is incorrect";
const forgottenPasswordAnswer =
  "If an account uses that email, we have sent it a link to reset the password. The link expires in 1 hour.";
export const emailTaken =
  "An account with this email already exists. Log in, or reset your password.";

const signedIn = (description: string) => ({
  description,
  content: { "application/json": { schema: signedInSchema } },
});

const conflict = (description: string) => ({
  description,
  content: { "application/json": { schema: invalidRequestSchema } },
});

const signInRequired = { 401: jsonMessage("No signed-in user's access token") };

const register = createRoute({
  method: "post",
  path: "/register",
  tags: ["Accounts"],
  summary: "Create an account and sign in",
  description: `The new account is a driver's. The answer says when an email already has an account, as any sign-up that signs in at once must; the limits bound how fast anyone can probe. From one client address, ${registerUncheckedLimit.limit} sign-ups an hour go through as they are; each further one needs the bot check (GET /api/v2/bot-check/challenge; a missing or wrong answer is 400 with errors.bot_check), up to ${registerPerAddressLimit.limit} an hour. Each email may be tried ${registerPerEmailLimit.limit} times an hour.`,
  middleware: [requireFormBody] as const,
  request: {
    body: formBody(registerRequestSchema, "The registration form"),
  },
  responses: {
    201: signedIn("Registered and signed in"),
    400: invalidRequest,
    409: conflict("The email already has an account"),
    ...unsupportedBody,
    ...tooManyAttempts,
  },
});

const login = createRoute({
  method: "post",
  path: "/auth/login",
  tags: ["Accounts"],
  summary: "Sign in with email and password",
  description:
    "Spec §7 does not show this path. Failed attempts are limited per client address and email.",
  middleware: [requireFormBody] as const,
  request: {
    body: formBody(loginRequestSchema, "The login form"),
  },
  responses: {
    200: signedIn("Signed in"),
    400: invalidRequest,
    401: jsonMessage(incorrectSignIn),
    ...unsupportedBody,
    ...tooManyAttempts,
  },
});

const logout = createRoute({
  method: "post",
  path: "/auth/logout",
  tags: ["Accounts"],
  summary: "Sign out",
  description:
    "The bearer token stops working. Answers 204 whatever the token: a guest's, an expired one or none.",
  security: bearerAuth,
  responses: { 204: { description: "Signed out" } },
});

const readMe = createRoute({
  method: "get",
  path: "/me",
  tags: ["Accounts"],
  summary: "The signed-in user",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  responses: {
    200: { description: "The account", content: { "application/json": { schema: meSchema } } },
    ...signInRequired,
  },
});

const changeMe = createRoute({
  method: "patch",
  path: "/me",
  tags: ["Accounts"],
  summary: "Change the signed-in user's details",
  description:
    "Only the fields sent change. The email (POST /me/email-change) and the password (POST /me/password) have calls of their own.",
  security: bearerAuth,
  middleware: [requireSignedIn(), requireFormBody] as const,
  request: {
    body: formBody(changeMeRequestSchema, "The fields to change"),
  },
  responses: {
    200: { description: "Changed", content: { "application/json": { schema: meSchema } } },
    400: invalidRequest,
    ...signInRequired,
    ...unsupportedBody,
  },
});

const forgotPassword = createRoute({
  method: "post",
  path: "/forgot-password",
  tags: ["Accounts"],
  summary: "Email a link to reset the password",
  description:
    "Answers the same whether or not the email has an account. The link (APP_URL/forgotten-password/{token}) works once, for 1 hour.",
  middleware: [requireFormBody] as const,
  request: {
    body: formBody(forgotPasswordRequestSchema, "The forgotten-password form"),
  },
  responses: {
    202: jsonMessage("Accepted; a link is sent if the email has an account"),
    400: invalidRequest,
    ...unsupportedBody,
    ...tooManyAttempts,
  },
});

const resetPassword = createRoute({
  method: "post",
  path: "/reset-password",
  tags: ["Accounts"],
  summary: "Choose a new password with an emailed link's token",
  description:
    "Uses the link up, sets the password and signs in; every other device is signed out.",
  middleware: [requireFormBody] as const,
  request: {
    body: formBody(resetPasswordRequestSchema, "The reset form"),
  },
  responses: {
    200: signedIn("Password changed and signed in"),
    400: invalidRequest,
    ...unsupportedBody,
  },
});

function fieldError(field: string, message: string) {
  return { message: "Please correct the invalid fields", errors: { [field]: [message] } };
}

export function accountRoutes(deps: ApiDeps) {
  const { db } = deps.database;

  /** A reset link to the account that uses `email`, if one does; nothing otherwise. */
  async function sendPasswordReset(email: string) {
    const user = await findAccountByEmail(db, email);
    if (!user) return;
    const { token, tokenHash } = newPasswordResetToken();
    const message = passwordResetEmail({
      firstName: user.firstName,
      link: passwordResetLink(deps.config.appUrl, token),
    });
    await db.transaction(async (tx) => {
      await insertPasswordReset(tx, {
        tokenHash,
        userId: user.id,
        expiresAt: passwordResetExpiry(deps.now()),
      });
      await enqueueEmail(tx, { to: user.email, kind: passwordResetEmailKind, ...message });
    });
    deps.mailer.deliverSoon();
  }

  return createRouter()
    .openapi(register, async (c) => {
      const form = c.req.valid(sentAsJson(c) ? "json" : "form");
      const address = requestAddress(c);
      const fromAddress = await deps.rateLimiter.attempt(
        `register:${address}`,
        registerPerAddressLimit,
      );
      if (!fromAddress.allowed) {
        const wait = waitText(fromAddress.retryAfterMs);
        return refuseAttempt(
          c,
          fromAddress.retryAfterMs,
          `Too many accounts have been created from your network in the last hour. Try again in ${wait}.`,
        );
      }
      const forEmail = await deps.rateLimiter.attempt(
        `register:email:${form.email.toLowerCase()}`,
        registerPerEmailLimit,
      );
      if (!forEmail.allowed) return refuseAttempt(c, forEmail.retryAfterMs);
      const unchecked = await deps.rateLimiter.attempt(
        `register-unchecked:${address}`,
        registerUncheckedLimit,
      );
      const notPerson = unchecked.allowed ? null : await deps.botCheck.verify(form, address);
      if (notPerson) {
        return c.json({ message: notPerson, errors: { bot_check: [notPerson] } }, 400);
      }
      const weak = await newPasswordProblem(
        form.password,
        { email: form.email, firstName: form.first_name, lastName: form.last_name },
        deps.breachedPasswords,
      );
      if (weak) return c.json(fieldError("password", weak), 400);
      const account = await insertUser(db, {
        email: form.email,
        passwordHash: await hashPassword(form.password),
        firstName: form.first_name,
        lastName: form.last_name,
        mobile: form.mobile,
        marketingEmails: form.marketing_emails,
      });
      if (!account) {
        return c.json({ ...fieldError("email", emailTaken), message: emailTaken }, 409);
      }
      c.header("Cache-Control", "no-store");
      return c.json(await signedInData(deps, account, { drafts: [], total: 0 }), 201);
    })
    .openapi(login, async (c) => {
      const form = c.req.valid(sentAsJson(c) ? "json" : "form");
      const address = requestAddress(c);
      const fromAddress = await deps.rateLimiter.attempt(`login:${address}`, loginPerAddressLimit);
      if (!fromAddress.allowed) return refuseAttempt(c, fromAddress.retryAfterMs);
      const attemptKey = `login:${address}:${form.email.toLowerCase()}`;
      const attempt = await deps.rateLimiter.attempt(attemptKey, loginLimit);
      if (!attempt.allowed) return refuseAttempt(c, attempt.retryAfterMs);
      const user = await findSignIn(db, form.email);
      const matches = user?.passwordHash
        ? await passwordMatches(user.passwordHash, form.password)
        : await passwordMatchesNothing(form.password);
      if (!user || !matches) return c.json({ message: incorrectSignIn }, 401);
      await deps.rateLimiter.reset(attemptKey);
      c.header("Cache-Control", "no-store");
      return c.json(await signedInData(deps, user, await findAccountListings(db, user.id)), 200);
    })
    .openapi(logout, async (c) => {
      const principal = c.get("principal");
      if (principal && !isGuest(principal)) await revokeToken(db, principal, deps.now());
      return c.body(null, 204);
    })
    .openapi(readMe, async (c) => {
      const userId = signedInUserId(c.get("principal"));
      const account = userId ? await findAccount(db, userId) : null;
      if (!account) return c.json({ message: "Authentication required" }, 401);
      c.header("Cache-Control", "no-store");
      const listings = await findAccountListings(db, account.id);
      return c.json({ data: accountData(account, listings) }, 200);
    })
    .openapi(changeMe, async (c) => {
      const form = c.req.valid(sentAsJson(c) ? "json" : "form");
      const userId = signedInUserId(c.get("principal"));
      const account = userId
        ? await updateAccount(db, userId, {
            firstName: form.first_name,
            lastName: form.last_name,
            mobile: form.mobile,
            marketingEmails: form.marketing_emails,
            bookingReminders: form.booking_reminders,
          })
        : null;
      if (!account || account === "email-taken") {
        return c.json({ message: "Authentication required" }, 401);
      }
      c.header("Cache-Control", "no-store");
      const listings = await findAccountListings(db, account.id);
      return c.json({ data: accountData(account, listings) }, 200);
    })
    .openapi(forgotPassword, async (c) => {
      const { email } = c.req.valid(sentAsJson(c) ? "json" : "form");
      const address = requestAddress(c);
      for (const [key, limit] of [
        [`forgotten-password:${address}`, forgottenPasswordPerAddressLimit],
        [`forgotten-password:${address}:${email.toLowerCase()}`, forgottenPasswordLimit],
      ] as const) {
        const attempt = await deps.rateLimiter.attempt(key, limit);
        if (!attempt.allowed) return refuseAttempt(c, attempt.retryAfterMs);
      }
      // After the answer, so that its timing says nothing about whether the account exists.
      deps.runLater(() => sendPasswordReset(email), "password reset email");
      return c.json({ message: forgottenPasswordAnswer }, 202);
    })
    .openapi(resetPassword, async (c) => {
      const form = c.req.valid(sentAsJson(c) ? "json" : "form");
      const tokenHash = hashPasswordResetToken(form.token);
      const now = deps.now();
      // A made-up token is refused before any password is hashed: hashing is the costly part.
      const owner = await passwordResetOwner(db, tokenHash, now);
      const holder = owner ? await findAccount(db, owner) : null;
      if (!holder) return c.json(fieldError("token", unusableResetLink), 400);
      const weak = await newPasswordProblem(form.password, holder, deps.breachedPasswords);
      if (weak) return c.json(fieldError("password", weak), 400);
      const passwordHash = await hashPassword(form.password);
      const sessionsValidAfter = sessionsRestartAt(now);
      const userId = await db.transaction(async (tx) => {
        const owner = await usePasswordReset(tx, tokenHash, now);
        if (!owner) return null;
        await updateAccount(tx, owner, { passwordHash, sessionsValidAfter });
        await retirePasswordResets(tx, owner, now);
        return owner;
      });
      const account = userId ? await findAccount(db, userId) : null;
      if (!account) return c.json(fieldError("token", unusableResetLink), 400);
      c.header("Cache-Control", "no-store");
      return c.json(await signedInAgainData(deps, account, sessionsValidAfter), 200);
    });
}
