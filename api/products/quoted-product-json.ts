import type { QuotedProduct } from "./quote-products";

/**
 * A priced extra as the APIs answer it. `amount` writes money: the products API in minor units
 * with the currency, the marketplace in the space's major units.
 */
export function quotedProductJson<Amount>(
  product: QuotedProduct,
  amount: (minor: number) => Amount,
) {
  const plan = product.plan;
  return {
    id: product.id,
    key: product.key,
    name: product.name,
    airport: product.airport,
    location_id: product.locationId,
    items: product.items.map((item) => ({
      variant: item.variant,
      quantity: item.quantity,
      unit_price: amount(item.unitPriceMinor),
      price: amount(item.priceMinor),
    })),
    price: amount(product.priceMinor),
    plan: !plan
      ? null
      : plan.key === "park-and-go"
        ? {
            key: plan.key,
            passengers: plan.passengers,
            pickup_at: plan.pickupAt.toISOString(),
            pickup_location: plan.pickupLocation,
            destination: plan.destination,
            checkout_instructions: plan.checkoutInstructions,
          }
        : plan.key === "fast-track-security"
          ? {
              key: plan.key,
              passengers: plan.passengers,
              flight_at: plan.flightAt.toISOString(),
              entry_window: {
                opens_at: plan.entryWindow.opensAt.toISOString(),
                closes_at: plan.entryWindow.closesAt.toISOString(),
              },
            }
          : {
              key: plan.key,
              adults: plan.adults,
              children: plan.children,
              arrival_at: plan.arrivalAt.toISOString(),
              products_meta: {
                opening_hours: plan.productsMeta.openingHours,
                max_stay_minutes: plan.productsMeta.maxStayMinutes,
                child_ages: plan.productsMeta.childAges,
                under_twos_free: plan.productsMeta.underTwosFree,
              },
            },
  };
}
