import { redirect, type RouterContextProvider } from "react-router";
import { visitorContext, type Visitor } from "~/upstream/context";
import { logoutHref } from "~/session.server";
import type { Account } from "#contract/accounts";
import { withRedirect } from "~/lib/with-redirect";

/** A loader's or action's arguments; `url` is the page's address without `.data`. */
type GuardArgs = { request: Request; url?: URL; context: Readonly<RouterContextProvider> };

export type SignedInVisitor = Visitor & { user: Account };

function pageUrl({ request, url }: Pick<GuardArgs, "request" | "url">): URL {
  return url ?? new URL(request.url);
}

/** Where a visitor was going, to come back to after signing in (spec §4). */
export function loginHref(request: Request, url?: URL): string {
  const { pathname, search } = pageUrl({ request, url });
  return withRedirect("/login", `${pathname}${search}`);
}

/**
 * Spec §4, guarded pages: a signed-out visitor goes to login, remembering this page. One whose
 * session has just ended (spec §8) goes through /logout first, which comes back here.
 */
export function requireSignedIn(args: GuardArgs): SignedInVisitor {
  const visitor = args.context.get(visitorContext);
  if (!visitor.user) {
    throw redirect(
      visitor.sessionEnded ? logoutHref(pageUrl(args)) : loginHref(args.request, args.url),
    );
  }
  return { ...visitor, user: visitor.user };
}

/** Spec §4, guest-only pages (login, register): a signed-in visitor goes on to `next`. */
export function requireGuest({ context }: GuardArgs, next = "/"): Visitor {
  const visitor = context.get(visitorContext);
  if (visitor.user) throw redirect(next);
  return visitor;
}
