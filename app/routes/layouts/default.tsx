import { Outlet, useMatches } from "react-router";
import { AppBanner } from "~/components/layout/app-banner";
import { ChatLauncher } from "~/components/layout/chat-launcher";
import { Footer } from "~/components/layout/footer";
import { Header } from "~/components/layout/header";
import { OfflineBanner } from "~/components/layout/offline-banner";
import { useRootData } from "~/components/layout/root-data";

/** A route hides the footer with `handle = { footer: false }` (spec §2: search). */
export function useFooterVisible() {
  return !useMatches().some(
    (match) =>
      typeof match.handle === "object" &&
      match.handle !== null &&
      "footer" in match.handle &&
      match.handle.footer === false,
  );
}

export default function DefaultLayout() {
  const root = useRootData();
  const footerVisible = useFooterVisible();
  if (!root) return null;
  return (
    <div className="flex min-h-dvh flex-col">
      {/* One banner at a time: the cookie question comes before the app's advert. */}
      {root.appBannerDismissed || root.askForConsent ? null : <AppBanner stores={root.appStores} />}
      <Header user={root.user} features={root.features} links={root.links} />
      <OfflineBanner />
      <div id="main" className="flex-1">
        <Outlet />
      </div>
      <ChatLauncher />
      {footerVisible ? (
        <Footer features={root.features} year={root.year} appStores={root.appStores} />
      ) : null}
    </div>
  );
}
