/**
 * Wraps a load so its answer is reused for `ttlMs`; callers that arrive while a load is under
 * way share it. A failed load is forgotten at once, so the next caller tries again.
 */
export function reuseFor<T>(ttlMs: number, load: () => Promise<T>, now = Date.now) {
  let latest: { answer: Promise<T>; until: number } | undefined;
  return function reused(): Promise<T> {
    if (latest && latest.until > now()) return latest.answer;
    const answer = load();
    const entry = { answer, until: now() + ttlMs };
    latest = ttlMs > 0 ? entry : undefined;
    answer.catch(() => {
      if (latest === entry) latest = undefined;
    });
    return answer;
  };
}
