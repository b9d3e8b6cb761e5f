import {
  Apple,
  Facebook,
  Google,
  decodeIdToken,
  generateCodeVerifier,
  generateState,
} from "arctic";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { type SocialProvider, socialProviders } from "#contract/accounts";
import { hostContext, type SocialSignInConfig } from "~/upstream/context";
import type { SocialIdentity } from "~/upstream/auth.server";

/**
 * Google, Facebook and Apple through arctic (decision 011). Each is offered only when its keys
 * are configured. Google's and Apple's ID tokens come straight from their token endpoints over
 * TLS, which OpenID Connect Core §3.1.3.7 accepts in place of checking the signature; the
 * issuer, audience and expiry are still checked. Facebook has no ID token in this flow: its
 * Graph API says who the access token belongs to.
 */

const FACEBOOK_ME = "https://graph.facebook.com/v16.0/me";

export function configuredProviders(
  config: SocialSignInConfig | null | undefined,
): SocialProvider[] {
  return config ? socialProviders.filter((id) => config[id] !== undefined) : [];
}

export function callbackUrl(appUrl: string, provider: SocialProvider): string {
  return new URL(`/login/${provider}/callback`, appUrl).toString();
}

/** The .p8 key's DER bytes; an environment variable may hold its line breaks as \\n. */
function pkcs8(privateKeyPem: string): Uint8Array {
  const base64 = privateKeyPem
    .replace(/-----(BEGIN|END) PRIVATE KEY-----/g, "")
    .replace(/\\n|\s+/g, "");
  return new Uint8Array(Buffer.from(base64, "base64"));
}

const idTokenClaims = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  sub: z.string().min(1),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
});

/** The claims of an ID token from `issuers` for `clientId` that has not expired, else null. */
export function readIdToken(
  idToken: string,
  { issuers, clientId, now = Date.now() }: { issuers: string[]; clientId: string; now?: number },
) {
  let decoded: unknown;
  try {
    decoded = decodeIdToken(idToken);
  } catch {
    return null;
  }
  const claims = idTokenClaims.safeParse(decoded);
  if (!claims.success) return null;
  const { iss, aud, exp } = claims.data;
  const audiences = Array.isArray(aud) ? aud : [aud];
  if (!issuers.includes(iss) || !audiences.includes(clientId) || exp * 1000 <= now) return null;
  return claims.data;
}

/** An email the provider has confirmed belongs to the person; an unconfirmed one is not used. */
function verifiedEmail(claims: { email?: string; email_verified?: boolean | string }) {
  const verified = claims.email_verified === true || claims.email_verified === "true";
  return verified ? claims.email : undefined;
}

const appleUser = z.object({
  name: z.object({ firstName: z.string().optional(), lastName: z.string().optional() }).optional(),
});

/** Apple sends the person's name once, on the first sign-in, as JSON in `user`. */
export function appleNames(user: string | null): { first_name?: string; last_name?: string } {
  if (!user) return {};
  try {
    const parsed = appleUser.safeParse(JSON.parse(user));
    const name = parsed.success ? parsed.data.name : undefined;
    return { first_name: name?.firstName, last_name: name?.lastName };
  } catch {
    return {};
  }
}

const facebookMe = z.object({
  id: z.string().min(1),
  email: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
});

export type AuthorizationStart = { url: URL; state: string; codeVerifier: string | null };

/**
 * A provider's client. Google takes PKCE; arctic's Facebook and Apple clients do not, and are
 * confidential clients with a secret, protected by the state.
 */
export function socialProvider(config: SocialSignInConfig, appUrl: string, id: SocialProvider) {
  const redirectUri = callbackUrl(appUrl, id);
  if (id === "google" && config.google) {
    const google = new Google(config.google.clientId, config.google.clientSecret, redirectUri);
    const clientId = config.google.clientId;
    return {
      start(): AuthorizationStart {
        const state = generateState();
        const codeVerifier = generateCodeVerifier();
        const url = google.createAuthorizationURL(state, codeVerifier, [
          "openid",
          "email",
          "profile",
        ]);
        url.searchParams.set("prompt", "select_account");
        return { url, state, codeVerifier };
      },
      async identify(callback: CallbackParams): Promise<SocialIdentity | null> {
        if (!callback.codeVerifier) return null;
        const tokens = await google.validateAuthorizationCode(callback.code, callback.codeVerifier);
        const claims = readIdToken(tokens.idToken(), {
          issuers: ["https://accounts.google.com", "accounts.google.com"],
          clientId,
        });
        if (!claims) return null;
        return {
          provider: "google",
          subject: claims.sub,
          email: verifiedEmail(claims),
          first_name: claims.given_name,
          last_name: claims.family_name,
        };
      },
    };
  }
  if (id === "facebook" && config.facebook) {
    const facebook = new Facebook(config.facebook.appId, config.facebook.appSecret, redirectUri);
    return {
      start(): AuthorizationStart {
        const state = generateState();
        return {
          url: facebook.createAuthorizationURL(state, ["email", "public_profile"]),
          state,
          codeVerifier: null,
        };
      },
      async identify(callback: CallbackParams): Promise<SocialIdentity | null> {
        const tokens = await facebook.validateAuthorizationCode(callback.code);
        const me = new URL(FACEBOOK_ME);
        me.searchParams.set("fields", "id,email,first_name,last_name");
        const response = await fetch(me, {
          headers: { Authorization: `Bearer ${tokens.accessToken()}` },
        });
        if (!response.ok) return null;
        const profile = facebookMe.safeParse(await response.json());
        if (!profile.success) return null;
        // Facebook shares only an email its user has confirmed.
        const { id: subject, email, first_name, last_name } = profile.data;
        return { provider: "facebook", subject, email, first_name, last_name };
      },
    };
  }
  if (id === "apple" && config.apple) {
    const { clientId, teamId, keyId, privateKey } = config.apple;
    const apple = new Apple(clientId, teamId, keyId, pkcs8(privateKey), redirectUri);
    return {
      start(): AuthorizationStart {
        const state = generateState();
        const url = apple.createAuthorizationURL(state, ["name", "email"]);
        // Apple sends the name and email only to a form post (decision 011).
        url.searchParams.set("response_mode", "form_post");
        return { url, state, codeVerifier: null };
      },
      async identify(callback: CallbackParams): Promise<SocialIdentity | null> {
        const tokens = await apple.validateAuthorizationCode(callback.code);
        const claims = readIdToken(tokens.idToken(), {
          issuers: ["https://appleid.apple.com"],
          clientId,
        });
        if (!claims) return null;
        return {
          provider: "apple",
          subject: claims.sub,
          email: verifiedEmail(claims),
          ...appleNames(callback.user),
        };
      },
    };
  }
  return null;
}

export type CallbackParams = { code: string; codeVerifier: string | null; user: string | null };

/** The provider `/login/{provider}` names and its client, when its keys are set; else 404. */
export function configuredProvider(
  context: Readonly<RouterContextProvider>,
  param: string | undefined,
) {
  const { config } = context.get(hostContext);
  const social = config.socialSignIn;
  const id = socialProviders.find((provider) => provider === param);
  const provider = id && social ? socialProvider(social, config.appUrl, id) : null;
  if (!id || !social || !provider) throw data(null, { status: 404 });
  return { id, provider, social };
}
