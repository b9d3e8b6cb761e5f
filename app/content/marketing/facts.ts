import { company } from "../company";

const numbers = new Intl.NumberFormat("en-GB");

/** Company figures as they read in copy: "350,000", "92,000", "4.6". */
export const figures = {
  spaces: numbers.format(company.spacesClaim),
  reviews: numbers.format(company.reviewCount),
  score: String(company.reviewScore),
};

export const PRESS_EMAIL = "press@parkway.example";
