/** Help-centre content as written by the support team; ids are stable, positions follow order. */

export type HelpCategoryContent = {
  id: number;
  slug: string;
  name: string;
  description: string;
};

export type HelpArticleContent = {
  id: number;
  slug: string;
  title: string;
  /** Topic labels, lower case (Zendesk's label_names). */
  labels: string[];
  /** Listed among its category's top articles. */
  promoted?: boolean;
  /** ISO 8601 time the article was last reviewed. */
  updatedAt: string;
  /** Markdown in the subset `../markdown.ts` renders. Starts with a summary paragraph. */
  body: string;
};

export type HelpSectionContent = {
  id: number;
  categoryId: number;
  slug: string;
  name: string;
  description: string;
  articles: HelpArticleContent[];
};
