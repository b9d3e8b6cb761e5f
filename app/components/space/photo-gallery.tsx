import type { SpaceDetail } from "#contract/spaces";

/**
 * The service's photos: the first large, the rest beside it. A phone shows the first alone, so
 * the price comes soon after it, and "See all" (a link to the gallery, :target showing the
 * rest, so without JavaScript too) opens the others below it.
 */
export function PhotoGallery({ photos }: { photos: SpaceDetail["photos"] }) {
  if (photos.length === 0) return null;
  return (
    <section id="photos" aria-label="Photos" className="group mt-6">
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-3 md:grid-rows-2">
        {photos.map((photo, position) => (
          <li
            key={photo.url}
            className={
              position === 0
                ? "relative col-span-2 md:row-span-2"
                : "overflow-hidden rounded-lg max-md:hidden max-md:group-target:block md:col-span-1"
            }
          >
            <img
              src={photo.url}
              alt={photo.alt}
              width={photo.width}
              height={photo.height}
              loading={position === 0 ? "eager" : "lazy"}
              fetchPriority={position === 0 ? "high" : undefined}
              decoding="async"
              className="aspect-[3/2] h-full w-full rounded-lg bg-slate-100 object-cover"
            />
            {position === 0 && photos.length > 1 ? (
              <a
                href="#photos"
                className="absolute right-3 bottom-3 rounded-full bg-white px-4 py-2 text-sm font-semibold text-navy shadow-md group-target:hidden md:hidden"
              >
                See all {photos.length} photos
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
