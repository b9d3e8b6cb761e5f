import type { FieldMetadata } from "@conform-to/react";
import type { FormEvent } from "react";
import { TextField } from "~/components/ui/fields";
import { caretAfterDigits, spaceCardNumber } from "~/lib/card-number";

type CardField = FieldMetadata<string | undefined>;

/** Spaces the number as it is printed on the card, keeping the caret by the digit it was at. */
function spaceAsTyped(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = input.value.slice(0, caret).replace(/\D/g, "").length;
  const spaced = spaceCardNumber(input.value);
  if (spaced === input.value) return;
  input.value = spaced;
  const position = caretAfterDigits(spaced, digitsBefore);
  input.setSelectionRange(position, position);
}

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
        maxLength={23}
        onInput={spaceAsTyped}
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
