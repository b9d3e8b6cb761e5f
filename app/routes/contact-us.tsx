import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Breadcrumbs } from "~/components/content/breadcrumbs";
import { BotCheckField } from "~/components/contact/bot-check-field";
import { contactForm, type ContactForm } from "~/components/contact/contact-form";
import { ImagesField } from "~/components/contact/images-field";
import {
  FieldErrors,
  FormErrors,
  inputClass,
  LabelledField,
  primaryButton,
  TextField,
} from "~/components/ui/fields";
import { inputProps, selectProps, textareaProps } from "~/components/ui/form";
import { formProps, useForm } from "~/components/ui/use-form";
import { ErrorPage } from "~/components/error-page";
import { hostContext, visitorContext } from "~/upstream/context";
import { pageMeta, publicUrl } from "~/lib/page-meta";
import { contactFor } from "~/upstream/contact.server";
import {
  CONTACT_MAX_IMAGE_BYTES,
  CONTACT_MAX_IMAGES,
  CONTACT_MESSAGE_MAX_LENGTH,
  contactImageTypes,
  contactTopicLabels,
  contactTopics,
} from "#contract/contact-rules";
import type { Route } from "./+types/contact-us";

const fieldNames = [
  "name",
  "email",
  "topic",
  "booking_reference",
  "message",
  "supporting_image",
  "website",
  "bot_answer",
] as const;

/** The service names the images' field as it is sent, and the bot check as one field. */
const serviceFieldNames: Record<string, (typeof fieldNames)[number]> = {
  "supporting_image[]": "supporting_image",
  bot_check: "bot_answer",
};

const reference = /^PWC-[A-Z0-9]{8}$/;

export async function loader({ url, context }: Route.LoaderArgs) {
  const sent = url.searchParams.get("sent");
  const constraint = getZodConstraint(contactForm);
  if (sent && reference.test(sent)) {
    return { sent, challenge: null, sender: null, recaptcha: null, constraint };
  }
  const { user } = context.get(visitorContext);
  const { config } = context.get(hostContext);
  return {
    sent: null,
    challenge: await contactFor(context).botChallenge(),
    sender: user
      ? {
          name: [user.first_name, user.last_name].filter(Boolean).join(" "),
          email: user.email ?? "",
        }
      : null,
    recaptcha: config.browser.recaptcha ?? null,
    constraint,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: contactForm });
  if (submission.status !== "success") {
    return data(
      {
        result: submission.reply({ hideFields: ["supporting_image"] }),
        challenge: await contactFor(context).botChallenge(),
      },
      { status: 400 },
    );
  }
  const form = submission.value;
  const outcome = await contactFor(context).send({
    name: form.name,
    email: form.email,
    topic: form.topic,
    bookingReference: form.booking_reference,
    message: form.message,
    images: form.supporting_image ?? [],
    website: form.website,
    botSolution: {
      altcha: form.altcha,
      bot_question_token: form.bot_question_token,
      bot_answer: form.bot_answer,
      "g-recaptcha-response": form["g-recaptcha-response"],
    },
  });
  if (outcome.kind === "sent") return redirect(`/contact-us?sent=${outcome.reference}`, 303);
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  if (outcome.kind === "invalid") {
    for (const [name, messages] of Object.entries(outcome.errors)) {
      const field = serviceFieldNames[name] ?? name;
      if ((fieldNames as readonly string[]).includes(field)) fieldErrors[field] = messages;
      else formErrors.push(...messages);
    }
  }
  if (outcome.kind === "refused" || Object.keys(fieldErrors).length + formErrors.length === 0) {
    formErrors.push(outcome.message);
  }
  return data(
    {
      result: submission.reply({ formErrors, fieldErrors, hideFields: ["supporting_image"] }),
      // A bot-check solution counts once: the form gets a fresh challenge.
      challenge: await contactFor(context).botChallenge(),
    },
    { status: outcome.kind === "refused" ? 429 : 400 },
  );
}

export const meta: Route.MetaFunction = ({ location, matches }) =>
  pageMeta({
    title: "Contact us",
    description:
      "Send Parkway's support team a message about a booking, a refund, getting into a space or your listing, with photos if they help.",
    url: publicUrl(matches, location.pathname),
  });

function Sent({ reference }: { reference: string }) {
  return (
    <section
      aria-labelledby="sent-title"
      className="space-y-3 rounded-lg border border-mint bg-white p-6"
    >
      <h2 id="sent-title" className="text-2xl font-bold text-navy">
        Thank you, your message has been sent
      </h2>
      <p className="text-lg text-slate-800">
        Your reference is <strong>{reference}</strong>. We have emailed you an acknowledgement with
        it, and we will reply to the same address.
      </p>
      <p>
        <Link to="/support" className="font-semibold text-blue-800 underline">
          Browse the help centre
        </Link>
      </p>
    </section>
  );
}

function ContactFormSection({
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const navigation = useNavigation();
  const [form, fields] = useForm<ContactForm>({
    id: "contact-us",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: loaderData.constraint,
    defaultValue: loaderData.sender ?? undefined,
  });
  const challenge = actionData?.challenge ?? loaderData.challenge;
  const sending = navigation.state === "submitting";
  return (
    <Form method="post" encType="multipart/form-data" {...formProps(form)} className="space-y-5">
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField field={fields.name} label="Your name" autoComplete="name" />
      <TextField
        field={fields.email}
        label="Email address"
        type="email"
        autoComplete="email"
        hint="We reply to this address."
      />
      <LabelledField field={fields.topic} label="What is it about?">
        {() => (
          <select {...selectProps(fields.topic)} className={inputClass}>
            <option value="">Choose a topic</option>
            {contactTopics.map((topic) => (
              <option key={topic} value={topic}>
                {contactTopicLabels[topic]}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
      <TextField
        field={fields.booking_reference}
        label="Booking reference (optional)"
        hint="From your confirmation email, like PW-LFLS."
        autoComplete="off"
      />
      <LabelledField
        field={fields.message}
        label="Your message"
        hint={`Up to ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString("en-GB")} characters.`}
      >
        {(hintId) => (
          <textarea
            {...textareaProps(fields.message, { hintId })}
            rows={7}
            className={inputClass}
          />
        )}
      </LabelledField>
      <ImagesField
        field={fields.supporting_image}
        accept={contactImageTypes.join(",")}
        hint={`Up to ${CONTACT_MAX_IMAGES} photos (JPEG, PNG, WebP or HEIC), ${CONTACT_MAX_IMAGE_BYTES / 1024 / 1024} MB each: a screenshot of an error, the sign at the entrance.`}
      />
      {/* People never see this field; only a form-filling bot puts anything in it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={fields.website.id}>Leave this empty</label>
        <input {...inputProps(fields.website, { type: "text" })} tabIndex={-1} autoComplete="off" />
        <FieldErrors errors={fields.website.errors} id={fields.website.errorId} />
      </div>
      <BotCheckField
        key={challenge && "altcha" in challenge ? challenge.altcha.signature : "recaptcha"}
        challenge={challenge}
        recaptcha={loaderData.recaptcha}
        answer={fields.bot_answer}
      />
      <button type="submit" className={primaryButton} disabled={sending}>
        {sending ? "Sending…" : "Send message"}
      </button>
    </Form>
  );
}

export default function ContactUs({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-5xl space-y-8 px-4 py-8">
      <Breadcrumbs crumbs={[{ title: "Contact us", to: "/contact-us" }]} />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-navy sm:text-4xl">Contact us</h1>
        <p className="max-w-3xl text-lg text-slate-700">
          Tell us what happened and we will reply by email. If it is about a booking, its reference
          helps us find it straight away.
        </p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
        {loaderData.sent ? (
          <Sent reference={loaderData.sent} />
        ) : (
          <ContactFormSection loaderData={loaderData} actionData={actionData} />
        )}
        <aside
          aria-labelledby="quick-answers"
          className="space-y-3 self-start rounded-lg bg-slate-100 p-5"
        >
          <h2 id="quick-answers" className="text-xl font-bold text-navy">
            Quick answers
          </h2>
          <ul className="space-y-2">
            <li>
              <Link to="/support/search?q=cancel+refund" className="text-blue-800 underline">
                Cancelling a booking and refunds
              </Link>
            </li>
            <li>
              <Link to="/support/search?q=access+instructions" className="text-blue-800 underline">
                Finding your access instructions
              </Link>
            </li>
            <li>
              <Link to="/support/search?q=monthly" className="text-blue-800 underline">
                Monthly parking
              </Link>
            </li>
            <li>
              <Link to="/support" className="text-blue-800 underline">
                Everything in the help centre
              </Link>
            </li>
          </ul>
        </aside>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
