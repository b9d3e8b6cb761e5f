import { withRedirect } from "~/lib/with-redirect";

export type SocialProviderChoice = { id: "google" | "facebook" | "apple"; name: string };

/**
 * One link per configured provider (decision 011). Links, not buttons: starting a sign-in is a
 * plain GET, so it works without JavaScript, and the remembered page travels with it.
 */
export function SocialSignIn({
  providers,
  redirectTo,
  verb,
}: {
  providers: SocialProviderChoice[];
  redirectTo: string | null;
  verb: "Log in" | "Sign up";
}) {
  if (providers.length === 0) return null;
  return (
    <div className="mt-8">
      <p className="flex items-center gap-3 text-sm text-slate-700 before:h-px before:flex-1 before:bg-slate-300 after:h-px after:flex-1 after:bg-slate-300">
        or
      </p>
      <ul className="mt-4 space-y-3">
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              href={withRedirect(`/login/${provider.id}`, redirectTo)}
              className="flex w-full items-center justify-center rounded-md border border-slate-500 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-100"
            >
              {verb} with {provider.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
