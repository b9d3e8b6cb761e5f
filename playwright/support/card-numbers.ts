import type { Page } from "@playwright/test";

/** The provider's own card pages: the service's sandbox pages (decision 025), or Stripe's. */
function isProviderPage(url: URL) {
  return url.hostname.endsWith("stripe.com") || url.pathname.startsWith("/api/v2/sandbox/pages/");
}

/**
 * Every request from `page` to Parkway's web, not to the provider's own card pages, whose
 * address or body carries one of the card `numbers`: decisions 025 and 032 say there are none.
 */
export function watchCardNumbers(page: Page, numbers: string[]) {
  const carried: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (isProviderPage(url)) return;
    const body = decodeURIComponent((request.postData() ?? "").replace(/\+/g, " "));
    const sent = `${url.search}${body}`.replace(/[\s-]/g, "");
    if (numbers.some((number) => sent.includes(number))) {
      carried.push(`${request.method()} ${url.pathname}`);
    }
  });
  return carried;
}
