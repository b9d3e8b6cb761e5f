import { http, HttpResponse } from "msw";
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
export const unusableResetLink =
  "This link to reset your password has expired or has already been used. Ask for a new one.";
export const forgottenPasswordAnswer =
  "If an account uses that email, we have sent it a link to reset the password. The link expires in 1 hour.";

export type AuthCall = { path: string; form: Record<string, string>; headers: Headers };

function signedIn(status: 200 | 201) {
  return HttpResponse.json(
    { data: { access_token: driverToken, token_type: "Bearer", expires_in: 3600, user: driver } },
    { status },
  );
}

function fieldError(field: string, message: string, status: number) {
  return HttpResponse.json(
    { message: "Please correct the invalid fields", errors: { [field]: [message] } },
    { status },
  );
}

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
        return HttpResponse.json({ message: tooManyAttempts }, { status: 429 });
      }
      if (form.email !== driver.email || form.password !== DEMO_PASSWORD) {
        return HttpResponse.json({ message: incorrectSignIn }, { status: 401 });
      }
      return signedIn(200);
    }),
    http.post(api("v2/register"), async ({ request }) => {
      const form = await record("register", request);
      if (form.email === "taken@example.com") {
        return HttpResponse.json(
          { message: emailTaken, errors: { email: [emailTaken] } },
          { status: 409 },
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
      return HttpResponse.json({ message: forgottenPasswordAnswer }, { status: 202 });
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
      if (!serviceKeyOk(request)) {
        return HttpResponse.json(
          { message: "The X-Service-Key header is missing or wrong" },
          { status: 403 },
        );
      }
      if (form.subject === "linked-subject") return signedIn(200);
      if (form.email === driver.email) {
        return HttpResponse.json(
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
      if (!serviceKeyOk(request)) {
        return HttpResponse.json(
          { message: "The X-Service-Key header is missing or wrong" },
          { status: 403 },
        );
      }
      if (request.headers.get("Authorization") !== `Bearer ${driverToken}`) {
        return HttpResponse.json({ message: "Authentication required" }, { status: 401 });
      }
      return HttpResponse.json(
        { data: { provider: form.provider, subject: form.subject } },
        { status: 201 },
      );
    }),
  ];
}
