import type { SpaceDetail } from "#contract/spaces";

/** The service's photos: the first large, the rest beside it (below it on a phone). */
export function PhotoGallery({ photos }: { photos: SpaceDetail["photos"] }) {
  if (photos.length === 0) return null;
  return (
    <section aria-label="Photos" className="mt-6">
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-3 md:grid-rows-2">
        {photos.map((photo, position) => (
          <li
            key={photo.url}
            className={
              position === 0
                ? "col-span-2 md:row-span-2"
                : "overflow-hidden rounded-lg md:col-span-1"
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
          </li>
        ))}
      </ul>
    </section>
  );
}
