import { createRoute } from "@hono/zod-openapi";
import { accessTokenSchema } from "#contract/accounts";
import type { ApiDeps } from "../context";
import { issueAccessToken, newAnonymousSubject } from "../domain/access-tokens";
import { createRouter } from "../openapi";

const anonymousToken = createRoute({
  method: "post",
  path: "/anonymous-token",
  tags: ["Accounts"],
  summary: "An access token for a guest",
  description: "Spec §4: a visitor who is not signed in browses and books with an anonymous token.",
  responses: {
    201: { description: "Issued", content: { "application/json": { schema: accessTokenSchema } } },
  },
});

export function authRoutes(deps: Pick<ApiDeps, "signingSecret" | "now">) {
  return createRouter().openapi(anonymousToken, async (c) => {
    const { token, expiresIn } = await issueAccessToken({
      secret: await deps.signingSecret(),
      subject: newAnonymousSubject(),
      scopes: ["anonymous"],
      now: deps.now(),
    });
    c.header("Cache-Control", "no-store");
    return c.json(
      { data: { access_token: token, token_type: "Bearer" as const, expires_in: expiresIn } },
      201,
    );
  });
}
