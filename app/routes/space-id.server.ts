import type { Spaces } from "~/upstream/spaces.server";

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const spaceNumber = /^[1-9]\d{0,14}$/;

/**
 * A space page's parameters: `/locations/show/{spaceId}`, `/{city}/{district}/{space}`, or the
 * spec's `/locations/{city?}/{district?}/{space}`, where a space named alone is its id.
 */
export type SpaceParams = { spaceId?: string; city?: string; district?: string; space?: string };

/** The id of the space the page's address names, or null when it names none. */
export async function spaceIdOf(spaces: Spaces, params: SpaceParams) {
  if (params.spaceId !== undefined) {
    return spaceNumber.test(params.spaceId) ? Number(params.spaceId) : null;
  }
  const { city, district, space } = params;
  if (space && !city && !district) return spaceNumber.test(space) ? Number(space) : null;
  if (!city || !district || !space) return null;
  if (![city, district, space].every((segment) => slugPattern.test(segment))) return null;
  return spaces.spaceIdAt(city, district, space);
}
