import { http, HttpResponse } from "msw";

/**
 * Google, Facebook and Apple as arctic calls them: each token endpoint checks what the real one
 * would (the client's credentials, the code, the redirect URI, Google's PKCE verifier) and
 * records the form it was sent; the ID tokens are unsigned, as the web reads them from the
 * token endpoint's TLS answer (decision 011).
 */

export const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";
export const FACEBOOK_TOKEN_URL = "https://graph.facebook.com/v16.0/oauth/access_token";
export const FACEBOOK_ME_URL = "https://graph.facebook.com/v16.0/me";
export const APPLE_TOKEN_URL = "https://appleid.apple.com/auth/token";

export const providerCode = "code-from-the-provider";

export function fakeIdToken(claims: Record<string, unknown>) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const exp = Math.floor(Date.now() / 1000) + 600;
  return `${encode({ alg: "RS256", kid: "test" })}.${encode({ exp, ...claims })}.signature`;
}

export type TokenRequest = { provider: string; form: Record<string, string>; headers: Headers };

export function providerHandlers(
  sent: TokenRequest[],
  identity: {
    google?: Record<string, unknown>;
    apple?: Record<string, unknown>;
    facebook?: Record<string, unknown>;
  },
) {
  async function record(provider: string, request: Request) {
    const form = Object.fromEntries(new URLSearchParams(await request.text()));
    sent.push({ provider, form, headers: request.headers });
    return form;
  }
  const badCode = () => HttpResponse.json({ error: "invalid_grant" }, { status: 400 });
  return [
    http.post(GOOGLE_TOKEN_URL, async ({ request }) => {
      const form = await record("google", request);
      if (form.code !== providerCode || !form.code_verifier) return badCode();
      return HttpResponse.json({
        access_token: "google-access-token",
        token_type: "Bearer",
        expires_in: 3599,
        id_token: fakeIdToken(identity.google ?? {}),
      });
    }),
    http.post(FACEBOOK_TOKEN_URL, async ({ request }) => {
      const form = await record("facebook", request);
      if (form.code !== providerCode) return badCode();
      return HttpResponse.json({ access_token: "facebook-access-token", token_type: "bearer" });
    }),
    http.get(FACEBOOK_ME_URL, ({ request }) => {
      if (request.headers.get("Authorization") !== "Bearer facebook-access-token") {
        return HttpResponse.json(
          { error: { message: "Invalid OAuth access token" } },
          { status: 401 },
        );
      }
      return HttpResponse.json(identity.facebook ?? {});
    }),
    http.post(APPLE_TOKEN_URL, async ({ request }) => {
      const form = await record("apple", request);
      if (form.code !== providerCode || !form.client_secret) return badCode();
      return HttpResponse.json({
        access_token: "apple-access-token",
        token_type: "Bearer",
        expires_in: 3600,
        id_token: fakeIdToken(identity.apple ?? {}),
      });
    }),
  ];
}
