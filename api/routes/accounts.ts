import { createRoute, z } from "@hono/zod-openapi";
import { blankAsMissing } from "../fields";
import { isGuest, requireSignedIn, signedInUserId } from "../auth";
import { AccountSchema, accountData, SignedInSchema, signedInData } from "../account-payload";
import type { ApiDeps } from "../context";
import {
  acceptedTermsField,
  emailField,
  enteredPasswordField,
  formBooleanField,
  mobileField,
  newPasswordField,
  personNameField,
} from "../domain/account-fields";
import {
  hashPasswordResetToken,
  newPasswordResetToken,
  passwordResetEmail,
  passwordResetEmailKind,
  passwordResetExpiry,
  passwordResetLink,
} from "../domain/password-resets";
import { hashPassword, passwordMatches, passwordMatchesNothing } from "../domain/passwords";
import { newPasswordProblem } from "../passwords/new-password";
import { formBody, requireFormBody, sentAsJson, unsupportedBody } from "../form-body";
import {
  bearerAuth,
  createRouter,
  invalidRequest,
  InvalidRequestSchema,
  jsonMessage,
} from "../openapi";
import type { RateLimit } from "../rate-limit/rate-limiter";
import { enqueueEmail } from "../repositories/outbox";
import {
  insertPasswordReset,
  passwordResetOwner,
  retirePasswordResets,
  usePasswordReset,
} from "../repositories/password-resets";
import { revokeToken } from "../repositories/revoked-tokens";
import {
  type AccountChanges,
  findAccount,
  findAccountByEmail,
  findAccountListings,
  findSignIn,
  findSignInById,
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
/** Per client address: creating accounts, and probing which emails have one. */
const registerLimit: RateLimit = { limit: 5, windowMs: 60 * 60_000 };
/** Per client address and email, */
const forgottenPasswordLimit: RateLimit = { limit: 5, windowMs: 60 * 60_000 };
/** and per client address alone: asking for many accounts' links is probing, not forgetting. */
const forgottenPasswordPerAddressLimit: RateLimit = { limit: 10, windowMs: 60 * 60_000 };

const incorrectSignIn = "Email or password is incorrect";
const forgottenPasswordAnswer =
  "If an account uses that email, we have sent it a link to reset the password. The link expires in 1 hour.";
const unusableResetLink =
  "This link to reset your password has expired or has already been used. Ask for a new one.";
const emailTaken = "An account with this email already exists. Log in, or reset your password.";

const MeSchema = z.object({ data: AccountSchema }).openapi("Me");

const signedIn = (description: string) => ({
  description,
  content: { "application/json": { schema: SignedInSchema } },
});

const conflict = (description: string) => ({
  description,
  content: { "application/json": { schema: InvalidRequestSchema } },
});

const signInRequired = { 401: jsonMessage("No signed-in user's access token") };

const register = createRoute({
  method: "post",
  path: "/register",
  tags: ["Accounts"],
  summary: "Create an account and sign in",
  description:
    "The new account is a driver's. The answer says when an email already has an account, as any sign-up that signs in at once must; the per-address limit bounds how fast anyone can probe.",
  middleware: [requireFormBody] as const,
  request: {
    body: formBody(
      z.object({
        email: emailField,
        password: newPasswordField,
        first_name: personNameField("first name"),
        last_name: personNameField("last name"),
        mobile: mobileField.optional(),
        marketing_emails: formBooleanField("marketing_emails must be true or false").optional(),
        terms: acceptedTermsField,
      }),
      "The registration form",
    ),
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
    body: formBody(
      z.object({ email: emailField, password: enteredPasswordField }),
      "The login form",
    ),
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
    200: { description: "The account", content: { "application/json": { schema: MeSchema } } },
    ...signInRequired,
  },
});

const changeMe = createRoute({
  method: "patch",
  path: "/me",
  tags: ["Accounts"],
  summary: "Change the signed-in user's details",
  description:
    "Only the fields sent change. A new email or password needs current_password when the account has a password.",
  security: bearerAuth,
  middleware: [requireSignedIn(), requireFormBody] as const,
  request: {
    body: formBody(
      z.object({
        first_name: personNameField("first name").optional(),
        last_name: personNameField("last name").optional(),
        mobile: mobileField.optional(),
        marketing_emails: formBooleanField("marketing_emails must be true or false").optional(),
        booking_reminders: formBooleanField("booking_reminders must be true or false").optional(),
        email: emailField.optional(),
        // Left empty, the password stays as it is.
        password: blankAsMissing(newPasswordField.optional()),
        current_password: blankAsMissing(
          z.string().max(1024, "That password is too long").optional(),
        ),
      }),
      "The fields to change",
    ),
  },
  responses: {
    200: { description: "Changed", content: { "application/json": { schema: MeSchema } } },
    400: invalidRequest,
    ...signInRequired,
    409: conflict("The new email already has an account"),
    ...unsupportedBody,
    ...tooManyAttempts,
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
    body: formBody(z.object({ email: emailField }), "The forgotten-password form"),
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
  description: "Uses the link up, sets the password and signs in.",
  middleware: [requireFormBody] as const,
  request: {
    body: formBody(
      z
        .object({
          token: z
            .string({ error: unusableResetLink })
            .min(1, unusableResetLink)
            .max(200, unusableResetLink),
          password: newPasswordField,
          password_confirmation: z.string().optional(),
        })
        .refine(
          (form) =>
            form.password_confirmation === undefined ||
            form.password_confirmation === form.password,
          { path: ["password_confirmation"], error: "The passwords do not match" },
        ),
      "The reset form",
    ),
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
      const attempt = await deps.rateLimiter.attempt(
        `register:${requestAddress(c)}`,
        registerLimit,
      );
      if (!attempt.allowed) return refuseAttempt(c, attempt.retryAfterMs);
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
      const current = userId ? await findSignInById(db, userId) : null;
      if (!current) return c.json({ message: "Authentication required" }, 401);

      const changesEmail =
        form.email !== undefined && form.email.toLowerCase() !== current.email.toLowerCase();
      if ((changesEmail || form.password !== undefined) && current.passwordHash !== null) {
        if (!form.current_password) {
          return c.json(
            fieldError(
              "current_password",
              "Enter your current password to change your email or password",
            ),
            400,
          );
        }
        // A stolen token must not become a way to guess the password.
        const attemptKey = `current-password:${current.id}`;
        const attempt = await deps.rateLimiter.attempt(attemptKey, loginLimit);
        if (!attempt.allowed) return refuseAttempt(c, attempt.retryAfterMs);
        if (!(await passwordMatches(current.passwordHash, form.current_password))) {
          return c.json(fieldError("current_password", "Your current password is incorrect"), 400);
        }
        await deps.rateLimiter.reset(attemptKey);
      }
      if (form.password !== undefined) {
        const weak = await newPasswordProblem(
          form.password,
          {
            email: form.email ?? current.email,
            firstName: form.first_name ?? current.firstName,
            lastName: form.last_name ?? current.lastName,
          },
          deps.breachedPasswords,
        );
        if (weak) return c.json(fieldError("password", weak), 400);
      }

      const changes: AccountChanges = {
        firstName: form.first_name,
        lastName: form.last_name,
        mobile: form.mobile,
        marketingEmails: form.marketing_emails,
        bookingReminders: form.booking_reminders,
        email: changesEmail ? form.email : undefined,
        passwordHash: form.password === undefined ? undefined : await hashPassword(form.password),
      };
      const account = await updateAccount(db, current.id, changes);
      if (account === "email-taken") return c.json(fieldError("email", emailTaken), 409);
      if (!account) return c.json({ message: "Authentication required" }, 401);
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
      const userId = await db.transaction(async (tx) => {
        const owner = await usePasswordReset(tx, tokenHash, now);
        if (!owner) return null;
        await updateAccount(tx, owner, { passwordHash });
        await retirePasswordResets(tx, owner, now);
        return owner;
      });
      const account = userId ? await findAccount(db, userId) : null;
      if (!account) return c.json(fieldError("token", unusableResetLink), 400);
      c.header("Cache-Control", "no-store");
      return c.json(
        await signedInData(deps, account, await findAccountListings(db, account.id)),
        200,
      );
    });
}
