/** Help centre addresses, built from the slugs the help centre answers with. */
export function categoryPath(category: { slug: string }) {
  return `/support/${category.slug}`;
}

export function sectionPath(category: { slug: string }, section: { slug: string }) {
  return `${categoryPath(category)}/${section.slug}`;
}

export function articlePath(
  category: { slug: string },
  section: { slug: string },
  article: { slug: string },
) {
  return `${sectionPath(category, section)}/${article.slug}`;
}

export const helpCentreCrumb = { title: "Help & Support", to: "/support" };

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** True when every segment of a help address could be a slug; anything else is not a page. */
export function areSlugs(...segments: Array<string | undefined>) {
  return segments.every((segment) => segment !== undefined && slug.test(segment));
}
