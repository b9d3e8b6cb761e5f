import { useEffect, useState } from "react";
import { PrefetchPageLinks, useLocation, useNavigate } from "react-router";

/** Spec §9: prefetching starts once the browser is idle, waiting at most this long. */
const PREFETCH_IDLE_TIMEOUT_MS = 2_000;

const SITE_LINKS = "a[data-site-link]";

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

function onSlowConnection() {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return Boolean(connection?.saveData || connection?.effectiveType?.includes("2g"));
}

function whenIdle(task: () => void) {
  if ("requestIdleCallback" in window) {
    const handle = window.requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, PREFETCH_IDLE_TIMEOUT_MS);
  return () => clearTimeout(timer);
}

/** A plain left click that the browser would follow in this tab. */
function followedHere(event: MouseEvent, anchor: HTMLAnchorElement) {
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
  const elsewhere = (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download");
  return !event.defaultPrevented && event.button === 0 && !modified && !elsewhere;
}

/** Clicks on site links navigate client-side, as a router `Link` would. */
function useSiteLinkClicks() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest<HTMLAnchorElement>(SITE_LINKS);
      if (!anchor || !followedHere(event, anchor)) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}

/**
 * Spec §2: site links prefetch their page once visible, after the browser is idle, but not on
 * 2g, with data saver on or offline (a page the service worker kept is read offline). One
 * observer watches them all, and re-reads them after each navigation.
 */
function useVisibleSiteLinks() {
  const { pathname } = useLocation();
  const [pages, setPages] = useState<string[]>([]);
  useEffect(() => {
    if (onSlowConnection()) return;
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      if (observer || !navigator.onLine) return;
      observer = new IntersectionObserver((entries) => {
        const seen = entries.filter((entry) => entry.isIntersecting);
        for (const entry of seen) observer?.unobserve(entry.target);
        const paths = seen.map(
          (entry) => new URL((entry.target as HTMLAnchorElement).href).pathname,
        );
        if (paths.length > 0) setPages((current) => [...new Set([...current, ...paths])]);
      });
      for (const anchor of document.querySelectorAll(SITE_LINKS)) observer.observe(anchor);
    };
    const cancel = whenIdle(watch);
    window.addEventListener("online", watch);
    return () => {
      cancel();
      window.removeEventListener("online", watch);
      observer?.disconnect();
    };
  }, [pathname]);
  return pages.filter((page) => page !== pathname);
}

/** Routes and prefetches the header's and footer's plain links (decision 028). */
export function SiteLinkNavigation() {
  useSiteLinkClicks();
  return useVisibleSiteLinks().map((page) => <PrefetchPageLinks key={page} page={page} />);
}
