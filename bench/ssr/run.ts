import autocannon from "autocannon";

export type Throughput = {
  label: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  bytesPerResponse: number;
  errors: number;
};

export type SsrOptions = { durationSeconds: number; connections: number };

// What a browser sends; the cookie is the one a returning visitor holds.
function browserHeaders(cookie: string) {
  return {
    Accept: "text/html,application/xhtml+xml",
    "Accept-Encoding": "gzip, deflate, br",
    "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36",
    Cookie: cookie,
  };
}

async function measure(
  origin: string,
  label: string,
  path: string,
  cookie: string,
  { durationSeconds, connections }: SsrOptions,
): Promise<Throughput> {
  const headers = browserHeaders(cookie);
  await autocannon({ url: origin + path, headers, connections, duration: 2 });
  const result = await autocannon({
    url: origin + path,
    headers,
    connections,
    duration: durationSeconds,
  });
  return {
    label,
    path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerResponse: Math.round(result.throughput.total / Math.max(result.requests.total, 1)),
    errors: result.errors + result.non2xx,
  };
}

function cookiesSetBy(response: Response) {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";", 1)[0]);
}

/** A returning visitor's cookies: the anonymous token and id, and an answered cookie banner. */
async function visitorCookie(origin: string, path: string) {
  const visit = cookiesSetBy(await fetch(origin + path));
  const consent = await fetch(`${origin}/cookie-consent`, {
    method: "POST",
    body: new URLSearchParams({ intent: "accept-all", redirectTo: path }),
    headers: { Cookie: visit.join("; ") },
    redirect: "manual",
  });
  return [...visit, ...cookiesSetBy(consent)].join("; ");
}

/** Throughput of a static HTML string against React Router pages, through the same host. */
export async function runSsr(
  origin: string,
  pages: { staticPath: string; barePath: string },
  options: SsrOptions,
) {
  const cookie = await visitorCookie(origin, pages.barePath);
  const staticString = await measure(
    origin,
    "Static HTML string",
    pages.staticPath,
    cookie,
    options,
  );
  const bare = await measure(origin, "Bare React Router page", pages.barePath, cookie, options);
  const home = await measure(origin, "Home page (full layout)", "/", cookie, options);
  return {
    rows: [staticString, bare, home],
    bareShareOfStatic: bare.requestsPerSecond / staticString.requestsPerSecond,
  };
}
