/**
 * Spec §5: a redirect target is used only if it starts with a single slash and its path holds
 * only letters, digits and @ - % _ ~ /, optionally followed by a query string and a fragment.
 */
const safeInternalPath = /^\/(?![/\\])[A-Za-z0-9@\-%_~/]*(\?[^\s#]*)?(#\S*)?$/;

export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== "string" || !safeInternalPath.test(target)) return false;
  const path = target.split(/[?#]/, 1)[0] ?? "";
  try {
    // "/%2F%2Fevil.example" decodes to a protocol-relative URL: refuse it.
    return !/^\/[/\\]/.test(decodeURIComponent(path));
  } catch {
    return false;
  }
}

export function safeRedirect(target: unknown, fallback = "/"): string {
  return isSafeRedirect(target) ? target : fallback;
}
