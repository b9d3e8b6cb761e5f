import { createRoute, z } from "@hono/zod-openapi";
import {
  cardAnswerSchema,
  cardsSchema,
  cardSetupRequestSchema,
  cardSetupSchema,
  changeCardRequestSchema,
  clientTokenSchema,
  saveCardRequestSchema,
} from "#contract/cards";
import type { Context } from "hono";
import { requireSignedIn, signedInUserId } from "../auth";
import { cancelUrlOf } from "../checkout/purchase";
import type { ApiDeps, ApiEnv } from "../context";
import { cardLabel, cardReference } from "../domain/cards";
import { describeErrorForLog } from "../errors";
import { formBody, requireFormBody, sentAsJson, unsupportedBody } from "../form-body";
import { bearerAuth, createRouter, invalidRequest, jsonMessage } from "../openapi";
import { PaymentProviderError, UnusablePaymentToken } from "../payments/errors";
import type { ProviderCard } from "../payments/provider";
import {
  deleteCard,
  keepCard,
  listCards,
  lockCardHolder,
  makeDefaultCard,
  type SavedCard,
} from "../repositories/cards";

const noSuchCard = "There is no saved card with that number";
const unsavableSetup = "This card was not saved. Add it again.";
const providerUnavailable =
  "We could not reach the payment provider. Your card has not been saved; try again in a moment.";

const cardResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: cardAnswerSchema } },
});

const CardParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).openapi({ example: 12 }),
});

const signInRequired = { 401: jsonMessage("No signed-in user's access token") };
const cardNotFound = { 404: jsonMessage("The signed-in user has no card with that id") };

const readCards = createRoute({
  method: "get",
  path: "/cards",
  tags: ["Cards"],
  summary: "The signed-in user's saved cards",
  description: "The default card first (it is selected at checkout), then the newest.",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  responses: {
    200: {
      description: "The saved cards",
      content: { "application/json": { schema: cardsSchema } },
    },
    ...signInRequired,
  },
});

const saveCard = createRoute({
  method: "post",
  path: "/cards",
  tags: ["Cards"],
  summary: "Save a card from the payment provider's token",
  description:
    "payment_token comes from the provider: the sandbox's card pages or card-tokens endpoint, or a Stripe PaymentMethod id; or, with Stripe, setup_id names a card setup finished on Stripe's page (POST /cards/setup). The first card becomes the default, and `default: true` moves the default to this card. A card already saved (the same token, or the same brand, last four digits and expiry) is not saved twice: the answer is the saved card, with 200.",
  security: bearerAuth,
  middleware: [requireSignedIn(), requireFormBody] as const,
  request: {
    body: formBody(saveCardRequestSchema, "The provider's token for the card"),
  },
  responses: {
    200: cardResponse("The card was already saved"),
    201: cardResponse("Saved"),
    400: invalidRequest,
    ...signInRequired,
    ...unsupportedBody,
    503: jsonMessage(providerUnavailable),
  },
});

const setUpCard = createRoute({
  method: "post",
  path: "/cards/setup",
  tags: ["Cards"],
  summary: "Start saving a card on the payment provider's own page",
  description:
    "With Stripe (decision 032): `embedded` answers a SetupIntent's client secret for the Payment Element, `hosted` a Stripe Checkout page in setup mode, which sends the driver back to return_url with `setup_id`. Once the driver has finished, POST /cards with the `setup_id` keeps the card. The sandbox takes cards on its own card pages instead (404).",
  security: bearerAuth,
  middleware: [requireSignedIn(), requireFormBody] as const,
  request: { body: formBody(cardSetupRequestSchema, "Which page, and where it returns to") },
  responses: {
    201: {
      description: "The setup to finish on the provider's page",
      content: { "application/json": { schema: cardSetupSchema } },
    },
    400: invalidRequest,
    404: jsonMessage("The payment provider takes cards on its own card pages, as a token"),
    ...signInRequired,
    ...unsupportedBody,
    503: jsonMessage(providerUnavailable),
  },
});

const changeCard = createRoute({
  method: "patch",
  path: "/cards/{id}",
  tags: ["Cards"],
  summary: "Make a saved card the default",
  description: "The previous default stops being one. A default is moved, never just removed.",
  security: bearerAuth,
  middleware: [requireSignedIn(), requireFormBody] as const,
  request: {
    params: CardParams,
    body: formBody(changeCardRequestSchema, "The change"),
  },
  responses: {
    200: cardResponse("Changed"),
    400: invalidRequest,
    ...signInRequired,
    ...cardNotFound,
    ...unsupportedBody,
  },
});

const removeCard = createRoute({
  method: "delete",
  path: "/cards/{id}",
  tags: ["Cards"],
  summary: "Remove a saved card",
  description: "When the default card is removed, the newest remaining card becomes the default.",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  request: { params: CardParams },
  responses: { 204: { description: "Removed" }, ...signInRequired, ...cardNotFound },
});

const readClientToken = createRoute({
  method: "get",
  path: "/tokens/{provider}",
  tags: ["Cards"],
  summary: "A client token for collecting a card with the payment provider",
  description:
    "Spec §7. provider is the configured one: `sandbox` (an opaque token; cards are posted to /api/v2/sandbox/card-tokens) or `stripe` (a SetupIntent's client secret for Stripe.js).",
  security: bearerAuth,
  middleware: [requireSignedIn()] as const,
  request: {
    params: z.object({ provider: z.string().max(40).openapi({ example: "sandbox" }) }),
  },
  responses: {
    200: {
      description: "The client token",
      content: { "application/json": { schema: clientTokenSchema } },
    },
    ...signInRequired,
    404: jsonMessage("That provider is not the configured one"),
    503: jsonMessage(providerUnavailable),
  },
});

export function cardData(card: SavedCard) {
  return {
    id: card.id,
    reference: cardReference(card),
    brand: card.brand,
    last4: card.last4,
    exp_month: card.expMonth,
    exp_year: card.expYear,
    default: card.isDefault,
    label: cardLabel(card),
  };
}

function noSignedInUser(c: Context<ApiEnv>) {
  return c.json({ message: "Authentication required" }, 401);
}

export function cardRoutes(deps: Pick<ApiDeps, "database" | "payments" | "reportError">) {
  const { db } = deps.database;

  /** The provider is down or confused: the driver may try again; operators need to know. */
  function reportUnavailable(error: PaymentProviderError) {
    console.warn(`The payment provider failed: ${describeErrorForLog(error)}`);
    deps.reportError?.(error);
  }

  return createRouter()
    .openapi(readCards, async (c) => {
      const userId = signedInUserId(c.get("principal"));
      if (!userId) return noSignedInUser(c);
      c.header("Cache-Control", "no-store");
      return c.json({ data: (await listCards(db, userId)).map(cardData) }, 200);
    })
    .openapi(saveCard, async (c) => {
      const form = c.req.valid(sentAsJson(c) ? "json" : "form");
      const userId = signedInUserId(c.get("principal"));
      if (!userId) return noSignedInUser(c);
      let providerCard: ProviderCard;
      try {
        const token = form.setup_id
          ? await deps.payments.pages?.finishCardSetup(form.setup_id, userId)
          : form.payment_token;
        if (!token) throw new UnusablePaymentToken(unsavableSetup);
        providerCard = await deps.payments.saveCard(token);
      } catch (error) {
        if (error instanceof UnusablePaymentToken) {
          return c.json(
            {
              message: "Please correct the invalid fields",
              errors: { payment_token: [error.message] },
            },
            400,
          );
        }
        if (error instanceof PaymentProviderError) {
          reportUnavailable(error);
          return c.json({ message: providerUnavailable }, 503);
        }
        throw error;
      }
      const saved = await keepCard(db, {
        userId,
        provider: deps.payments.name,
        card: providerCard,
        makeDefault: form.default === true,
      });
      if (!saved) return noSignedInUser(c);
      c.header("Cache-Control", "no-store");
      if (saved.created) return c.json({ data: cardData(saved.card) }, 201);
      return c.json({ data: cardData(saved.card) }, 200);
    })
    .openapi(setUpCard, async (c) => {
      const form = c.req.valid(sentAsJson(c) ? "json" : "form");
      const userId = signedInUserId(c.get("principal"));
      if (!userId) return noSignedInUser(c);
      const { pages } = deps.payments;
      if (!pages) {
        return c.json(
          { message: "The payment provider takes cards on its own card pages, as a token" },
          404,
        );
      }
      try {
        const setup = await pages.setUpCard({
          page: form.page,
          userId,
          returnUrl: form.return_url,
          cancelUrl: cancelUrlOf(form.return_url),
        });
        c.header("Cache-Control", "no-store");
        return c.json(
          {
            data: {
              setup_id: setup.setupId,
              client_secret: setup.clientSecret,
              url: setup.pageUrl,
            },
          },
          201,
        );
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        reportUnavailable(error);
        return c.json({ message: providerUnavailable }, 503);
      }
    })
    .openapi(changeCard, async (c) => {
      const { id } = c.req.valid("param");
      const userId = signedInUserId(c.get("principal"));
      if (!userId) return noSignedInUser(c);
      const card = await db.transaction(async (tx) =>
        (await lockCardHolder(tx, userId)) ? makeDefaultCard(tx, userId, id) : null,
      );
      if (!card) return c.json({ message: noSuchCard }, 404);
      c.header("Cache-Control", "no-store");
      return c.json({ data: cardData(card) }, 200);
    })
    .openapi(removeCard, async (c) => {
      const { id } = c.req.valid("param");
      const userId = signedInUserId(c.get("principal"));
      if (!userId) return noSignedInUser(c);
      const deleted = await db.transaction(
        async (tx) => (await lockCardHolder(tx, userId)) && deleteCard(tx, userId, id),
      );
      if (!deleted) return c.json({ message: noSuchCard }, 404);
      return c.body(null, 204);
    })
    .openapi(readClientToken, async (c) => {
      const { provider } = c.req.valid("param");
      if (!signedInUserId(c.get("principal"))) return noSignedInUser(c);
      if (provider !== deps.payments.name) {
        return c.json({ message: "There is no card payment provider with that name" }, 404);
      }
      let token: string;
      try {
        token = await deps.payments.clientToken();
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        reportUnavailable(error);
        return c.json({ message: providerUnavailable }, 503);
      }
      c.header("Cache-Control", "no-store");
      return c.json({ data: { token } }, 200);
    });
}
