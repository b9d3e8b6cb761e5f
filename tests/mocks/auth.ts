import { http, HttpResponse } from "msw";
import {
  linkRequiredSchema,
  signedInSchema,
  socialConnectionSchema,
  socialConnectRequestSchema,
  unusableResetLink,
} from "#contract/accounts";
import { invalidRequestSchema, messageSchema } from "#contract/answers";
import { contractJson } from "./contract-json";
import { driver, driverToken, marketplaceUrl } from "./marketplace";

/**
 * The service's sign-in calls (api/routes/accounts.ts, social.ts) as the web uses them, with the
 * form bodies, service key and bearer token the real service requires. Tests add them with
 * `server.use(...authHandlers())` and read what was sent from `authCalls`.
 */

const api = (path: string) => new URL(path, marketplaceUrl).toString();

export const DEMO_PASSWORD = "park-and-ride-2026";
export const testServiceKey = "a-service-key-for-tests-that-is-32-characters";
export const incorrectSignIn = "Email or password is incorrect";
export const tooManyAttempts = "Too many attempts. Try again in 15 minutes.";
export const emailTaken =
  "An account with this email already exists. Log in, or reset your password.";
export const botCheckMissing = "Complete the check that you are not a robot";
export const botCheckFailed =
  "The check that you are not a robot did not pass or has expired. Please try it again.";
export const forgottenPasswordAnswer =
  "If an account uses that email, we have sent it a link to reset the password. The link expires in 1 hour.";

export type AuthCall = { path: string; form: Record<string, string>; headers: Headers };

function signedIn(status: 200 | 201) {
  return contractJson(
    signedInSchema,
    { data: { access_token: driverToken, token_type: "Bearer", expires_in: 3600, user: driver } },
    { status },
  );
}

function fieldError(field: string, message: string, status: number) {
  return contractJson(
    invalidRequestSchema,
    { message: "Please correct the invalid fields", errors: { [field]: [message] } },
    { status },
  );
}

function refused(message: string, status: number) {
  return contractJson(messageSchema, { message }, { status });
}

const wrongServiceKey = () => refused("The X-Service-Key header is missing or wrong", 403);

export function authHandlers(calls: AuthCall[] = []) {
  async function record(path: string, request: Request) {
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    calls.push({ path, form, headers: request.headers });
    return form;
  }
  const serviceKeyOk = (request: Request) =>
    request.headers.get("X-Service-Key") === testServiceKey;
  return [
    http.post(api("v2/auth/login"), async ({ request }) => {
      const form = await record("login", request);
      if (form.email === "busy@example.com") {
        return refused(tooManyAttempts, 429);
      }
      if (form.email !== driver.email || form.password !== DEMO_PASSWORD) {
        return refused(incorrectSignIn, 401);
      }
      return signedIn(200);
    }),
    http.post(api("v2/register"), async ({ request }) => {
      const form = await record("register", request);
      if (form.email === "taken@example.com") {
        return contractJson(
          invalidRequestSchema,
          { message: emailTaken, errors: { email: [emailTaken] } },
          { status: 409 },
        );
      }
      // A busy shared address: the service asks for the bot check (tests/mocks/contact.ts's sum).
      if (
        form.email === "shared-address@example.com" &&
        !(form.altcha || form.bot_answer === "5")
      ) {
        const message = form.bot_answer ? botCheckFailed : botCheckMissing;
        return contractJson(
          invalidRequestSchema,
          { message, errors: { bot_check: [message] } },
          { status: 400 },
        );
      }
      if (form.password === "qwertyuiop") {
        return fieldError(
          "password",
          "This password would be easy to guess. This is a commonly used password. Add more words that are less common.",
          400,
        );
      }
      return signedIn(201);
    }),
    http.post(api("v2/forgot-password"), async ({ request }) => {
      await record("forgot-password", request);
      return contractJson(messageSchema, { message: forgottenPasswordAnswer }, { status: 202 });
    }),
    http.post(api("v2/reset-password"), async ({ request }) => {
      const form = await record("reset-password", request);
      if (form.token !== "Reset-Token-AbC") return fieldError("token", unusableResetLink, 400);
      return signedIn(200);
    }),
    http.post(api("v2/auth/logout"), async ({ request }) => {
      await record("logout", request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post(api("v2/social/check"), async ({ request }) => {
      const form = await record("social/check", request);
      if (!serviceKeyOk(request)) return wrongServiceKey();
      if (form.subject === "linked-subject") return signedIn(200);
      if (form.email === driver.email) {
        return contractJson(
          linkRequiredSchema,
          {
            message:
              "An account with this email already exists. Log in to it, then connect Google from your account.",
            data: { link_required: true },
          },
          { status: 409 },
        );
      }
      return signedIn(201);
    }),
    http.post(api("v2/me/social/connect"), async ({ request }) => {
      const form = await record("me/social/connect", request);
      if (!serviceKeyOk(request)) return wrongServiceKey();
      if (request.headers.get("Authorization") !== `Bearer ${driverToken}`) {
        return refused("Authentication required", 401);
      }
      const { provider, subject } = socialConnectRequestSchema.parse(form);
      return contractJson(socialConnectionSchema, { data: { provider, subject } }, { status: 201 });
    }),
  ];
}
