import { escapeHtml } from "../domain/html";

/**
 * The small markdown subset help articles are written in, and its rendering to HTML that is
 * safe to insert into a page.
 *
 * Blocks are separated by blank lines: `## ` and `### ` headings (h2, h3: the article title is
 * the page's h1), paragraphs (consecutive lines joined), and lists whose items are single
 * lines starting with `- ` (bulleted) or `1. ` (numbered). Inside a block: `**bold**` and
 * `[text](href)`. Everything else is text, and all text is escaped. A link is rendered only when
 * its href is a site path ("/contact-us") or an https URL; any other href (javascript:,
 * protocol-relative "//host", relative "page") leaves just the link text.
 */

export type Inline =
  | { kind: "text"; text: string }
  | { kind: "strong"; content: Inline[] }
  | { kind: "link"; href: string; content: Inline[] };

export type Block =
  | { kind: "heading"; level: 2 | 3; content: Inline[] }
  | { kind: "paragraph"; content: Inline[] }
  | { kind: "list"; ordered: boolean; items: Inline[][] };

const headingLine = /^(#{2,3})\s+(.+)$/;
const bulletLine = /^-\s+(.+)$/;
const numberedLine = /^\d+\.\s+(.+)$/;
const inlineMarkup = /\[([^\]\n]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*/g;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | undefined;

  function closeParagraph() {
    if (paragraph.length > 0) {
      blocks.push({ kind: "paragraph", content: parseInline(paragraph.join(" ")) });
      paragraph = [];
    }
  }

  function closeList() {
    if (list) {
      blocks.push({ kind: "list", ordered: list.ordered, items: list.items.map(parseInline) });
      list = undefined;
    }
  }

  for (const line of source.split(/\r\n?|\n/)) {
    const text = line.trim();
    if (text === "") {
      closeParagraph();
      closeList();
      continue;
    }
    const heading = headingLine.exec(text);
    if (heading?.[1] && heading[2]) {
      closeParagraph();
      closeList();
      const level = heading[1].length === 2 ? 2 : 3;
      blocks.push({ kind: "heading", level, content: parseInline(heading[2]) });
      continue;
    }
    const bullet = bulletLine.exec(text);
    const numbered = numberedLine.exec(text);
    const item = bullet?.[1] ?? numbered?.[1];
    if (item !== undefined) {
      closeParagraph();
      const ordered = numbered !== null;
      if (list && list.ordered !== ordered) closeList();
      list ??= { ordered, items: [] };
      list.items.push(item);
      continue;
    }
    closeList();
    paragraph.push(text);
  }
  closeParagraph();
  closeList();
  return blocks;
}

function parseInline(text: string): Inline[] {
  const content: Inline[] = [];
  let position = 0;
  for (const match of text.matchAll(inlineMarkup)) {
    if (match.index > position)
      content.push({ kind: "text", text: text.slice(position, match.index) });
    const [, linkText, href, bold] = match;
    if (linkText !== undefined && href !== undefined) {
      content.push({ kind: "link", href, content: parseInline(linkText) });
    } else if (bold !== undefined) {
      content.push({ kind: "strong", content: parseInline(bold) });
    }
    position = match.index + match[0].length;
  }
  if (position < text.length) content.push({ kind: "text", text: text.slice(position) });
  return content;
}

/** A path on this site (not "//host", which browsers read as another host) or an https URL. */
export function isSafeHref(href: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(href) || /^https:\/\/[^\s\\/]+[^\s\\]*$/i.test(href);
}

export function renderHtml(blocks: Block[]): string {
  return blocks.map(renderBlock).join("\n");
}

function renderBlock(block: Block): string {
  switch (block.kind) {
    case "heading":
      return `<h${block.level}>${renderInline(block.content)}</h${block.level}>`;
    case "paragraph":
      return `<p>${renderInline(block.content)}</p>`;
    case "list": {
      const tag = block.ordered ? "ol" : "ul";
      const items = block.items.map((item) => `<li>${renderInline(item)}</li>`).join("");
      return `<${tag}>${items}</${tag}>`;
    }
  }
}

function renderInline(content: Inline[]): string {
  return content
    .map((node) => {
      switch (node.kind) {
        case "text":
          return escapeHtml(node.text);
        case "strong":
          return `<strong>${renderInline(node.content)}</strong>`;
        case "link":
          return isSafeHref(node.href)
            ? `<a href="${escapeHtml(node.href)}">${renderInline(node.content)}</a>`
            : renderInline(node.content);
      }
    })
    .join("");
}

/** The words a reader sees: one line per heading, paragraph or list item. */
export function plainText(blocks: Block[]): string {
  return blocks
    .flatMap((block) => (block.kind === "list" ? block.items : [block.content]))
    .map(inlineText)
    .join("\n");
}

export function inlineText(content: Inline[]): string {
  return content
    .map((node) => (node.kind === "text" ? node.text : inlineText(node.content)))
    .join("");
}

/** Every href written in the blocks, whether or not it is safe to render. */
export function linkTargets(blocks: Block[]): string[] {
  const targets: string[] = [];
  function visit(content: Inline[]) {
    for (const node of content) {
      if (node.kind === "link") targets.push(node.href);
      if (node.kind !== "text") visit(node.content);
    }
  }
  for (const block of blocks) {
    if (block.kind === "list") block.items.forEach(visit);
    else visit(block.content);
  }
  return targets;
}
