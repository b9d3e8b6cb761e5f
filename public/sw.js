/* Parkway service worker: fingerprinted assets come from cache, pages from the network with
   the offline page as a fallback. The driver's booking confirmations are kept on the device
   they were opened on, so the address and access instructions are there without a signal;
   signing out forgets them. Nothing else personal is cached. */
const CACHE = "parkway-v2";
const BOOKINGS = "parkway-bookings";
const OFFLINE_URL = "/offline";
const BOOKINGS_KEPT = 10;
const BOOKING_PAGE =
  /^\/(booking-confirmed\/[^/]+|lt-booking-thank-you\/[^/]+|account\/bookings\/[^/]+(\/receipt)?)$/;
const SAVED_BOOKINGS_SLOT = '<ul id="offline-bookings" hidden=""></ul>';

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([OFFLINE_URL, "/favicon.svg", "/images/logo.svg"]))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key !== CACHE && key !== BOOKINGS).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

async function keepBooking(request, response) {
  const html = await response.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "Your booking";
  const headers = new Headers(response.headers);
  headers.set("X-Parkway-Title", title);
  headers.set("X-Parkway-Saved", new Date().toISOString());
  const cache = await caches.open(BOOKINGS);
  await cache.put(new URL(request.url).pathname, new Response(html, { status: 200, headers }));
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - BOOKINGS_KEPT)).map((key) => cache.delete(key)),
  );
}

/** The offline page, listing the bookings this device has kept. */
async function offlinePage() {
  const page = await caches.match(OFFLINE_URL, { cacheName: CACHE });
  if (!page) return Response.error();
  const cache = await caches.open(BOOKINGS);
  const saved = await Promise.all(
    (await cache.keys()).map(async (key) => {
      const response = await cache.match(key);
      return {
        path: new URL(key.url).pathname,
        title: response?.headers.get("X-Parkway-Title") ?? "",
      };
    }),
  );
  const html = await page.text();
  if (saved.length === 0) return new Response(html, { headers: page.headers });
  const list = `<h2 class="text-xl font-bold text-navy">Bookings saved on this device</h2><ul id="offline-bookings" class="list-disc space-y-1 pl-6">${saved
    .reverse()
    .map(
      (booking) =>
        `<li><a class="text-blue-800 underline" href="${escapeHtml(booking.path)}">${escapeHtml(booking.title.replace(/ \| Parkway$/, ""))}</a></li>`,
    )
    .join("")}</ul>`;
  return new Response(html.replace(SAVED_BOOKINGS_SLOT, list), { headers: page.headers });
}

async function pageOrOffline(request) {
  const path = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    if (response.ok && BOOKING_PAGE.test(path)) {
      await keepBooking(request, response.clone()).catch(() => {});
    }
    return response;
  } catch {
    const kept = BOOKING_PAGE.test(path) ? await caches.match(path, { cacheName: BOOKINGS }) : null;
    return kept ?? offlinePage();
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === "/logout") {
    event.waitUntil(caches.delete(BOOKINGS));
    return;
  }
  if (request.method !== "GET") return;

  // A booking page reached in the app loads its data alone; keep the whole page for offline too.
  const pagePath = url.pathname.replace(/\.data$/, "");
  if (pagePath !== url.pathname && BOOKING_PAGE.test(pagePath)) {
    event.waitUntil(
      fetch(pagePath, { credentials: "same-origin" })
        .then((response) =>
          response.ok ? keepBooking(new Request(url.origin + pagePath), response) : null,
        )
        .catch(() => {}),
    );
    return;
  }

  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }

  if (request.mode === "navigate") event.respondWith(pageOrOffline(request));
});
