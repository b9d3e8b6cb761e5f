import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

const ATTEMPTS = 50;
const INTERVAL_MS = 100;

/**
 * Spec §2: a hash scrolls smoothly to its element (CSS scroll-padding-top keeps it clear of the
 * sticky header); content that renders late is looked for up to 50 times, 100 ms apart.
 * Other forward navigations start at the top; back and forward keep ScrollRestoration's place.
 */
/** The element id a hash names; a malformed escape (#%zz) is taken as written. */
function decodedHash(hash: string) {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

export function useHashScroll() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === "POP") return;
    if (!hash) return;
    const id = decodedHash(hash);
    let attempts = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      attempts += 1;
      if (target) target.scrollIntoView({ behavior: "smooth", block: "start" });
      if (target || attempts >= ATTEMPTS) window.clearInterval(timer);
    }, INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [pathname, hash, key, navigationType]);
}
