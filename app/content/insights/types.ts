/**
 * An insight article as typed data. Paragraphs and list items may link with `[words](/path)`;
 * nothing else is markup, and React renders every word as text.
 */
export type InsightBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[]; ordered?: boolean };

export type InsightCategory = "drivers" | "owners" | "news";

export type Insight = {
  slug: string;
  title: string;
  /** At most 160 characters: the listing and search engines show it. */
  description: string;
  category: InsightCategory;
  /** ISO date, UK time. */
  published: string;
  body: InsightBlock[];
};
