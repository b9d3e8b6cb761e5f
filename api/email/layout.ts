import { escapeHtml } from "../domain/html";

/**
 * Parkway's emails are written once, as blocks, and rendered twice: as HTML that common mail
 * clients show alike (tables for layout, inline styles, no stylesheet or image to fetch), and as
 * the plain-text part alongside it, which carries every word and link the HTML does.
 */

export type EmailLink = { label: string; href: string };

export type AmountLine = { label: string; amount: string };

export type EmailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  /** Facts as a two-column table: "Reference" and "PW-7K3M9Q". */
  | { kind: "details"; rows: { term: string; detail: string }[] }
  /** An itemised bill: each line's amount already written with its currency. */
  | { kind: "amounts"; rows: AmountLine[]; total: AmountLine }
  | { kind: "button"; link: EmailLink }
  | { kind: "links"; links: EmailLink[] }
  /** Someone else's words, set apart and kept as written: an owner's access instructions. */
  | { kind: "quote"; title: string; text: string };

export type EmailDocument = {
  subject: string;
  /** The line inboxes show after the subject; the HTML hides it from the message itself. */
  preheader: string;
  heading: string;
  blocks: EmailBlock[];
  /** Why this address gets this email, and for optional email the way to stop it. */
  footer: { reason: string; unsubscribe?: EmailLink };
};

export type RenderedEmail = { subject: string; textBody: string; htmlBody: string };

const font = "font-family:Arial,Helvetica,sans-serif";
// Each pair below is AA on its background: slate-800 on white 14.6:1, blue-700 on white 6.7:1,
// slate-600 on slate-50 7.2:1, white on navy 16.7:1.
const ink = "#1e293b";
const navy = "#0b1f3a";
const linkColour = "#1d4ed8";
const quiet = "#475569";
const page = "#f1f5f9";
const footerBackground = "#f8fafc";
const quoteBackground = "#eef2f8";

/** Links are ours (the web's pages, a map, a mail address): anything else is a mistake. */
function safeHref(href: string): string {
  if (!/^(https?:\/\/|mailto:)/i.test(href)) throw new Error(`Not a link for an email: ${href}`);
  return escapeHtml(href);
}

function textHtml(text: string): string {
  return escapeHtml(text).replace(/\r\n|\r|\n/g, "<br>");
}

function linkHtml(link: EmailLink): string {
  return `<a href="${safeHref(link.href)}" style="color:${linkColour};text-decoration:underline;">${escapeHtml(link.label)}</a>`;
}

function blockHtml(block: EmailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return `<p style="margin:0 0 16px;">${textHtml(block.text)}</p>`;
    case "heading":
      return `<h2 style="margin:24px 0 8px;font-size:18px;line-height:24px;color:${navy};">${escapeHtml(block.text)}</h2>`;
    case "details":
      return `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse;">${block.rows
        .map(
          (row) =>
            `<tr><th scope="row" align="left" valign="top" style="padding:6px 12px 6px 0;width:38%;font-weight:bold;color:${ink};border-bottom:1px solid #e2e8f0;">${escapeHtml(row.term)}</th><td valign="top" style="padding:6px 0;color:${ink};border-bottom:1px solid #e2e8f0;">${textHtml(row.detail)}</td></tr>`,
        )
        .join("")}</table>`;
    case "amounts": {
      const { total } = block;
      const rows = block.rows
        .map(
          (row) =>
            `<tr><th scope="row" align="left" style="padding:6px 12px 6px 0;font-weight:normal;color:${ink};">${escapeHtml(row.label)}</th><td align="right" style="padding:6px 0;white-space:nowrap;color:${ink};">${escapeHtml(row.amount)}</td></tr>`,
        )
        .join("");
      return `<table width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse;">${rows}<tr><th scope="row" align="left" style="padding:8px 12px 6px 0;border-top:2px solid ${navy};color:${navy};">${escapeHtml(total.label)}</th><td align="right" style="padding:8px 0 6px;border-top:2px solid ${navy};white-space:nowrap;font-weight:bold;color:${navy};">${escapeHtml(total.amount)}</td></tr></table>`;
    }
    case "button":
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background-color:${navy};"><a href="${safeHref(block.link.href)}" style="display:inline-block;padding:12px 24px;${font};font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(block.link.label)}</a></td></tr></table>`;
    case "links":
      return `<p style="margin:0 0 16px;">${block.links.map(linkHtml).join("<br>")}</p>`;
    case "quote":
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;"><tr><td style="padding:16px;background-color:${quoteBackground};border-left:4px solid ${navy};color:${ink};"><p style="margin:0 0 8px;font-weight:bold;">${escapeHtml(block.title)}</p><p style="margin:0;">${textHtml(block.text)}</p></td></tr></table>`;
  }
}

function blockText(block: EmailBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "heading":
      return `${block.text}\n${"-".repeat(block.text.length)}`;
    case "details":
      return block.rows.map((row) => `${row.term}: ${row.detail}`).join("\n");
    case "amounts":
      return [...block.rows, block.total].map((row) => `${row.label}: ${row.amount}`).join("\n");
    case "button":
      return `${block.link.label}: ${block.link.href}`;
    case "links":
      return block.links.map((link) => `${link.label}: ${link.href}`).join("\n");
    case "quote":
      return `${block.title}:\n${block.text}`;
  }
}

/** Enough invisible characters after the preheader that no body text shows in the preview. */
const previewFiller = "&#847;&zwnj;&nbsp;".repeat(60);

export function renderEmail(email: EmailDocument): RenderedEmail {
  const { footer } = email;
  const footerHtml = [
    `<p style="margin:0 0 8px;">${textHtml(footer.reason)}</p>`,
    footer.unsubscribe ? `<p style="margin:0 0 8px;">${linkHtml(footer.unsubscribe)}</p>` : "",
    `<p style="margin:0;">Parkway, parking across the UK and Ireland</p>`,
  ].join("");
  const htmlBody = `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(email.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${page};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(email.preheader)}${previewFiller}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;">
<tr><td style="padding:20px 32px;background-color:${navy};${font};font-size:22px;line-height:28px;font-weight:bold;color:#ffffff;">Parkway</td></tr>
<tr><td style="padding:32px;${font};font-size:16px;line-height:24px;color:${ink};">
<h1 style="margin:0 0 16px;font-size:24px;line-height:32px;color:${navy};">${escapeHtml(email.heading)}</h1>
${email.blocks.map(blockHtml).join("\n")}
</td></tr>
<tr><td style="padding:24px 32px;background-color:${footerBackground};border-top:1px solid #e2e8f0;${font};font-size:13px;line-height:20px;color:${quiet};">${footerHtml}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const textBody = [
    email.heading,
    ...email.blocks.map(blockText),
    "--",
    footer.reason,
    ...(footer.unsubscribe ? [`${footer.unsubscribe.label}: ${footer.unsubscribe.href}`] : []),
    "Parkway, parking across the UK and Ireland",
  ].join("\n\n");
  return { subject: email.subject, textBody: `${textBody}\n`, htmlBody };
}
