import { createRoute, z } from "@hono/zod-openapi";
import { outboxSchema } from "#contract/admin";
import type { ApiDeps } from "../context";
import { escapeHtml } from "../domain/html";
import { createRouter, jsonMessage } from "../openapi";
import { findEmail, listRecentEmails, type OutboxEntry } from "../repositories/outbox";

const shownEmails = 100;

const readOutbox = createRoute({
  method: "get",
  path: "/outbox",
  tags: ["Development"],
  summary: "Email the service has queued, newest first",
  description: `With no SMTP_URL, mail stays here to be read: JSON, or a page listing each email for a browser. The ${shownEmails} newest.`,
  responses: {
    200: {
      description: "The outbox",
      content: {
        "application/json": { schema: outboxSchema },
        "text/html": { schema: z.string() },
      },
    },
  },
});

const emailParams = z.object({ id: z.uuid({ error: "No such email in the outbox" }) });

const readEmail = createRoute({
  method: "get",
  path: "/outbox/{id}",
  tags: ["Development"],
  summary: "One queued email, rendered as a mail client shows it",
  request: { params: emailParams },
  responses: {
    200: { description: "The email", content: { "text/html": { schema: z.string() } } },
    404: jsonMessage("No such email in the outbox"),
  },
});

const readAttachment = createRoute({
  method: "get",
  path: "/outbox/{id}/attachments/{index}",
  tags: ["Development"],
  summary: "A file attached to a queued email, such as a booking's calendar event",
  request: {
    params: emailParams.extend({ index: z.string().regex(/^\d{1,3}$/, "No such attachment") }),
  },
  responses: {
    200: {
      description: "The file",
      content: { "application/octet-stream": { schema: z.string() } },
    },
    404: jsonMessage("No such attachment"),
  },
});

/**
 * Mounted where email cannot leave the machine: outside production, or on the embedded database
 * with no SMTP_URL (the README's quick start). Elsewhere the paths answer 404.
 */
export function devOutboxRoutes(deps: Pick<ApiDeps, "database">) {
  const { db } = deps.database;
  return createRouter()
    .openapi(readOutbox, async (c) => {
      const emails = await listRecentEmails(db, shownEmails);
      c.header("Cache-Control", "no-store");
      if (c.req.header("Accept")?.includes("text/html")) return c.html(outboxPage(emails), 200);
      return c.json(outboxJson(emails), 200);
    })
    .openapi(readEmail, async (c) => {
      const email = await findEmail(db, c.req.valid("param").id);
      if (!email) return c.json({ message: "No such email in the outbox" }, 404);
      c.header("Cache-Control", "no-store");
      return c.html(emailPage(email), 200);
    })
    .openapi(readAttachment, async (c) => {
      const { id, index } = c.req.valid("param");
      const file = (await findEmail(db, id))?.attachments[Number(index)];
      if (!file) return c.json({ message: "No such attachment" }, 404);
      c.header("Cache-Control", "no-store");
      c.header("Content-Disposition", `attachment; filename="${file.filename}"`);
      return c.body(new Uint8Array(file.content), 200, { "Content-Type": file.contentType });
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
      attachments: email.attachments.map((file) => ({
        filename: file.filename,
        content_type: file.contentType,
      })),
      headers: email.headers,
      created_at: email.createdAt.toISOString(),
      sent_at: email.sentAt?.toISOString() ?? null,
      last_error: email.lastError,
    })),
  };
}

const pageStyle = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1.5rem;color:#0f172a}
a{color:#1d4ed8}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #cbd5e1;vertical-align:top}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}
iframe{width:100%;height:48rem;border:1px solid #cbd5e1;border-radius:.5rem}pre{white-space:pre-wrap;background:#f1f5f9;padding:1rem;border-radius:.5rem}`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${pageStyle}</style></head><body><main>${body}</main></body></html>`;
}

function outboxPage(emails: OutboxEntry[]) {
  const rows = emails
    .map(
      (email) =>
        `<tr><td>${escapeHtml(email.createdAt.toISOString().replace("T", " ").slice(0, 19))}</td><td>${escapeHtml(email.to)}</td><td><a href="outbox/${email.id}">${escapeHtml(email.subject)}</a></td><td>${escapeHtml(email.kind)}</td></tr>`,
    )
    .join("");
  const list = emails.length
    ? `<table><thead><tr><th scope="col">Queued (UTC)</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th></tr></thead><tbody>${rows}</tbody></table>`
    : "<p>No email has been queued yet. Book a space, reset a password or send the contact form, and it appears here.</p>";
  return page(
    "Outbox",
    `<h1>Outbox</h1><p>Email the marketplace has queued, newest first. With no <code>SMTP_URL</code> it stays here instead of being sent.</p>${list}`,
  );
}

function emailPage(email: OutboxEntry) {
  const headers = Object.entries(email.headers)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("");
  const attachments = email.attachments
    .map(
      (file, index) =>
        `<li><a href="${email.id}/attachments/${index}" download="${escapeHtml(file.filename)}">${escapeHtml(file.filename)}</a> (${escapeHtml(file.contentType)})</li>`,
    )
    .join("");
  const status = email.sentAt
    ? `sent ${email.sentAt.toISOString()}`
    : email.lastError
      ? `not sent: ${email.lastError}`
      : "waiting in the outbox";
  const html = email.htmlBody
    ? `<h2>As HTML</h2><iframe title="The email as HTML" sandbox="allow-popups" srcdoc="${escapeHtml(email.htmlBody)}"></iframe>`
    : "";
  return page(
    email.subject,
    `<p><a href="../outbox">Back to the outbox</a></p><h1>${escapeHtml(email.subject)}</h1>
<dl><dt>To</dt><dd>${escapeHtml(email.to)}</dd><dt>Kind</dt><dd>${escapeHtml(email.kind)}</dd><dt>Status</dt><dd>${escapeHtml(status)}</dd>${headers}</dl>
${attachments ? `<h2>Attachments</h2><ul>${attachments}</ul>` : ""}${html}<h2>As plain text</h2><pre>${escapeHtml(email.textBody)}</pre>`,
  );
}
