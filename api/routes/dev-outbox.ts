import { createRoute, z } from "@hono/zod-openapi";
import type { ApiDeps } from "../context";
import { createRouter } from "../openapi";
import { listRecentEmails } from "../repositories/outbox";

const shownEmails = 100;

const OutboxSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.uuid(),
        to: z.string(),
        kind: z.string().openapi({ example: "password-reset" }),
        subject: z.string(),
        text_body: z.string(),
        html_body: z.string().nullable(),
        created_at: z.string().openapi({ format: "date-time" }),
        sent_at: z.string().nullable().openapi({ format: "date-time" }),
        last_error: z.string().nullable(),
      }),
    ),
  })
  .openapi("Outbox");

const readOutbox = createRoute({
  method: "get",
  path: "/outbox",
  tags: ["Development"],
  summary: "Email the service has queued, newest first",
  description: `Outside production only: with no SMTP_URL, mail stays here to be read. The ${shownEmails} newest.`,
  responses: {
    200: { description: "The outbox", content: { "application/json": { schema: OutboxSchema } } },
  },
});

/** Mounted only outside production; in production the path answers 404. */
export function devOutboxRoutes(deps: Pick<ApiDeps, "database">) {
  const { db } = deps.database;
  return createRouter().openapi(readOutbox, async (c) => {
    const emails = await listRecentEmails(db, shownEmails);
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        data: emails.map((email) => ({
          id: email.id,
          to: email.to,
          kind: email.kind,
          subject: email.subject,
          text_body: email.textBody,
          html_body: email.htmlBody,
          created_at: email.createdAt.toISOString(),
          sent_at: email.sentAt?.toISOString() ?? null,
          last_error: email.lastError,
        })),
      },
      200,
    );
  });
}
