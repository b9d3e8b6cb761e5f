// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";
import { FormErrors, TextField } from "../../app/components/ui/fields";
import { checkboxProps, radioProps } from "../../app/components/ui/form";
import { formProps, useForm, type FormReply } from "../../app/components/ui/use-form";

afterEach(cleanup);

type Details = { first_name: string; email: string };

function DetailsForm({ lastResult }: { lastResult?: FormReply }) {
  const [form, fields] = useForm<Details>({
    id: "details",
    lastResult,
    defaultValue: { first_name: "Ada", email: null },
    constraint: { email: { required: true, maxLength: 254 } },
  });
  return (
    <form {...formProps(form)}>
      <FormErrors errors={form.errors} id={form.errorId} />
      <TextField field={fields.first_name} label="First name" />
      <TextField field={fields.email} label="Email address" type="email" hint="We reply here." />
    </form>
  );
}

const refused: FormReply = {
  status: "error",
  initialValue: { first_name: "Ada", email: "ada@" },
  error: { email: ["Enter a real email address"], "": ["Check the form"] },
};

test("a form starts from its defaults, with the loader's constraints and no errors", () => {
  render(<DetailsForm />);
  const email = screen.getByRole("textbox", { name: "Email address" });
  expect(screen.getByRole("textbox", { name: "First name" })).toHaveProperty("value", "Ada");
  expect(email.hasAttribute("required")).toBe(true);
  expect(email.getAttribute("maxlength")).toBe("254");
  expect(email.getAttribute("aria-invalid")).toBeNull();
  expect(email.getAttribute("aria-describedby")).toBe("details-email-hint");
  expect(document.forms.namedItem("details")?.noValidate).toBe(true);
});

test("the action's answer, rendered as a page, shows what was sent and its errors", () => {
  render(<DetailsForm lastResult={refused} />);
  const email = screen.getByRole("textbox", { name: "Email address" });
  expect(email).toHaveProperty("value", "ada@");
  expect(email.getAttribute("aria-invalid")).toBe("true");
  expect(email.getAttribute("aria-describedby")).toBe("details-email-error details-email-hint");
  expect(document.getElementById("details-email-error")?.textContent).toBe(
    "Enter a real email address",
  );
  expect(screen.getByRole("alert").textContent).toBe("Check the form");
  expect(document.activeElement).toBe(document.body);
});

test("a reply that comes to the page focuses the first field in error and stays till the next", () => {
  const { rerender } = render(<DetailsForm />);
  rerender(<DetailsForm lastResult={refused} />);
  const email = screen.getByRole("textbox", { name: "Email address" });
  expect(document.activeElement).toBe(email);

  // While the form is sent again, its errors stay until the new answer comes.
  rerender(<DetailsForm />);
  expect(email.getAttribute("aria-invalid")).toBe("true");

  rerender(<DetailsForm lastResult={{ status: "error", initialValue: {}, error: {} }} />);
  expect(email.getAttribute("aria-invalid")).toBeNull();
  expect(screen.queryByRole("alert")).toBeNull();
});

function TermsForm({ lastResult }: { lastResult?: FormReply }) {
  const [form, fields] = useForm<{ terms: boolean }>({
    id: "terms",
    lastResult,
    constraint: { terms: { required: true } },
  });
  return (
    <form {...formProps(form)}>
      <input {...checkboxProps(fields.terms)} />
      <label htmlFor={fields.terms.id}>I accept the terms</label>
    </form>
  );
}

test("a checkbox sends on, and starts ticked when that is what the refused form sent", () => {
  render(<TermsForm />);
  const terms = screen.getByRole("checkbox", { name: "I accept the terms" });
  expect(terms).toHaveProperty("value", "on");
  expect(terms).toHaveProperty("checked", false);
  expect(terms.hasAttribute("required")).toBe(true);
  cleanup();

  render(
    <TermsForm
      lastResult={{ status: "error", initialValue: { terms: "on" }, error: { terms: ["Accept"] } }}
    />,
  );
  const sent = screen.getByRole("checkbox", { name: "I accept the terms" });
  expect(sent).toHaveProperty("checked", true);
  expect(sent.getAttribute("aria-invalid")).toBe("true");
  expect(sent.getAttribute("aria-describedby")).toBe("terms-terms-error");
});

test("a radio group's options each have an id, and the one sent starts ticked", () => {
  function RatingForm({ lastResult }: { lastResult?: FormReply }) {
    const [form, fields] = useForm<{ rating: string }>({
      id: "review",
      lastResult,
      constraint: { rating: { required: true } },
    });
    return (
      <form {...formProps(form)}>
        {["1", "2"].map((value) => (
          <label key={value}>
            <input {...radioProps(fields.rating, value)} />
            {value} stars
          </label>
        ))}
      </form>
    );
  }
  render(<RatingForm lastResult={{ status: "error", initialValue: { rating: "2" }, error: {} }} />);
  const [one, two] = screen.getAllByRole("radio");
  expect(one?.id).toBe("review-rating-1");
  expect(one).toHaveProperty("checked", false);
  expect(one?.hasAttribute("required")).toBe(true);
  expect(two).toHaveProperty("value", "2");
  expect(two).toHaveProperty("checked", true);
});
