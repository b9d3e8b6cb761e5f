import { createRoute, z } from "@hono/zod-openapi";
import type { ApiDeps } from "../context";
import { isOneOf, productKeys, type Currency, type ProductKey } from "#contract/vocabulary";
import {
  fastTrackQuoteRequestSchema,
  loungeQuoteRequestSchema,
  parkAndGoQuoteRequestSchema,
  productQuoteRequestSchema,
  productQuoteSchema,
  productSearchQuerySchema,
  productSearchSchema,
  type productQuoteLineSchema,
} from "#contract/products";
import { createRouter } from "../openapi";
import { invalidRequestSchema } from "#contract/answers";
import { AIRPORT_REACH_METRES, airportServing } from "../products/airport-served";
import { productArtwork } from "../products/artwork";
import { productImageKinds } from "../products/catalogue";
import { chosenProduct } from "../products/choice-fields";
import { offersParkAndGo, parkingTypeOf } from "#contract/parking-type";
import { quotedProductJson } from "../products/quoted-product-json";
import {
  quoteProducts,
  type ProductQuote,
  type ProductQuoteLine,
  type ProductQuoteProblem,
} from "../products/quote-products";
import {
  findListingForExtras,
  nearestAirport,
  productsAtAirport,
  type Airport,
  type Product,
} from "../repositories/products";

/*
 * The products API (spec §7): airport extras, at its own base so it can be deployed apart from
 * the marketplace (PRODUCTS_API_URL). Amounts are integer minor units throughout (spec §7:
 * "product prices arrive in minor units"). Every answer other than 200 is
 * `{ message, errors }`; the web shows the first message (spec §8).
 */

const problemAnswer = (description: string) => ({
  description: `${description}; \`errors\` names each field and the web shows the first message`,
  content: { "application/json": { schema: invalidRequestSchema } },
});

const quoteResponses = {
  200: {
    description: "The extras priced",
    content: { "application/json": { schema: productQuoteSchema } },
  },
  400: problemAnswer("An input is invalid or an extra cannot be had for this parking"),
  404: problemAnswer("No such product or space"),
};

const searchProducts = createRoute({
  method: "get",
  path: "/products/search",
  tags: ["Products API"],
  summary: "The airport extras offered with a parking session",
  description: `The airport is the space's (location_id: its airport_code, else the nearest airport within ${AIRPORT_REACH_METRES / 1000} km of it), else the nearest within ${AIRPORT_REACH_METRES / 1000} km of latitude and longitude. Park and Go is offered for pre-book-single and park-now sessions, never on-exit.`,
  request: { query: productSearchQuerySchema },
  responses: {
    200: {
      description: "The extras, ride first, then fast track, then lounge",
      content: { "application/json": { schema: productSearchSchema } },
    },
    400: problemAnswer("The query is invalid"),
    404: problemAnswer("No such space"),
  },
});

const quote = createRoute({
  method: "post",
  path: "/products/quote",
  tags: ["Products API"],
  summary: "Price extras for a booking",
  description:
    "Each line is one extra. With `details` it is priced for the party and times they give, as the per-product quotes do.",
  request: {
    body: {
      required: true,
      content: { "application/json": { schema: productQuoteRequestSchema } },
    },
  },
  responses: quoteResponses,
});

function singleQuoteRoute<T extends z.ZodType>(key: ProductKey, schema: T, summary: string) {
  return createRoute({
    method: "post",
    path: `/products/quote/${key}`,
    tags: ["Products API"],
    summary,
    request: {
      body: { required: true, content: { "application/json": { schema } } },
    },
    responses: quoteResponses,
  });
}

const quoteParkAndGo = singleQuoteRoute(
  "park-and-go",
  parkAndGoQuoteRequestSchema,
  "Price a ride from the space to the terminal, with its pickup and checkout instructions",
);
const quoteFastTrack = singleQuoteRoute(
  "fast-track-security",
  fastTrackQuoteRequestSchema,
  "Price fast-track security passes for a flight",
);
const quoteLounge = singleQuoteRoute(
  "airport-lounge",
  loungeQuoteRequestSchema,
  "Price a lounge visit, with the lounge's opening hours",
);

const productImage = createRoute({
  method: "get",
  path: "/products/images/{key}/{file}",
  tags: ["Products API"],
  summary: "A product's icon, logo or banner",
  request: {
    params: z.object({
      key: z.string().openapi({ example: "park-and-go" }),
      file: z
        .string()
        .openapi({ example: "icon.svg", description: "icon.svg, logo.svg or banner.svg" }),
    }),
  },
  responses: {
    200: { description: "The image", content: { "image/svg+xml": { schema: z.string() } } },
    404: problemAnswer("No such image"),
  },
});

function money(value: number, currency: Currency) {
  return { value, currency };
}

function quoteJson(quote: ProductQuote) {
  return {
    data: {
      products: quote.products.map((product) =>
        quotedProductJson(product, (minor) => money(minor, product.currency)),
      ),
      totals: {
        products: money(quote.productsMinor, quote.currency),
        parking: money(quote.parkingMinor, quote.currency),
        total: money(quote.totalMinor, quote.currency),
      },
    },
  };
}

/** `{ message, errors }`, the message being the first problem's, as the web shows it. */
function problemsJson(
  problems: ProductQuoteProblem[],
  fieldName: (problem: ProductQuoteProblem) => string,
) {
  const errors: Record<string, string[]> = {};
  for (const problem of problems) (errors[fieldName(problem)] ??= []).push(problem.message);
  return { message: problems[0]?.message ?? "Please correct the invalid fields", errors };
}

type LineFields = {
  id: number;
  variant?: string;
  location_id: number;
  parking_price: number;
  parking_session_starts_at: Date;
  parking_session_ends_at: Date;
  currency: Currency;
};

function lineBase(line: LineFields) {
  return {
    id: line.id,
    variant: line.variant,
    locationId: line.location_id,
    parkingPriceMinor: line.parking_price,
    parkingSessionStartsAt: line.parking_session_starts_at,
    parkingSessionEndsAt: line.parking_session_ends_at,
    currency: line.currency,
  };
}

function quoteLine(line: z.infer<typeof productQuoteLineSchema>): ProductQuoteLine {
  return { ...lineBase(line), ...chosenProduct(line) };
}

const noSuchSpace = "There is no space with that number";

function productJson(product: Product, airport: Airport) {
  return {
    id: product.id,
    key: product.key,
    name: product.name,
    description: product.description,
    airport,
    variants: product.variants.map((variant) => ({
      key: variant.key,
      name: variant.name,
      price: money(variant.priceMinor, product.currency),
    })),
    images: product.images,
    instructions: product.instructions,
  };
}

export function productsApiRoutes(deps: Pick<ApiDeps, "database" | "now">) {
  const { db } = deps.database;

  async function quoteOne(line: ProductQuoteLine) {
    const result = await quoteProducts(db, { products: [line], now: deps.now() });
    return result.ok
      ? { ok: true as const, body: quoteJson(result.quote) }
      : {
          ok: false as const,
          status: result.status,
          body: problemsJson(result.problems, (problem) => problem.field),
        };
  }

  return createRouter()
    .openapi(searchProducts, async (c) => {
      const query = c.req.valid("query");
      let airport: Airport | null = null;
      if (query.location_id !== undefined) {
        const listing = await findListingForExtras(db, query.location_id);
        if (listing?.status !== "active") {
          return c.json({ message: noSuchSpace, errors: { location_id: [noSuchSpace] } }, 404);
        }
        airport = await airportServing(db, listing);
      } else if (query.latitude !== undefined && query.longitude !== undefined) {
        airport = await nearestAirport(
          db,
          { lat: query.latitude, lng: query.longitude },
          AIRPORT_REACH_METRES,
        );
      }
      const now = deps.now();
      const parkingType =
        query.parking_type ?? parkingTypeOf(query.parking_session_starts_at ?? now, now);
      const offered = airport
        ? (await productsAtAirport(db, airport.code))
            .filter(
              (product) => query.currency === undefined || product.currency === query.currency,
            )
            .filter((product) => product.key !== "park-and-go" || offersParkAndGo(parkingType))
            .map((product) => productJson(product, airport))
        : [];
      return c.json(
        {
          data: offered,
          meta: { airport, parking_type: parkingType },
        },
        200,
      );
    })
    .openapi(quote, async (c) => {
      const { products } = c.req.valid("json");
      const result = await quoteProducts(db, {
        products: products.map(quoteLine),
        now: deps.now(),
      });
      if (!result.ok) {
        const body = problemsJson(
          result.problems,
          (problem) =>
            `products.${problem.line}.${problem.inDetails ? "details." : ""}${problem.field}`,
        );
        return result.status === 404 ? c.json(body, 404) : c.json(body, 400);
      }
      return c.json(quoteJson(result.quote), 200);
    })
    .openapi(quoteParkAndGo, async (c) => {
      const body = c.req.valid("json");
      const answer = await quoteOne({
        ...lineBase(body),
        key: "park-and-go",
        details: { passengers: body.passengers, pickupAt: body.pickup_at },
      });
      if (answer.ok) return c.json(answer.body, 200);
      return answer.status === 404 ? c.json(answer.body, 404) : c.json(answer.body, 400);
    })
    .openapi(quoteFastTrack, async (c) => {
      const body = c.req.valid("json");
      const answer = await quoteOne({
        ...lineBase(body),
        key: "fast-track-security",
        details: { passengers: body.passengers, flightAt: body.flight_at },
      });
      if (answer.ok) return c.json(answer.body, 200);
      return answer.status === 404 ? c.json(answer.body, 404) : c.json(answer.body, 400);
    })
    .openapi(quoteLounge, async (c) => {
      const body = c.req.valid("json");
      const answer = await quoteOne({
        ...lineBase(body),
        key: "airport-lounge",
        details: { adults: body.adults, children: body.children, arrivalAt: body.arrival_at },
      });
      if (answer.ok) return c.json(answer.body, 200);
      return answer.status === 404 ? c.json(answer.body, 404) : c.json(answer.body, 400);
    })
    .openapi(productImage, (c) => {
      const { key, file } = c.req.valid("param");
      const kind = file.replace(/\.svg$/, "");
      if (
        !isOneOf(productKeys, key) ||
        !file.endsWith(".svg") ||
        !isOneOf(productImageKinds, kind)
      ) {
        const message = "There is no such image";
        return c.json({ message, errors: { file: [message] } }, 404);
      }
      c.header("Cache-Control", "public, max-age=86400");
      return c.body(productArtwork(key, kind), 200, { "Content-Type": "image/svg+xml" });
    });
}
