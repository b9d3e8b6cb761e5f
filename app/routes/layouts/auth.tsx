import { Link, Outlet } from "react-router";
import { ChatLauncher } from "~/components/layout/chat-launcher";

/** Login and register (spec §2): a logo header, the form, and a side panel on desktop only. */
export default function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex h-header items-center bg-navy px-4">
        <Link to="/" aria-label="Parkway home">
          <img src="/images/logo-light.svg" alt="" width={140} height={36} className="h-9 w-auto" />
        </Link>
      </header>
      <div className="flex flex-1">
        <main id="main" className="flex flex-1 justify-center px-4 py-10">
          <div className="w-full max-w-modal">
            <Outlet />
          </div>
        </main>
        <aside
          aria-hidden="true"
          className="hidden flex-1 bg-navy bg-[url(/images/auth-panel.svg)] bg-cover bg-center lg:block"
        />
      </div>
      <ChatLauncher />
    </div>
  );
}
