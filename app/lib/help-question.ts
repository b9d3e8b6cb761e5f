/**
 * The words of a question that say what it is about: "How do I get a refund?" → ["refund"].
 * The help centre's search wants every word it is given, so the assistant drops the words
 * every question has.
 */
const commonWords = new Set(
  "a about am an and are as at be been but by can could did do does for from get got have how i if in into is it its me my no not of on or our please should so than that the their them then there they this to too us was we what when where which who why will with would you your".split(
    " ",
  ),
);

export function questionKeywords(question: string): string[] {
  const words = question
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/'s$|'/g, ""))
    .filter((word) => word.length > 1 && !commonWords.has(word));
  return [...new Set(words)];
}
