import type { ProductChoice } from "#contract/extras";
import type { ProductQuoteLine } from "./quote-products";

type ChosenPart = ProductQuoteLine extends infer Line
  ? Line extends ProductQuoteLine
    ? Pick<Line, "id" | "key" | "variant" | "details">
    : never
  : never;

/** The choice as the pricing reads it. */
export function chosenProduct(choice: ProductChoice): ChosenPart {
  const { id, variant } = choice;
  switch (choice.key) {
    case "park-and-go":
      return {
        id,
        variant,
        key: choice.key,
        details: choice.details && {
          passengers: choice.details.passengers,
          pickupAt: choice.details.pickup_at,
        },
      };
    case "fast-track-security":
      return {
        id,
        variant,
        key: choice.key,
        details: choice.details && {
          passengers: choice.details.passengers,
          flightAt: choice.details.flight_at,
        },
      };
    case "airport-lounge":
      return {
        id,
        variant,
        key: choice.key,
        details: choice.details && {
          adults: choice.details.adults,
          children: choice.details.children,
          arrivalAt: choice.details.arrival_at,
        },
      };
  }
}
