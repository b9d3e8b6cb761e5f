import { Link } from "react-router";
import type { CallToAction, IllustrationName, PageLink } from "~/content/marketing/types";
import { Illustration } from "./illustrations";
import { Breadcrumbs } from "./breadcrumbs";

const linkClass = "text-blue-800 underline hover:no-underline";

/** A route inside the app goes through `<Link>`; files, mail and other sites are plain anchors. */
function isRoute(to: string) {
  return to.startsWith("/") && !to.startsWith("/images/");
}

export function ContentLink({
  link,
  className = linkClass,
}: {
  link: PageLink;
  className?: string;
}) {
  if (isRoute(link.to)) {
    return (
      <Link to={link.to} className={className}>
        {link.label}
      </Link>
    );
  }
  const external = /^https?:/.test(link.to);
  return (
    <a href={link.to} className={className} {...(external ? { rel: "noopener" } : {})}>
      {link.label}
    </a>
  );
}

/** The top of every content page: where it sits, its h1, an introduction and a drawing. */
export function PageHero({
  path,
  title,
  eyebrow,
  illustration,
  children,
}: {
  path: string;
  title: string;
  eyebrow?: string;
  illustration: IllustrationName;
  children: React.ReactNode;
}) {
  return (
    <div className="bg-navy-50 px-4 py-10">
      <div className="mx-auto max-w-6xl space-y-6">
        <Breadcrumbs crumbs={[{ title, to: path }]} />
        <div className="grid items-center gap-8 md:grid-cols-[1fr_16rem]">
          <header className="space-y-4">
            {eyebrow ? (
              <p className="text-sm font-semibold tracking-wide text-mint-700 uppercase">
                {eyebrow}
              </p>
            ) : null}
            <h1 className="text-3xl font-bold text-navy sm:text-4xl">{title}</h1>
            {children}
          </header>
          <Illustration name={illustration} className="hidden w-64 md:block" />
        </div>
      </div>
    </div>
  );
}

export function CallToActionPanel({ cta }: { cta: CallToAction }) {
  return (
    <section aria-labelledby="cta-title" className="rounded-xl bg-navy px-6 py-10 text-white">
      <h2 id="cta-title" className="text-2xl font-bold">
        {cta.title}
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-navy-50">{cta.text}</p>
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-4">
        <ContentLink
          link={cta.primary}
          className="inline-block rounded-md bg-mint px-6 py-3 text-lg font-semibold text-navy hover:bg-mint-600 hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
        />
        {cta.secondary ? (
          <ContentLink
            link={cta.secondary}
            className="font-semibold text-white underline hover:no-underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
          />
        ) : null}
      </div>
    </section>
  );
}

export function RelatedLinks({ title, links }: { title: string; links: PageLink[] }) {
  if (links.length === 0) return null;
  return (
    <nav aria-labelledby="related-title" className="space-y-3">
      <h2 id="related-title" className="text-xl font-bold text-navy">
        {title}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <ContentLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
