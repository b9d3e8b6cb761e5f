/** The system's Chromium, as the end-to-end tests use it; the benches download no browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
export const CHROMIUM_FLAGS = ["--no-sandbox", "--disable-background-networking"];
