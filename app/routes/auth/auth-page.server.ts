import type { RouterContextProvider } from "react-router";
import { hostContext } from "~/upstream/context";
import type { SocialProviderChoice } from "~/components/auth/social-sign-in";
import { readPendingLink } from "./social-link.server";
import { socialProviderNames } from "#contract/accounts";
import { configuredProviders } from "./social-providers.server";

/** What the login and register pages show beside their form: providers, a pending connection. */
export async function authPageData({
  request,
  url,
  context,
}: {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  const { socialSignIn } = context.get(hostContext).config;
  const providers: SocialProviderChoice[] = configuredProviders(socialSignIn).map((id) => ({
    id,
    name: socialProviderNames[id],
  }));
  const pending = socialSignIn ? await readPendingLink(request, socialSignIn) : null;
  return {
    providers,
    redirectTo: url.searchParams.get("redirect"),
    connecting: pending?.providerName ?? null,
  };
}
