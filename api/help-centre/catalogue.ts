import type { HelpCategoryContent, HelpSectionContent } from "./content/types";
import { inlineText, parseMarkdown, plainText, renderHtml, type Block } from "./markdown";
import { shortenAtWord } from "./text";

export type HelpCategory = {
  id: number;
  slug: string;
  name: string;
  description: string;
  position: number;
};

export type HelpSection = {
  id: number;
  category: HelpCategory;
  slug: string;
  name: string;
  description: string;
  position: number;
  articleCount: number;
};

export type HelpArticle = {
  id: number;
  section: HelpSection;
  category: HelpCategory;
  slug: string;
  title: string;
  /** Sanitised HTML. */
  body: string;
  /** What a reader sees of the body, one line per block; searched. */
  text: string;
  excerpt: string;
  labelNames: string[];
  position: number;
  promoted: boolean;
  updatedAt: string;
};

/** Categories, sections and articles in reading order: by category, then section, then article. */
export type HelpCatalogue = {
  categories: HelpCategory[];
  sections: HelpSection[];
  articles: HelpArticle[];
};

const excerptLength = 200;

function excerptOf(blocks: Block[]): string {
  const summary = blocks.find((block) => block.kind === "paragraph");
  return summary ? shortenAtWord(inlineText(summary.content), excerptLength) : "";
}

export function buildCatalogue(
  categoryContent: HelpCategoryContent[],
  sectionContent: HelpSectionContent[],
): HelpCatalogue {
  const categories = categoryContent.map((category, index) => ({
    ...category,
    position: index + 1,
  }));
  const sections: HelpSection[] = [];
  const articles: HelpArticle[] = [];
  for (const category of categories) {
    const ownSections = sectionContent.filter((section) => section.categoryId === category.id);
    ownSections.forEach((section, sectionIndex) => {
      const place: HelpSection = {
        id: section.id,
        category,
        slug: section.slug,
        name: section.name,
        description: section.description,
        position: sectionIndex + 1,
        articleCount: section.articles.length,
      };
      sections.push(place);
      section.articles.forEach((article, articleIndex) => {
        const blocks = parseMarkdown(article.body);
        articles.push({
          id: article.id,
          section: place,
          category,
          slug: article.slug,
          title: article.title,
          body: renderHtml(blocks),
          text: plainText(blocks),
          excerpt: excerptOf(blocks),
          labelNames: article.labels,
          position: articleIndex + 1,
          promoted: article.promoted ?? false,
          updatedAt: article.updatedAt,
        });
      });
    });
  }
  return { categories, sections, articles };
}

/** The item whose id is `key` when `key` is all digits, otherwise the item whose slug it is. */
export function findByIdOrSlug<T extends { id: number; slug: string }>(
  items: readonly T[],
  key: string,
): T | undefined {
  return /^\d+$/.test(key)
    ? items.find((item) => item.id === Number(key))
    : items.find((item) => item.slug === key);
}
