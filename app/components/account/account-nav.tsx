import { Link, useLocation } from "react-router";

type Section = { to: string; label: string; prefixes: string[]; ownersOnly?: boolean };

const sections: Section[] = [
  // A booking's own pages belong to Bookings too.
  { to: "/account", label: "Bookings", prefixes: ["/account/bookings/"] },
  { to: "/account/vehicles", label: "Vehicles", prefixes: [] },
  { to: "/account/cards", label: "Payment cards", prefixes: [] },
  { to: "/account/profile", label: "Profile and emails", prefixes: [] },
  { to: "/account/listings", label: "Your listings", prefixes: ["/account/listings/"] },
  { to: "/account/payouts", label: "Payouts", prefixes: [], ownersOnly: true },
  { to: "/account/vouchers", label: "Vouchers", prefixes: [] },
  { to: "/account/settings", label: "Settings", prefixes: [] },
];

function isCurrent(section: Section, pathname: string) {
  return pathname === section.to || section.prefixes.some((prefix) => pathname.startsWith(prefix));
}

/**
 * The account's sections (Payouts only for owners), the current one marked with aria-current="page". On a phone the list
 * scrolls sideways under the heading; on a wide screen it stands beside the page.
 */
export function AccountNav({ owner }: { owner: boolean }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Your account">
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {sections
          .filter((section) => owner || !section.ownersOnly)
          .map((section) => (
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
