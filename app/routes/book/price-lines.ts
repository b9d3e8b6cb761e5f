import type { Quote } from "#contract/quotes";

export type PriceLine = { label: string; amount: number; note?: string };

/** Spec §9: totals to 2 decimals. */
const round = (amount: number) => Math.round(amount * 100) / 100;

function firstPayment(months: number) {
  return months > 1 ? `Parking, first ${months} months` : "First month's parking";
}

/**
 * What the driver pays now, line by line, ending in the total the pay button charges. The
 * discount shows as its own line against the parking it comes off (spec §9's label), and the
 * service fee as quoted after it (a percentage fee falls with the price).
 */
export function priceLines(quote: Quote, rental: "short" | "long" | "airport") {
  const line = quote.quotes[0]!;
  const lines: PriceLine[] = [
    {
      label: rental === "long" ? firstPayment(line.interval_count ?? 1) : "Parking",
      amount: line.valueBeforeDiscount,
    },
  ];
  if (quote.discount && line.value < line.valueBeforeDiscount) {
    lines.push({
      label: `Discount: ${quote.discount.label}`,
      amount: round(line.value - line.valueBeforeDiscount),
    });
  }
  for (const extra of line.products) lines.push({ label: extra.name, amount: extra.price });
  lines.push({ label: "Service fee", amount: quote.serviceFee });
  if (quote.arrangementFee > 0) {
    lines.push({ label: "Arrangement fee", amount: quote.arrangementFee, note: "Paid once" });
  }
  if (line.deposit > 0) {
    lines.push({
      label: "Deposit",
      amount: line.deposit,
      note: "Returned when your subscription ends",
    });
  }
  return { lines, total: round(quote.totalValue), later: line.message };
}
