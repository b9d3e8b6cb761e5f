import { driverInsights } from "./for-drivers";
import { ownerInsights } from "./for-owners";
import type { Insight, InsightBlock } from "./types";

export type { Insight, InsightBlock, InsightCategory } from "./types";

export const insightCategoryTitles = {
  drivers: "For drivers",
  owners: "For space owners",
  news: "News",
} as const;

/** Every article, newest first. */
export const insights: Insight[] = [...driverInsights, ...ownerInsights].sort((a, b) =>
  b.published.localeCompare(a.published),
);

export function insightBySlug(slug: string): Insight | undefined {
  return insights.find((insight) => insight.slug === slug);
}

export function insightPath(insight: Pick<Insight, "slug">) {
  return `/insights/${insight.slug}`;
}

const WORDS_PER_MINUTE = 220;

function blockWords(block: InsightBlock) {
  const text = block.kind === "list" ? block.items.join(" ") : block.text;
  return text.split(/\s+/).filter(Boolean).length;
}

export function readingMinutes(insight: Insight): number {
  const words = insight.body.reduce((sum, block) => sum + blockWords(block), 0);
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** Articles in the same category, newest first, for "read next". */
export function relatedInsights(insight: Insight, count = 3): Insight[] {
  const same = insights.filter(
    (other) => other.slug !== insight.slug && other.category === insight.category,
  );
  const others = insights.filter(
    (other) => other.slug !== insight.slug && other.category !== insight.category,
  );
  return [...same, ...others].slice(0, count);
}

export type InlinePart =
  { kind: "text"; text: string } | { kind: "link"; text: string; to: string };

/** Text with `[words](/path)` links, as parts to render; only internal paths become links. */
export function inlineParts(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  const link = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;
  let from = 0;
  for (const match of text.matchAll(link)) {
    if (match.index > from) parts.push({ kind: "text", text: text.slice(from, match.index) });
    parts.push({ kind: "link", text: match[1] ?? "", to: match[2] ?? "/" });
    from = match.index + match[0].length;
  }
  if (from < text.length) parts.push({ kind: "text", text: text.slice(from) });
  return parts;
}
