/** Pages about one person's account: no shared cache may keep them, nor the browser store them. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store" };
