import { createRoute } from "@hono/zod-openapi";
import { healthSchema, readinessSchema } from "#contract/health";
import type { ApiDeps } from "../context";
import { describeErrorForLog } from "../errors";
import { createRouter } from "../openapi";

const healthz = createRoute({
  method: "get",
  path: "/healthz",
  tags: ["Operations"],
  summary: "The process is up",
  responses: {
    200: { description: "Alive", content: { "application/json": { schema: healthSchema } } },
  },
});

const readyz = createRoute({
  method: "get",
  path: "/readyz",
  tags: ["Operations"],
  summary: "The database answers",
  responses: {
    200: { description: "Ready", content: { "application/json": { schema: readinessSchema } } },
    503: {
      description: "Unavailable",
      content: { "application/json": { schema: readinessSchema } },
    },
  },
});

export function healthRoutes(deps: Pick<ApiDeps, "database">) {
  return createRouter()
    .openapi(healthz, (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ status: "ok" as const }, 200);
    })
    .openapi(readyz, async (c) => {
      c.header("Cache-Control", "no-store");
      try {
        await deps.database.ping();
        return c.json({ status: "ready" as const }, 200);
      } catch (error) {
        console.warn("Readiness check failed:", describeErrorForLog(error));
        return c.json({ status: "unavailable" as const }, 503);
      }
    });
}
