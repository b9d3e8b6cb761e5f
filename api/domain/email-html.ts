import { escapeHtml } from "./html";

/** Paragraphs of plain text as HTML paragraphs, each escaped, line breaks kept. */
export function htmlParagraphs(paragraphs: readonly string[]): string {
  return paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll("\n", "<br>")}</p>`)
    .join("\n");
}
