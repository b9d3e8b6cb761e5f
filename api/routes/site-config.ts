import { createRoute, z } from "@hono/zod-openapi";
import {
  siteConfigSchema,
  siteFeatureNameSchema,
  switchFeatureRequestSchema,
} from "#contract/site-config";
import { requireScope } from "../auth";
import type { ApiDeps } from "../context";
import type { Db } from "../db/client";
import { resolveSiteFeatures } from "../domain/site-features";
import { bearerAuth, createRouter, invalidRequest, jsonMessage, needsSignIn } from "../openapi";
import { listSiteFeatures, setSiteFeature } from "../repositories/site-features";

const siteConfigResponse = {
  description: "The site configuration",
  content: { "application/json": { schema: siteConfigSchema } },
};

const readConfig = createRoute({
  method: "get",
  path: "/site-config",
  tags: ["Site"],
  summary: "Feature flags",
  responses: { 200: siteConfigResponse },
});

const switchFeature = createRoute({
  method: "put",
  path: "/admin/site-config/features/{name}",
  tags: ["Site"],
  summary: "Switch a feature on or off",
  security: bearerAuth,
  middleware: [requireScope("admin")] as const,
  request: {
    params: z.object({ name: z.string().openapi({ example: "insights" }) }),
    body: {
      required: true,
      content: { "application/json": { schema: switchFeatureRequestSchema } },
    },
  },
  responses: {
    200: siteConfigResponse,
    400: invalidRequest,
    ...needsSignIn,
    404: jsonMessage("There is no feature with that name"),
  },
});

async function readSiteConfig(db: Db) {
  return { features: resolveSiteFeatures(await listSiteFeatures(db)) };
}

export function siteConfigRoutes(deps: Pick<ApiDeps, "database">) {
  const { db } = deps.database;
  return createRouter()
    .openapi(readConfig, async (c) => c.json({ data: await readSiteConfig(db) }, 200))
    .openapi(switchFeature, async (c) => {
      const name = siteFeatureNameSchema.safeParse(c.req.valid("param").name);
      if (!name.success) return c.json({ message: "There is no feature with that name" }, 404);
      await setSiteFeature(db, name.data, c.req.valid("json").enabled);
      return c.json({ data: await readSiteConfig(db) }, 200);
    });
}
