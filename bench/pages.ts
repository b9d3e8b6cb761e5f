/** A static HTML string served by the bench host, with the same bytes as the bare page. */
export const STATIC_PATH = "/bench-static";
/** The app's smallest page: the blank layout, still behind the root's start-up middleware. */
export const BARE_PATH = "/offline";
