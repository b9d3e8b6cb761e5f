import { createRoute } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { TransactionRollbackError } from "drizzle-orm/errors";
import {
  linkRequiredSchema,
  signedInSchema,
  socialCheckRequestSchema,
  socialConnectionSchema,
  socialConnectRequestSchema,
  socialProviderNames,
} from "#contract/accounts";
import { matchesInConstantTime } from "../domain/constant-time";
import { signedInData } from "../account-payload";
import { requireSignedIn, signedInUserId } from "../auth";
import type { ApiDeps, ApiEnv } from "../context";
import { formBody, requireFormBody, sentAsJson, unsupportedBody } from "../form-body";
import { createRouter, invalidRequest, jsonMessage } from "../openapi";
import {
  findIdentityUser,
  linkIdentity,
  type SocialIdentity,
} from "../repositories/social-identities";
import { type Account, findAccount, findAccountListings, insertUser } from "../repositories/users";

const serviceKeyHeader = "X-Service-Key";
const serviceKeyAuth = [{ serviceKey: [] }];

const wrongServiceKey = {
  403: jsonMessage("The X-Service-Key header is missing or wrong"),
};

const checkIdentity = createRoute({
  method: "post",
  path: "/social/check",
  tags: ["Accounts"],
  summary: "Sign in with a provider identity the caller has verified",
  description: [
    "Called by Parkway's web after it has verified the provider's ID token itself: this endpoint",
    "believes the provider, subject and email it is given, so it answers only a caller holding",
    "the service key (X-Service-Key). An identity already linked signs its user in (200). An",
    "unlinked identity whose email is new creates a driver's account, linked to it (201). An",
    "unlinked identity whose email already has an account answers 409 with link_required: the",
    "owner signs in the usual way and connects the provider from their account",
    "(POST /api/v2/me/social/connect). An email is never enough to take over an account.",
  ].join(" "),
  security: serviceKeyAuth,
  middleware: [requireFormBody] as const,
  request: {
    body: formBody(socialCheckRequestSchema, "The verified identity"),
  },
  responses: {
    200: {
      description: "Signed in to the linked account",
      content: { "application/json": { schema: signedInSchema } },
    },
    201: {
      description: "Account created and signed in",
      content: { "application/json": { schema: signedInSchema } },
    },
    400: invalidRequest,
    ...wrongServiceKey,
    409: {
      description: "The email has an account the identity is not linked to",
      content: { "application/json": { schema: linkRequiredSchema } },
    },
    ...unsupportedBody,
  },
});

const connectIdentity = createRoute({
  method: "post",
  path: "/me/social/connect",
  tags: ["Accounts"],
  summary: "Link a provider identity to the signed-in user",
  description:
    "Needs the user's bearer token and, because the identity is taken on the caller's word, the service key too: otherwise any user could claim somebody else's provider account.",
  security: [{ bearerAuth: [], serviceKey: [] }],
  middleware: [requireSignedIn(), requireFormBody] as const,
  request: {
    body: formBody(socialConnectRequestSchema, "The verified identity"),
  },
  responses: {
    200: {
      description: "Already linked to this user",
      content: { "application/json": { schema: socialConnectionSchema } },
    },
    201: {
      description: "Linked",
      content: { "application/json": { schema: socialConnectionSchema } },
    },
    400: invalidRequest,
    401: jsonMessage("No signed-in user's access token"),
    ...wrongServiceKey,
    409: jsonMessage("The identity is linked to another account"),
    ...unsupportedBody,
  },
});

/** Compared in constant time, so the time taken says nothing of the key. */
function requireServiceKey(serviceKey: () => Promise<string>): MiddlewareHandler<ApiEnv> {
  return async function requireServiceKeyHeader(c, next) {
    const presented = c.req.header(serviceKeyHeader) ?? "";
    if (!matchesInConstantTime(await serviceKey(), presented)) {
      return c.json({ message: "The X-Service-Key header is missing or wrong" }, 403);
    }
    await next();
  };
}

export function socialRoutes(deps: ApiDeps) {
  const { db } = deps.database;
  const serviceKeyCheck = requireServiceKey(deps.serviceKey);

  async function signIn(account: Account) {
    return signedInData(deps, account, await findAccountListings(db, account.id));
  }

  /**
   * A new account linked to the identity. Null when the email has an account already, or when
   * the identity was linked by a request running alongside this one (the account is undone).
   */
  async function createLinkedAccount(
    identity: SocialIdentity & { email: string },
    names: { firstName: string; lastName: string },
  ): Promise<Account | null> {
    try {
      return await db.transaction(async (tx) => {
        const account = await insertUser(tx, {
          email: identity.email,
          passwordHash: null,
          ...names,
        });
        if (!account) return null;
        const { linkedTo } = await linkIdentity(tx, identity, account.id);
        if (linkedTo !== account.id) tx.rollback();
        return account;
      });
    } catch (error) {
      if (error instanceof TransactionRollbackError) return null;
      throw error;
    }
  }

  async function linkedAccount(identity: Pick<SocialIdentity, "provider" | "subject">) {
    const userId = await findIdentityUser(db, identity);
    return userId ? findAccount(db, userId) : null;
  }

  const router = createRouter();
  router.openAPIRegistry.registerComponent("securitySchemes", "serviceKey", {
    type: "apiKey",
    in: "header",
    name: serviceKeyHeader,
    description: "Parkway's own web (SERVICE_KEY)",
  });
  router.use("/social/check", serviceKeyCheck);
  router.use("/me/social/connect", serviceKeyCheck);

  return router
    .openapi(checkIdentity, async (c) => {
      const form = c.req.valid(sentAsJson(c) ? "json" : "form");
      const identity = { provider: form.provider, subject: form.subject, email: form.email };
      const provider = socialProviderNames[identity.provider];
      c.header("Cache-Control", "no-store");

      const linked = await linkedAccount(identity);
      if (linked) return c.json(await signIn(linked), 200);

      const { email } = identity;
      if (email === undefined) {
        return c.json(
          {
            message: "Please correct the invalid fields",
            errors: {
              email: [`${provider} did not share an email address, and an account needs one`],
            },
          },
          400,
        );
      }
      const names = { firstName: form.first_name ?? "", lastName: form.last_name ?? "" };
      const created = await createLinkedAccount({ ...identity, email }, names);
      if (created) return c.json(await signIn(created), 201);

      // The same identity may have created the account in a request running alongside this one.
      const linkedMeanwhile = await linkedAccount(identity);
      if (linkedMeanwhile) return c.json(await signIn(linkedMeanwhile), 200);

      return c.json(
        {
          message: `An account with this email already exists. Log in to it, then connect ${provider} from your account.`,
          data: { link_required: true as const },
        },
        409,
      );
    })
    .openapi(connectIdentity, async (c) => {
      const form = c.req.valid(sentAsJson(c) ? "json" : "form");
      const userId = signedInUserId(c.get("principal"));
      const account = userId ? await findAccount(db, userId) : null;
      if (!account) return c.json({ message: "Authentication required" }, 401);

      const identity = { provider: form.provider, subject: form.subject, email: form.email };
      const { linkedTo, created } = await linkIdentity(db, identity, account.id);
      if (linkedTo !== account.id) {
        return c.json(
          {
            message: `This ${socialProviderNames[identity.provider]} account is connected to another Parkway account.`,
          },
          409,
        );
      }
      return c.json(
        { data: { provider: identity.provider, subject: identity.subject } },
        created ? 201 : 200,
      );
    });
}
