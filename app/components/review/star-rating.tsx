import type { radioProps } from "~/components/ui/form";

const ratingWords = ["Poor", "Fair", "Good", "Very good", "Excellent"];

// A star is filled when its own radio, or a later one, is checked; `fill` and `stroke` reach
// the SVG by inheritance, so the stars need no script.
const starClass = [
  "cursor-pointer rounded-md p-1 fill-transparent stroke-slate-600",
  "has-checked:fill-amber-400 has-checked:stroke-amber-800",
  "[&:has(~label_input:checked)]:fill-amber-400 [&:has(~label_input:checked)]:stroke-amber-800",
  "has-focus-visible:outline-[3px] has-focus-visible:outline-offset-2 has-focus-visible:outline-blue-700",
].join(" ");

function Star() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-10 md:size-12">
      <polygon
        points="12 2.5 14.94 8.46 21.5 9.41 16.75 14.04 17.87 20.58 12 17.49 6.13 20.58 7.25 14.04 2.5 9.41 9.06 8.46"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * One to five stars as a radio group: arrow keys move between them, the focused star is
 * outlined, and each is named for screen readers ("4 stars, Very good").
 */
export function StarRating({
  options,
  errorId,
  errors,
}: {
  options: ReturnType<typeof radioProps>[];
  errorId: string;
  errors: string[] | undefined;
}) {
  return (
    <fieldset aria-describedby={errors ? errorId : undefined}>
      <legend className="text-lg font-semibold text-slate-900">Your rating</legend>
      <p className="text-sm text-slate-700">From 1 star (poor) to 5 stars (excellent).</p>
      <div className="mt-2 flex flex-wrap gap-1">
        {options.map((props, index) => (
          <label key={props.value} className={starClass}>
            <input {...props} className="sr-only" />
            <Star />
            <span className="sr-only">
              {index === 0 ? "1 star" : `${index + 1} stars`}, {ratingWords[index]}
            </span>
          </label>
        ))}
      </div>
      {errors ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-danger">
          {errors.join(" ")}
        </p>
      ) : null}
    </fieldset>
  );
}
