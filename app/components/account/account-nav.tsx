import { Link, useLocation } from "react-router";

const sections = [
  // A booking's own pages belong to Bookings too.
  { to: "/account", label: "Bookings", prefixes: ["/account/bookings/"] },
  { to: "/account/vehicles", label: "Vehicles", prefixes: [] },
  { to: "/account/cards", label: "Payment cards", prefixes: [] },
  { to: "/account/profile", label: "Profile and emails", prefixes: [] },
  { to: "/account/listings", label: "Your listings", prefixes: ["/account/listings/"] },
  { to: "/account/vouchers", label: "Vouchers", prefixes: [] },
  { to: "/account/settings", label: "Settings", prefixes: [] },
];

function isCurrent(section: (typeof sections)[number], pathname: string) {
  return pathname === section.to || section.prefixes.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The account's sections, the current one marked with aria-current="page". On a phone the list
 * scrolls sideways under the heading; on a wide screen it stands beside the page.
 */
export function AccountNav() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Your account">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {sections.map((section) => (
          <li key={section.to} className="shrink-0">
            <Link
              to={section.to}
              aria-current={isCurrent(section, pathname) ? "page" : undefined}
              className="block rounded-md px-3 py-2 font-semibold whitespace-nowrap text-navy hover:bg-navy-50 aria-[current=page]:bg-navy aria-[current=page]:text-white"
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
