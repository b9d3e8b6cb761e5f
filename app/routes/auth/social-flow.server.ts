import { createCookie } from "react-router";
import { z } from "zod";
import { socialProviders } from "#contract/accounts";

/**
 * What a social sign-in must find again when the provider sends the visitor back: the state it
 * was started with, Google's PKCE code verifier, and the page to return to. Ten minutes, httpOnly,
 * only sent to /login/*.
 */
const flow = z.object({
  provider: z.enum(socialProviders),
  state: z.string().min(1),
  codeVerifier: z.string().min(1).nullable(),
  redirectTo: z.string().nullable(),
});
export type SocialFlow = z.infer<typeof flow>;

const flowCookie = createCookie("parkway_social_flow", {
  path: "/login",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 10 * 60,
});

export function saveFlow(value: SocialFlow, secure: boolean) {
  return flowCookie.serialize(flow.parse(value), { secure });
}

export async function readFlow(request: Request): Promise<SocialFlow | null> {
  const parsed = flow.safeParse(await flowCookie.parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : null;
}

export function clearFlow() {
  return flowCookie.serialize("", { maxAge: 0 });
}
