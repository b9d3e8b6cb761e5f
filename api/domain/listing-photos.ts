import { createHmac } from "node:crypto";
import sharp from "sharp";
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from "#contract/listings";
import { matchesInConstantTime } from "./constant-time";

/** Issue 6 and decision 010: what is kept of an owner's photo (the limits are the contract's). */
/** The longest side a photo is kept at: sharp on a 1600 px wide space page, small to serve. */
export const PHOTO_LONGEST_SIDE = 1_600;
/** A camera's 48-megapixel photo decodes; a decompression bomb does not. */
export const MAX_PHOTO_PIXELS = 50_000_000;
export const PHOTO_CONTENT_TYPE = "image/webp";

const acceptedFormats = new Set(["jpeg", "png", "webp"]);

export const photoTypeMessage = "That file is not a JPEG, PNG or WebP photo we can open";
export const photoSizeMessage = `A photo can be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`;
export const photoCountMessage = `A space can have at most ${MAX_PHOTOS} photos. Remove one to add another`;

export type PreparedPhoto = { bytes: Buffer; width: number; height: number; contentType: string };

/**
 * Decodes an upload and re-encodes it as WebP, turned the way the camera held it, at most
 * PHOTO_LONGEST_SIDE on its longest side and without its metadata (a phone's photo carries
 * where it was taken). Null when the bytes are not a JPEG, PNG or WebP image that decodes in
 * full, whatever the upload's name or declared type said.
 */
export async function preparePhoto(upload: Buffer): Promise<PreparedPhoto | null> {
  const image = sharp(upload, { failOn: "error", limitInputPixels: MAX_PHOTO_PIXELS });
  try {
    const { format } = await image.metadata();
    if (!acceptedFormats.has(format)) return null;
    const { data, info } = await image
      .rotate()
      .resize(PHOTO_LONGEST_SIDE, PHOTO_LONGEST_SIDE, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, contentType: PHOTO_CONTENT_TYPE };
  } catch {
    return null;
  }
}

/** Alt text from the space's title, as its page lists the photos. */
export function photoAlt(title: string, position: number, count: number): string {
  const subject = title.trim() || "The parking space";
  return count > 1 ? `${subject}, photo ${position + 1} of ${count}` : subject;
}

/**
 * The key that shows a listing's photos before it is published (or while it is disabled), so
 * the owner's wizard can show them from a plain image link while nobody else can.
 */
export function photoKey(secret: string, listingId: number): string {
  return createHmac("sha256", secret)
    .update(`listing-photos:${listingId}`)
    .digest("base64url")
    .slice(0, 22);
}

export function photoKeyMatches(secret: string, listingId: number, given: string | undefined) {
  return given !== undefined && matchesInConstantTime(photoKey(secret, listingId), given);
}

/**
 * A photo's address. `v` is the photo's own number, so a photo replaced at the same position is
 * fetched afresh rather than from a cache.
 */
export function photoUrl(
  photo: { listingId: number; position: number; id: number },
  key?: string,
): string {
  const query = new URLSearchParams({ v: String(photo.id) });
  if (key) query.set("key", key);
  return `/api/v2/spaces/${photo.listingId}/photos/${photo.position}?${query}`;
}
