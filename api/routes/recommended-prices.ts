import { createRoute } from "@hono/zod-openapi";
import { recommendedPricesQuerySchema, recommendedPricesSchema } from "#contract/prices";
import type { ApiDeps } from "../context";
import { currencyOf, majorUnits } from "../domain/money";
import {
  NATIONAL_PRICE_GUIDES,
  nearbyCountry,
  PRICE_GUIDE_MAX_LISTINGS,
  PRICE_GUIDE_MIN_LISTINGS,
  PRICE_GUIDE_RADIUS_METRES,
  priceGuide,
  type PriceSpread,
} from "../domain/price-guide";
import { createRouter, invalidRequest } from "../openapi";
import { nearestPlaces } from "../repositories/places";
import { nearbyListingPrices } from "../repositories/price-guides";

function formatGuide(spread: PriceSpread) {
  return `${majorUnits(spread.median)} (${majorUnits(spread.low)}–${majorUnits(spread.high)})`;
}

const nationalFigures = Object.entries(NATIONAL_PRICE_GUIDES)
  .map(
    ([country, guide]) =>
      `${country}: hourly ${formatGuide(guide.hourly)}, daily ${formatGuide(guide.daily)}, monthly ${formatGuide(guide.monthly)}`,
  )
  .join("; ");

const recommendedPrices = createRoute({
  method: "get",
  path: "/recommended-prices",
  tags: ["Spaces"],
  summary: "Suggested prices for an owner listing a space at a point",
  description: `From the nearest ${PRICE_GUIDE_MAX_LISTINGS} active listings within ${PRICE_GUIDE_RADIUS_METRES / 1000} km priced in the point's currency: the median and the 25th–75th percentile of each price, rounded to 10p an hour, 50p a day and £5 a month. With fewer than ${PRICE_GUIDE_MIN_LISTINGS} such listings (or prices of one kind), national figures answer instead (source "national", based_on 0): ${nationalFigures}. The country is the nearest listing's, else the nearest gazetteer place's.`,
  request: { query: recommendedPricesQuerySchema },
  responses: {
    200: {
      description: "Suggested prices",
      content: { "application/json": { schema: recommendedPricesSchema } },
    },
    400: invalidRequest,
  },
});

function suggestedPrice(spread: PriceSpread & { basedOn: number }) {
  return {
    median: majorUnits(spread.median),
    low: majorUnits(spread.low),
    high: majorUnits(spread.high),
    based_on: spread.basedOn,
  };
}

/** Spec §7 recommended-prices: what parking near a point goes for, for an owner pricing theirs. */
export function recommendedPriceRoutes(deps: Pick<ApiDeps, "database">) {
  const { db } = deps.database;

  return createRouter().openapi(recommendedPrices, async (c) => {
    const query = c.req.valid("query");
    const origin = { lat: query.lat, lng: query.lng };
    const nearby = await nearbyListingPrices(db, origin, {
      radiusMetres: PRICE_GUIDE_RADIUS_METRES,
      limit: PRICE_GUIDE_MAX_LISTINGS,
    });
    const country =
      nearbyCountry(nearby) ??
      (await nearestPlaces(db, { ...origin, limit: 1 }))[0]?.country ??
      "GBR";
    const guide = priceGuide({ nearby, country, spaceType: query.space_type });
    return c.json(
      {
        data: {
          country: guide.country,
          currency: currencyOf(guide.currency),
          source: guide.source,
          based_on: guide.basedOn,
          radius_m: guide.radiusMetres,
          space_type: guide.spaceType,
          hourly: suggestedPrice(guide.prices.hourly),
          daily: suggestedPrice(guide.prices.daily),
          monthly: suggestedPrice(guide.prices.monthly),
        },
      },
      200,
    );
  });
}
