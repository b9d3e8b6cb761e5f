/** Which card paid and when, as a note under the payment summary; nothing before payment. */
export function PaidWith({ card, at }: { card: string | null; at: string | null }) {
  if (!card) return null;
  return (
    <p className="-mt-3 px-1 text-sm text-slate-700">
      Paid with {card} on {at}
    </p>
  );
}
