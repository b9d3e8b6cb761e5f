import { buildFooter, type FooterFeatures } from "~/content/footer";
import { SiteLink, targetOf } from "../ui/site-link";

/** The site map's sections: the same for every visitor under the same flags. */
export function FooterSections(features: FooterFeatures) {
  return buildFooter(features).map((section) => (
    <nav key={section.title} aria-label={section.title}>
      <h3 className="mb-3 text-sm font-bold tracking-wide text-white uppercase">{section.title}</h3>
      <ul className="space-y-2 text-sm">
        {section.links.map((link) => (
          <li key={link.title}>
            <SiteLink to={targetOf(link)} className="hover:text-white hover:underline">
              {link.title}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  ));
}
