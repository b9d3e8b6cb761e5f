import { createCookie } from "react-router";
import { z } from "zod";
import { socialProviders } from "#contract/accounts";
import type { SocialSignInConfig } from "~/upstream/context";
import type { SocialIdentity } from "~/upstream/auth.server";

/**
 * An identity a provider vouched for whose email already has a Parkway account (the service's
 * `link_required`): kept for 15 minutes while the visitor logs in with their password, then
 * connected to that account. Signed with the service key: a forged identity connected to one's
 * own account would let its owner in, so only an identity this web verified is accepted.
 */
const pendingLink = z.object({
  providerName: z.string(),
  identity: z.object({
    provider: z.enum(socialProviders),
    subject: z.string().min(1).max(255),
    email: z.string().max(254).optional(),
  }),
});
export type PendingLink = z.infer<typeof pendingLink>;

function linkCookie(config: SocialSignInConfig) {
  return createCookie("parkway_social_link", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 15 * 60,
    secrets: [config.serviceKey],
  });
}

export function savePendingLink(
  config: SocialSignInConfig,
  providerName: string,
  identity: SocialIdentity,
) {
  const { provider, subject, email } = identity;
  return linkCookie(config).serialize({ providerName, identity: { provider, subject, email } });
}

export async function readPendingLink(
  request: Request,
  config: SocialSignInConfig,
): Promise<PendingLink | null> {
  const parsed = pendingLink.safeParse(
    await linkCookie(config).parse(request.headers.get("Cookie")),
  );
  return parsed.success ? parsed.data : null;
}

export function clearPendingLink(config: SocialSignInConfig) {
  return linkCookie(config).serialize("", { maxAge: 0 });
}
