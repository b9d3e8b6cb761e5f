import type { Voucher } from "#contract/vouchers";
import { formatMoney } from "~/lib/format";
import { dayFormat } from "~/lib/moment-formats";

const statusNames: Record<Voucher["status"], string> = {
  usable: "Ready to use",
  "not-yet-valid": "Not valid yet",
  expired: "Expired",
  used: "Used",
};

/** What a voucher can still take off: an amount left, or its percentage. */
export function voucherBalance(voucher: Voucher): string {
  if (voucher.balance === null) return `${voucher.value}% off a booking`;
  return `${formatMoney(voucher.balance, voucher.currency?.value ?? "GBP")} left`;
}

/** Until when it can be used, or from when. */
export function voucherDates(voucher: Voucher): string {
  if (voucher.status === "not-yet-valid" && voucher.valid_from) {
    return `Valid from ${dayFormat.format(new Date(voucher.valid_from))}`;
  }
  if (!voucher.valid_until) return "No expiry date";
  const until = dayFormat.format(new Date(voucher.valid_until));
  return voucher.status === "expired" ? `Expired on ${until}` : `Use by ${until}`;
}

/** The driver's vouchers, usable ones first as the service orders them. */
export function VoucherList({ vouchers }: { vouchers: Voucher[] }) {
  if (vouchers.length === 0) {
    return (
      <p className="rounded-lg bg-navy-50 p-4 text-slate-900">
        You have no vouchers yet. When someone gives you a Parkway gift code, add it here and it
        comes off your next booking.
      </p>
    );
  }
  return (
    <ul
      aria-label="Your vouchers"
      className="divide-y divide-slate-200 rounded-lg border border-slate-300"
    >
      {vouchers.map((voucher) => (
        <li key={voucher.id} className="flex flex-wrap items-start justify-between gap-2 p-4">
          <div>
            <p className="font-semibold text-slate-900">{voucher.label}</p>
            <p className="text-sm text-slate-700">
              Code <span className="font-mono">{voucher.code}</span> · {voucherDates(voucher)}
            </p>
          </div>
          <div className="text-right">
            <p className="font-semibold text-slate-900">{voucherBalance(voucher)}</p>
            <p className="text-sm text-slate-700">{statusNames[voucher.status]}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
