import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/ui/fields";

type CardField = FieldMetadata<string | undefined>;

/** A new card's number, expiry and security code, named as `cardFields` names them. */
export function CardFields({
  fields,
}: {
  fields: { card_number: CardField; card_expiry: CardField; card_cvc: CardField };
}) {
  return (
    <>
      <TextField
        field={fields.card_number}
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
      />
      <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
        <TextField
          field={fields.card_expiry}
          label="Expiry date"
          hint="MM/YY"
          autoComplete="cc-exp"
          inputMode="numeric"
        />
        <TextField
          field={fields.card_cvc}
          label="Security code"
          hint="3 or 4 digits"
          autoComplete="cc-csc"
          inputMode="numeric"
        />
      </div>
    </>
  );
}
