import { createRoute } from "@hono/zod-openapi";
import { outboxSchema } from "#contract/admin";
import type { ApiDeps } from "../context";
import { createRouter } from "../openapi";
import { listRecentEmails, type OutboxEntry } from "../repositories/outbox";

const shownEmails = 100;

const readOutbox = createRoute({
  method: "get",
  path: "/outbox",
  tags: ["Development"],
  summary: "Email the service has queued, newest first",
  description: `Outside production only: with no SMTP_URL, mail stays here to be read. The ${shownEmails} newest.`,
  responses: {
    200: { description: "The outbox", content: { "application/json": { schema: outboxSchema } } },
  },
});

/** Mounted only outside production; in production the path answers 404. */
export function devOutboxRoutes(deps: Pick<ApiDeps, "database">) {
  const { db } = deps.database;
  return createRouter().openapi(readOutbox, async (c) => {
    const emails = await listRecentEmails(db, shownEmails);
    c.header("Cache-Control", "no-store");
    return c.json(outboxJson(emails), 200);
  });
}

/** The outbox's entries as the API shows them. */
export function outboxJson(emails: OutboxEntry[]) {
  return {
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
  };
}
