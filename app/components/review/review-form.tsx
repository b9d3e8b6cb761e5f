import { Form, useNavigation } from "react-router";
import type { z } from "zod";
import { radioProps, textareaProps, type FormConstraint } from "~/components/ui/form";
import { formProps, useForm, type FormReply } from "~/components/ui/use-form";
import type { reviewForm } from "./forms";
import { StarRating } from "./star-rating";

/**
 * A star rating and an optional comment, posted to the page's own address (its link), which
 * checks them against components/review/forms.ts (decision 036).
 */
export function ReviewForm({
  lastResult,
  constraint,
}: {
  lastResult: FormReply | undefined;
  constraint: FormConstraint;
}) {
  const [form, fields] = useForm<z.input<typeof reviewForm>>({
    id: "review",
    lastResult,
    constraint,
  });
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formMethod === "POST";
  const ratings = ["1", "2", "3", "4", "5"].map((value) => radioProps(fields.rating, value));
  const commentHint = "review-comment-hint";
  return (
    <Form method="post" {...formProps(form)} className="mt-6 space-y-6">
      {form.errors ? (
        <p
          id={form.errorId}
          role="alert"
          className="rounded-md border border-danger bg-danger-50 p-3 font-medium text-danger"
        >
          {form.errors.join(" ")}
        </p>
      ) : null}

      <StarRating options={ratings} errorId={fields.rating.errorId} errors={fields.rating.errors} />

      <div>
        <label htmlFor={fields.comment.id} className="text-lg font-semibold text-slate-900">
          Your review <span className="font-normal text-slate-700">(optional)</span>
        </label>
        <p id={commentHint} className="text-sm text-slate-700">
          What was it like to park there? Up to 2,000 characters. Your review appears on the
          space&apos;s page with your first name and the initial of your last name.
        </p>
        <textarea
          {...textareaProps(fields.comment, { hintId: commentHint })}
          rows={6}
          className="mt-2 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-slate-900 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger"
        />
        {fields.comment.errors ? (
          <p id={fields.comment.errorId} className="mt-1 text-sm font-medium text-danger">
            {fields.comment.errors.join(" ")}
          </p>
        ) : null}
      </div>

      <button
        type="submit"
        disabled={sending}
        className="rounded-md bg-navy px-6 py-3 text-lg font-semibold text-white hover:bg-navy-700 disabled:opacity-70"
      >
        {sending ? "Sending…" : "Send review"}
      </button>
    </Form>
  );
}
