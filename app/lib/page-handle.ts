/**
 * What a route tells the document through its `handle`. A page that is only content (marketing,
 * insights, help articles, location lists) sets `scripts: false`: every control on it works as
 * plain HTML, so the root leaves out React Router's client scripts and the page loads no
 * framework JavaScript (ARCHITECTURE "Budgets", as Remix's guide to disabling JavaScript shows).
 */
export type PageHandle = { scripts?: false; footer?: false };

export const contentOnly = { scripts: false } satisfies PageHandle;

function handleSays(handle: unknown, key: keyof PageHandle): boolean {
  return typeof handle === "object" && handle !== null && key in handle
    ? (handle as Record<string, unknown>)[key] === false
    : false;
}

/** True unless a matched route is content only. */
export function needsScripts(matches: ReadonlyArray<{ handle: unknown }>): boolean {
  return !matches.some((match) => handleSays(match.handle, "scripts"));
}
