type OwnerListings = { drafts: { id: number }[]; total: number };

export type ListingUrls = {
  /** The listing site; empty means this site's own listing wizard. */
  listingSiteUrl: string;
  accountUrl: string;
};

/**
 * Spec §2, the 'List your space for free' button: signed out → /list-your-space; exactly one
 * draft → that draft's progress page; more than one listing → the landlord area; otherwise
 * /list-your-space.
 */
export function listYourSpaceHref(
  listings: OwnerListings | null,
  { listingSiteUrl, accountUrl }: ListingUrls,
): string {
  if (!listings) return "/list-your-space";
  const [onlyDraft] = listings.drafts;
  if (listings.drafts.length === 1 && onlyDraft) {
    return `${listingSiteUrl}/list-your-space/${encodeURIComponent(onlyDraft.id)}/progress`;
  }
  if (listings.total > 1) return `${accountUrl.replace(/\/$/, "")}/listings`;
  return "/list-your-space";
}
