import { HTTPError, type KyInstance } from "ky";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import {
  linkRequiredSchema,
  type loginRequestSchema,
  signedInSchema,
  type SocialProvider,
  type Account,
} from "#contract/accounts";
import { messageSchema } from "#contract/answers";
import { hostContext, visitorContext } from "~/upstream/context";
import { refusalOf, type Refusal } from "./refusal";

/**
 * The service's sign-in calls (spec §7, decision 005): login, logout, register, the forgotten
 * password and its reset, and social sign-in. Each sign-in answers a token and the user; each
 * refusal (a wrong password, an email taken, 429 with its message) comes back as a Refusal for
 * the page to show in place.
 */

export type SignedIn = { kind: "signed-in"; token: string; user: Account; created: boolean };
export type LinkRequired = { kind: "link-required"; message: string };

export type SocialIdentity = {
  provider: SocialProvider;
  subject: string;
  email?: string;
  first_name?: string;
  last_name?: string;
};

type Form = Record<string, string | undefined>;

/** Form data as the service reads it (spec §7: "body is the form data"); empty fields left out. */
function formBody(fields: Form): URLSearchParams {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== "") body.set(name, value);
  }
  return body;
}

async function signedIn(response: Response): Promise<SignedIn> {
  const { data } = signedInSchema.parse(await response.json());
  return {
    kind: "signed-in",
    token: data.access_token,
    user: data.user,
    created: response.status === 201,
  };
}

export function createAuth(client: KyInstance) {
  async function post(path: string, fields: Form, headers: Record<string, string> = {}) {
    return client.post(path, { body: formBody(fields), headers });
  }

  return {
    async login(form: z.input<typeof loginRequestSchema>): Promise<SignedIn | Refusal> {
      return post("v2/auth/login", form).then(signedIn, refusalOf);
    },
    async register(form: Form): Promise<SignedIn | Refusal> {
      return post("v2/register", form).then(signedIn, refusalOf);
    },
    /** Always the same message whatever the email, so nobody learns who has an account. */
    async forgotPassword(email: string): Promise<{ kind: "sent"; message: string } | Refusal> {
      return post("v2/forgot-password", { email }).then(
        async (response) => ({
          kind: "sent" as const,
          message: messageSchema.parse(await response.json()).message,
        }),
        refusalOf,
      );
    },
    async resetPassword(form: {
      token: string;
      password: string;
      password_confirmation: string;
    }): Promise<SignedIn | Refusal> {
      return post("v2/reset-password", form).then(signedIn, refusalOf);
    },
    /** The token stops working; the service answers 204 whatever it was. */
    async logout(): Promise<void> {
      await client.post("v2/auth/logout");
    },
    /** An identity the web has verified with its provider; only the service key is believed. */
    async socialCheck(
      identity: SocialIdentity,
      serviceKey: string,
    ): Promise<SignedIn | LinkRequired | Refusal> {
      return post("v2/social/check", identity, { "X-Service-Key": serviceKey }).then(
        signedIn,
        async (error: unknown) => (await linkRequired(error)) ?? refusalOf(error),
      );
    },
    async socialConnect(
      identity: SocialIdentity,
      serviceKey: string,
    ): Promise<{ kind: "connected" } | Refusal> {
      const { provider, subject, email } = identity;
      return post(
        "v2/me/social/connect",
        { provider, subject, email },
        { "X-Service-Key": serviceKey },
      ).then(() => ({ kind: "connected" as const }), refusalOf);
    },
  };
}

/** A 409 is `link_required` only when it says so; any other conflict stays a refusal. */
async function linkRequired(error: unknown): Promise<LinkRequired | null> {
  if (!(error instanceof HTTPError) || error.response.status !== 409) return null;
  const body: unknown = await error.response
    .clone()
    .json()
    .catch(() => null);
  const parsed = linkRequiredSchema.safeParse(body);
  return parsed.success ? { kind: "link-required", message: parsed.data.message } : null;
}

export type Auth = ReturnType<typeof createAuth>;

/** The sign-in calls with the visitor's token (the marketplace names their address). */
export function authFor(context: Readonly<RouterContextProvider>): Auth {
  const { marketplace } = context.get(hostContext);
  const { token } = context.get(visitorContext);
  return createAuth(marketplace.client(token));
}
