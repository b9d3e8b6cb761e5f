/**
 * A page's title, description and sharing cards (Open Graph and Twitter), for `meta` exports.
 * `url` is the page's public address; `image` a path or URL of a 1200×630 picture.
 */
export function pageMeta(options: {
  title: string;
  description: string;
  url: string;
  image?: string;
  type?: "website" | "article";
  noindex?: boolean;
}) {
  const title = `${options.title} | Parkway`;
  const image = new URL(options.image ?? "/images/share-card.png", options.url).toString();
  return [
    { title },
    { name: "description", content: options.description },
    { property: "og:site_name", content: "Parkway" },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: options.description },
    { property: "og:url", content: options.url },
    { property: "og:image", content: image },
    { property: "og:locale", content: "en_GB" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: options.description },
    { name: "twitter:image", content: image },
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

type MetaMatch = { id: string; data?: unknown } | undefined;

/** The public address of `pathname`, read from the root's loader data in a `meta` function. */
export function publicUrl(matches: ReadonlyArray<MetaMatch>, pathname: string): string {
  const root = matches.find((match) => match?.id === "root")?.data as
    { hosts?: { siteUrl?: string } } | undefined;
  return new URL(pathname, root?.hosts?.siteUrl ?? "https://parkway.example").toString();
}
