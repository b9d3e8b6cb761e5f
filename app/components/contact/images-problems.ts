import {
  CONTACT_MAX_IMAGES,
  contactImageProblem,
  TOO_MANY_IMAGES_MESSAGE,
} from "#contract/contact-rules";

/** Every problem with a set of chosen images, one message each: checked in the browser too. */
export function imagesProblems(files: Array<{ name: string; size: number; type: string }>) {
  const problems = files.map(contactImageProblem).filter((problem) => problem !== null);
  if (files.length > CONTACT_MAX_IMAGES) problems.unshift(TOO_MANY_IMAGES_MESSAGE);
  return problems;
}
