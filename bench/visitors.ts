import { setTimeout } from "node:timers/promises";

/** The `name=value` pairs a response sets, without their attributes. */
export function cookiesSetBy(response: Response) {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";", 1)[0]!);
}

/** Cookie header values by name, later ones replacing earlier ones. */
export function mergeCookies(...lists: string[][]) {
  const byName = new Map(lists.flat().map((pair) => [pair.split("=", 1)[0], pair]));
  return [...byName.values()].join("; ");
}

/** The cookies a browser keeps after `response`: those it sets replace, those it expires go. */
function cookiesKeptAfter(cookie: string, response: Response) {
  const kept = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=", 1)[0], pair]),
  );
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";", 1)[0]!;
    const name = pair.split("=", 1)[0];
    if (/;\s*max-age=0\b/i.test(header)) kept.delete(name);
    else kept.set(name, pair);
  }
  return [...kept.values()].join("; ");
}

/**
 * A request setting a visitor up, sent again, after the Retry-After it is given, while the host
 * turns it away as too busy (503): a server just started may still be catching up.
 */
export async function send(url: string, init: RequestInit = {}) {
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, init);
    if (response.status !== 503 || attempt === 10) return response;
    await response.body?.cancel();
    await setTimeout(1000 * Number(response.headers.get("Retry-After") ?? 1));
  }
}

/**
 * The booking's details step of `spacePath` as a driver reaches it: the space page's Book
 * starts a booking for the default period, and the period step's Continue moves it on.
 */
export async function detailsStep(
  origin: string,
  spacePath: string,
  address: string,
  cookie: string,
) {
  const forwarded = { "X-Forwarded-For": address };
  const start = await send(`${origin}${spacePath}/book?rental=short`, {
    headers: { ...forwarded, Cookie: cookie },
    redirect: "manual",
  });
  const started = mergeCookies(cookie ? cookie.split("; ") : [], cookiesSetBy(start));
  const period = await send(`${origin}${spacePath}/book?step=bookings`, {
    method: "POST",
    body: new URLSearchParams({ intent: "period" }),
    headers: { ...forwarded, Cookie: started, Origin: origin },
    redirect: "manual",
  });
  const location = period.headers.get("Location") ?? "";
  if (!location.includes("step=details")) {
    throw new Error(`The period step answered ${period.status} ${location}, not the details step`);
  }
  // The browser follows the redirect, and the details step takes the events the period step
  // flashed for it: a visitor who comes back to the step no longer carries them.
  const chosen = cookiesKeptAfter(started, period);
  const details = await send(`${origin}${location}`, { headers: { ...forwarded, Cookie: chosen } });
  if (details.status !== 200) throw new Error(`The details step answered ${details.status}`);
  await details.body?.cancel();
  return { path: location, cookie: cookiesKeptAfter(chosen, details) };
}

/** The cookies of a visitor who has just logged in with `email` and `password`. */
export async function signedIn(origin: string, email: string, password: string) {
  const response = await send(`${origin}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password }),
    headers: { Origin: origin },
    redirect: "manual",
  });
  if (response.status !== 302 && response.status !== 303) {
    throw new Error(`Logging in as ${email} answered ${response.status}, not a redirect`);
  }
  return mergeCookies(cookiesSetBy(response));
}
