import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { z } from "zod";
import { FieldErrors, FormErrors, primaryButton, secondaryButton } from "~/components/ui/fields";
import { photoForm } from "~/components/owner/forms";
import { listingPhotoTypes, MAX_PHOTO_BYTES, MAX_PHOTOS } from "#contract/listings";
import { afterSaving, stepHref } from "~/lib/listing-steps";
import { wizardMeta, WizardLayout } from "~/routes/list-your-space/wizard-layout";
import { WizardError } from "~/components/owner/wizard-error";
import { requireSignedIn } from "~/routes/auth/guards.server";
import { listingsFor } from "~/upstream/listings.server";
import type { Route } from "./+types/photos";
import { answered, listingIdFrom, listingForStep, wizardFrame } from "./wizard.server";

/**
 * The wizard's photos step, which is optional: photos are uploaded one at a time (the service
 * checks and resizes each), listed, and removed. The owner carries on when they are done.
 */

export async function loader(args: Route.LoaderArgs) {
  const { listing } = await listingForStep(args, "photos");
  return {
    frame: wizardFrame(listing, "photos"),
    photos: listing.photos,
    next: afterSaving(listing, "photos"),
    constraint: getZodConstraint(photoForm.options[0]),
    rules: {
      types: listingPhotoTypes.join(","),
      maxMegabytes: MAX_PHOTO_BYTES / 1024 / 1024,
      max: MAX_PHOTOS,
    },
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, params, context } = args;
  requireSignedIn(args);
  const id = listingIdFrom(params);
  const submission = parseWithZod(await request.formData(), { schema: photoForm });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const listings = listingsFor(context);
  const change = submission.value;
  const upload = change.intent === "upload";
  const answer = upload
    ? await listings.addPhoto(id, change.photo)
    : await listings.removePhoto(id, change.position);
  if (answer.kind === "saved") return redirect(stepHref(id, "photos"));
  if (!upload || answer.status === 403 || answer.status === 404) {
    return answered(answer, submission, "photos", []);
  }
  // Wrong type (415), too large (413) or one too many (409): the reason belongs to the photo.
  const reasons = Object.values(answer.fields).flat();
  return data(
    {
      result: submission.reply({
        fieldErrors: { photo: reasons.length ? reasons : [answer.message] },
      }),
    },
    { status: answer.status },
  );
}

export const meta: Route.MetaFunction = () => wizardMeta("Photos");

export default function PhotosStep({ loaderData, actionData }: Route.ComponentProps) {
  const { frame, photos, next, rules } = loaderData;
  const navigation = useNavigation();
  const uploading =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const [form, fields] = useForm<z.input<(typeof photoForm.options)[0]>>({
    id: "photo-upload",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
  });
  return (
    <WizardLayout
      frame={frame}
      heading="Add photos"
      intro="Photos are optional, but spaces with them are booked more: show the space itself, the entrance and anything that helps a driver recognise it."
    >
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="space-y-4 rounded-lg border border-slate-200 p-4"
      >
        <FormErrors errors={form.errors} id={form.errorId} />
        <input type="hidden" name="intent" value="upload" />
        <div>
          <label htmlFor={fields.photo.id} className="block text-sm font-semibold text-slate-900">
            Photo
          </label>
          <p id="photo-hint" className="text-sm text-slate-700">
            JPEG, PNG or WebP, up to {rules.maxMegabytes} MB. Up to {rules.max} photos.
          </p>
          <input
            {...getInputProps(fields.photo, { type: "file", ariaDescribedBy: "photo-hint" })}
            // A new input once a photo is added: the file just uploaded is no longer chosen.
            key={`${fields.photo.key}-${photos.length}`}
            accept={rules.types}
            className="mt-1 block w-full text-slate-900 file:mr-3 file:rounded-md file:border file:border-navy file:bg-white file:px-3 file:py-2 file:font-semibold file:text-navy"
          />
          <FieldErrors errors={fields.photo.errors} id={fields.photo.errorId} />
        </div>
        <button type="submit" disabled={uploading} className={secondaryButton}>
          {uploading ? "Uploading…" : "Upload photo"}
        </button>
      </Form>

      <h2 className="mt-8 text-xl font-bold text-navy">
        {photos.length ? `Your photos (${photos.length})` : "No photos yet"}
      </h2>
      {photos.length ? (
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
          {photos.map((photo, index) => (
            <li key={photo.position} className="overflow-hidden rounded-lg border border-slate-200">
              <img
                src={photo.url}
                alt={photo.alt}
                width={photo.width}
                height={photo.height}
                className="aspect-[4/3] w-full object-cover"
              />
              <Form method="post" className="p-3">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="position" value={photo.position} />
                <button type="submit" className="font-semibold text-danger underline">
                  Remove photo {index + 1}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}

      <Link to={next} className={`mt-8 inline-block ${primaryButton}`}>
        {photos.length ? "Continue" : "Continue without photos"}
      </Link>
    </WizardLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <WizardError error={error} />;
}
