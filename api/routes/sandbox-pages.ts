import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { csrf } from "hono/csrf";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { z } from "zod";
import { readExpiry } from "#contract/cards";
import { walletMethods, type WalletMethod } from "#contract/payments";
import { currencies } from "#contract/vocabulary";
import type { ApiEnv } from "../context";
import { createRouter } from "../openapi";
import type { SandboxPaymentProvider } from "../payments/sandbox";

/**
 * The sandbox's own pages (decision 025), standing in for Stripe's: the card fields the pay
 * step frames, the hosted card page a checkout without JavaScript is sent to, a wallet's
 * approval sheet and the bank's 3-D Secure challenge. The card number reaches only these
 * pages, never the web; it is checked, turned into a token and dropped, never stored or logged.
 */

const PAGES_PATH = "/api/v2/sandbox";
const FORM_COOKIE = "sbx_form";

const walletNames: Record<WalletMethod, string> = {
  paypal: "PayPal",
  "apple-pay": "Apple Pay",
  "google-pay": "Google Pay",
};

/** A path on this site to send the driver back to: never another site, never `//host`. */
const returnPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])[^\\\s]*$/);

/**
 * What the driver is about to pay, as the service quoted it to the web that sends them here: the
 * page shows it, as every provider's page does, and charges nothing from it. The charge is the
 * service's own, made for the booking on the driver's return (decision 025, its addendum).
 */
const toPay = {
  amount: z
    .string()
    .regex(/^\d{1,7}\.\d{2}$/)
    .transform(Number),
  currency: z.enum(currencies),
};

const cardPageQuery = z.discriminatedUnion("mode", [
  // Paying now, or saving the card to the driver's account for later, which takes no payment.
  z.discriminatedUnion("purpose", [
    z.object({
      mode: z.literal("hosted"),
      return_to: returnPath,
      purpose: z.literal("pay").default("pay"),
      ...toPay,
    }),
    z.object({ mode: z.literal("hosted"), return_to: returnPath, purpose: z.literal("save") }),
  ]),
  z.object({ mode: z.literal("embedded"), parent_origin: z.string().max(200) }),
]);

const formToken = z.string().regex(/^[\w-]{22}$/);

const cardForm = z.object({
  form_token: formToken,
  number: z.string().max(40).default(""),
  expiry: z.string().max(20).default(""),
  cvc: z.string().max(8).default(""),
});

const walletQuery = z.object({ method: z.enum(walletMethods), return_to: returnPath, ...toPay });
const walletAnswer = z.object({
  form_token: formToken,
  answer: z.enum(["approve", "cancel"]),
});

const challengeQuery = z.object({ client_secret: z.string().min(1).max(200) });
const challengeAnswer = z.object({
  form_token: formToken,
  answer: z.enum(["approve", "fail"]),
});

const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#fff}
main{max-width:32rem;margin:0 auto;padding:2rem 1rem}
.fields{padding:2px}
h1{margin:0 0 .5rem;font-size:1.5rem;color:#14213d}
p{margin:.5rem 0}
.provider{font-size:.875rem;color:#334155}
.field{margin-top:.75rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
label{display:block;font-weight:600;font-size:.875rem}
.hint{display:block;font-weight:400;color:#334155}
input{display:block;width:100%;margin-top:.25rem;padding:.5rem .75rem;font:inherit;border:1px solid #64748b;border-radius:.375rem}
input[aria-invalid=true]{border-color:#b91c1c}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.error{color:#b91c1c;font-size:.875rem;margin:.25rem 0 0}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
button,.actions a{font:inherit;font-weight:600;padding:.625rem 1.25rem;border-radius:.375rem;border:2px solid #14213d;cursor:pointer;text-decoration:none}
.primary{background:#14213d;color:#fff}
.secondary{background:#fff;color:#14213d}
.amount{font-size:1.25rem;font-weight:700}
`;

type Page = { title: string; body: HtmlEscapedString | Promise<HtmlEscapedString> };

/**
 * A page with its own policy: scripts only by nonce, forms only to this site, and framed only
 * by this site's pages (the card fields), or never (the others).
 */
async function sendPage(
  c: Context<ApiEnv>,
  page: Page,
  options: { framed?: boolean; script?: string; status?: 200 | 400 | 404 } = {},
) {
  const nonce = randomBytes(16).toString("base64");
  const framed = options.framed ?? false;
  c.header(
    "Content-Security-Policy",
    [
      "default-src 'none'",
      `script-src 'nonce-${nonce}'`,
      `style-src 'nonce-${nonce}'`,
      "form-action 'self'",
      "base-uri 'none'",
      `frame-ancestors ${framed ? "'self'" : "'none'"}`,
    ].join("; "),
  );
  c.header("X-Frame-Options", framed ? "SAMEORIGIN" : "DENY");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Referrer-Policy", "no-referrer");
  c.header("Cache-Control", "no-store");
  const document = html`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${page.title}</title>
        <style nonce="${nonce}">
          ${raw(styles)}
        </style>
      </head>
      <body>
        ${framed ? html`<div class="fields">${page.body}</div>` : html`<main>${page.body}</main>`}
        ${
          options.script
            ? html`<script nonce="${nonce}">
                ${raw(options.script)};
              </script>`
            : ""
        }
      </body>
    </html>`;
  return c.html(document, options.status ?? 200);
}

/**
 * CSRF: a random token in a SameSite=Strict cookie that each form repeats (double submit), on
 * top of the Origin check of `csrf()`.
 */
function issueFormToken(c: Context<ApiEnv>): string {
  const existing = formToken.safeParse(getCookie(c, FORM_COOKIE));
  if (existing.success) return existing.data;
  const token = randomBytes(16).toString("base64url");
  setCookie(c, FORM_COOKIE, token, {
    path: PAGES_PATH,
    httpOnly: true,
    sameSite: "Strict",
    secure: new URL(c.req.url).protocol === "https:",
  });
  return token;
}

function formTokenMatches(c: Context<ApiEnv>, sent: string): boolean {
  const expected = Buffer.from(getCookie(c, FORM_COOKIE) ?? "");
  const given = Buffer.from(sent);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function expired(c: Context<ApiEnv>) {
  return sendPage(
    c,
    {
      title: "This page has expired",
      body: html`<h1>This page has expired</h1>
        <p>Go back to Parkway and choose how to pay again. You have not been charged.</p>`,
    },
    { status: 400 },
  );
}

/** The origins the card fields may hand their token to: this site's pages. */
function allowedParent(c: Context<ApiEnv>, appUrl: string | undefined, origin: string) {
  const own = new URL(c.req.url).origin;
  return origin === own || (appUrl !== undefined && origin === new URL(appUrl).origin);
}

/** "£12.40 to Parkway", "€5.00 to Parkway": what a payment page says the driver pays. */
function paymentTo(amount: number, currency: string) {
  const shown = new Intl.NumberFormat("en-GB", { style: "currency", currency }).format(amount);
  return html`<p class="amount">${shown} to Parkway</p>`;
}

/** Why a page's address was refused: the amount to show, or where the page returns to. */
function queryRefusal(error: z.ZodError, otherwise: string) {
  const amiss = error.issues.some(
    (issue) => issue.path[0] === "amount" || issue.path[0] === "currency",
  );
  return amiss
    ? "Say the amount to pay and its currency, such as amount=12.40&currency=GBP"
    : otherwise;
}

function withQuery(path: string, query: Record<string, string>) {
  return `${path}${path.includes("?") ? "&" : "?"}${new URLSearchParams(query)}`;
}

type CardErrors = { number?: string[]; expiry?: string[]; cvc?: string[]; form?: string[] };

function fieldError(id: string, errors: string[] | undefined) {
  return errors?.length ? html`<p class="error" id="${id}-error">${errors.join(" ")}</p>` : "";
}

function cardInput(
  id: "number" | "expiry" | "cvc",
  label: string,
  hint: string,
  errors: string[] | undefined,
  autocomplete: string,
) {
  const invalid = Boolean(errors?.length);
  const described = [hint ? `${id}-hint` : "", invalid ? `${id}-error` : ""].filter(Boolean);
  return html`<div class="field">
    <label for="${id}"
      >${label}${hint ? html` <span class="hint" id="${id}-hint">${hint}</span>` : ""}</label
    >
    <input
      id="${id}"
      name="${id}"
      inputmode="numeric"
      autocomplete="${autocomplete}"
      required
      aria-invalid="${invalid ? "true" : "false"}"
      ${described.length ? raw(`aria-describedby="${described.join(" ")}"`) : ""}
    />
    ${fieldError(id, errors)}
  </div>`;
}

/** The card form; what was typed is never sent back, even to correct it. */
function cardPage(
  query: z.infer<typeof cardPageQuery>,
  token: string,
  errors: CardErrors = {},
): Page {
  const hosted = query.mode === "hosted";
  const paying = query.mode === "hosted" && query.purpose === "pay" ? query : null;
  const hidden =
    query.mode === "hosted"
      ? html`<input type="hidden" name="return_to" value="${query.return_to}" />
          <input type="hidden" name="purpose" value="${query.purpose}" />
          ${
            paying
              ? html`<input type="hidden" name="amount" value="${paying.amount.toFixed(2)}" />
                  <input type="hidden" name="currency" value="${paying.currency}" />`
              : ""
          }`
      : html`<input type="hidden" name="parent_origin" value="${query.parent_origin}" />`;
  return {
    title: "Card details | Parkway sandbox payments",
    body: html`${
        hosted
          ? html`<h1>${paying ? "Pay by card" : "Add a card"}</h1>
              <p class="provider">
                Parkway's sandbox payment page: test cards only, no money moves.
              </p>
              ${paying ? paymentTo(paying.amount, paying.currency) : ""}`
          : ""
      }
      <form method="post" novalidate aria-label="Card details">
        <input type="hidden" name="mode" value="${query.mode}" />
        ${hidden}
        <input type="hidden" name="form_token" value="${token}" />
        ${errors.form?.length ? html`<p class="error" role="alert">${errors.form.join(" ")}</p>` : ""}
        ${cardInput("number", "Card number", "", errors.number, "cc-number")}
        <div class="row">
          ${cardInput("expiry", "Expiry date", "MM/YY", errors.expiry, "cc-exp")}
          ${cardInput("cvc", "Security code", "3 or 4 digits", errors.cvc, "cc-csc")}
        </div>
        ${
          hosted
            ? html`<div class="actions">
                <button type="submit" class="primary">Continue</button>
                <a
                  class="secondary"
                  href="${withQuery(query.return_to, { paid_with: "card", cancelled: "1" })}"
                  >Cancel and go back</a
                >
              </div>`
            : ""
        }
      </form>`,
  };
}

/** The framed card fields answer their parent page: the token, or that the card needs fixing. */
function embeddedScript(parentOrigin: string, message: object | null) {
  const target = JSON.stringify(parentOrigin);
  const answer = message ? `parent.postMessage(${JSON.stringify(message)}, ${target});` : "";
  return `${answer}
window.addEventListener("message", function (event) {
  if (event.origin !== ${target} || event.source !== parent) return;
  if (event.data && event.data.type === "parkway-card-submit") document.forms[0].requestSubmit();
});
var invalid = document.querySelector("[aria-invalid=true]");
if (invalid) invalid.focus();`;
}

function cardErrorsOf(errors: Record<string, string[]>): CardErrors {
  const expiry = [...(errors.exp_month ?? []), ...(errors.exp_year ?? [])];
  return {
    number: errors.number,
    expiry: expiry.length ? [...new Set(expiry)] : undefined,
    cvc: errors.cvc,
  };
}

/** Mounted only when the sandbox is the configured provider. */
export function sandboxPageRoutes(deps: {
  payments: SandboxPaymentProvider;
  config: { appUrl?: string };
}) {
  const router = createRouter();
  router.use("/sandbox/pages/*", csrf());
  router.use("/sandbox/authentications/*", csrf());

  router.get("/sandbox/pages/card", async (c) => {
    const query = cardPageQuery.safeParse(c.req.query());
    if (!query.success) {
      return c.json(
        { message: queryRefusal(query.error, "Say where the card page returns to") },
        400,
      );
    }
    if (query.data.mode === "embedded") {
      const origin = query.data.parent_origin;
      if (!allowedParent(c, deps.config.appUrl, origin)) {
        return c.json({ message: "The card fields are only shown on Parkway's pages" }, 400);
      }
      return sendPage(c, cardPage(query.data, issueFormToken(c)), {
        framed: true,
        script: embeddedScript(origin, null),
      });
    }
    return sendPage(c, cardPage(query.data, issueFormToken(c)));
  });

  router.post("/sandbox/pages/card", async (c) => {
    const body = await c.req.parseBody();
    const query = cardPageQuery.safeParse(body);
    const form = cardForm.safeParse(body);
    if (!query.success || !form.success || !formTokenMatches(c, form.data.form_token)) {
      return expired(c);
    }
    const embedded = query.data.mode === "embedded";
    if (query.data.mode === "embedded") {
      if (!allowedParent(c, deps.config.appUrl, query.data.parent_origin)) return expired(c);
    }
    const parentOrigin = query.data.mode === "embedded" ? query.data.parent_origin : "";
    const token = issueFormToken(c);
    const refuse = (errors: CardErrors) =>
      sendPage(c, cardPage(query.data, token, errors), {
        framed: embedded,
        status: 400,
        ...(embedded
          ? { script: embeddedScript(parentOrigin, { type: "parkway-card-invalid" }) }
          : {}),
      });
    const expiry = readExpiry(form.data.expiry);
    if (!expiry) {
      const checked = deps.payments.tokeniseCard({
        number: form.data.number,
        exp_month: 1,
        exp_year: 2200,
        cvc: form.data.cvc,
      });
      return refuse({
        ...(checked.status === "invalid" ? cardErrorsOf(checked.errors) : {}),
        expiry: ["Enter the expiry date as MM/YY"],
      });
    }
    const result = deps.payments.tokeniseCard({
      number: form.data.number,
      exp_month: expiry.expMonth,
      exp_year: expiry.expYear,
      cvc: form.data.cvc,
    });
    if (result.status === "invalid") return refuse(cardErrorsOf(result.errors));
    if (query.data.mode === "hosted") {
      return c.redirect(
        withQuery(query.data.return_to, { paid_with: "card", token: result.token }),
        303,
      );
    }
    const { brand, last4 } = result.card;
    return sendPage(
      c,
      {
        title: "Card details | Parkway sandbox payments",
        body: html`<p role="status">Card ending ${last4} checked.</p>`,
      },
      {
        framed: true,
        script: embeddedScript(parentOrigin, {
          type: "parkway-card-token",
          token: result.token,
          brand,
          last4,
        }),
      },
    );
  });

  router.get("/sandbox/pages/wallet", async (c) => {
    const query = walletQuery.safeParse(c.req.query());
    if (!query.success) {
      const otherwise = "Choose a wallet and where it returns to";
      return c.json({ message: queryRefusal(query.error, otherwise) }, 400);
    }
    const { method, amount, currency } = query.data;
    const name = walletNames[method];
    return sendPage(c, {
      title: `${name} | Parkway sandbox payments`,
      body: html`<h1>Pay with ${name}</h1>
        <p class="provider">Parkway's sandbox stands in for ${name}: no account, no money moves.</p>
        ${paymentTo(amount, currency)}
        <p>Approve this payment, or cancel and choose another way to pay.</p>
        <form method="post">
          <input type="hidden" name="form_token" value="${issueFormToken(c)}" />
          <div class="actions">
            <button type="submit" name="answer" value="approve" class="primary">
              Approve payment
            </button>
            <button type="submit" name="answer" value="cancel" class="secondary">Cancel</button>
          </div>
        </form>`,
    });
  });

  router.post("/sandbox/pages/wallet", async (c) => {
    const query = walletQuery.safeParse(c.req.query());
    const form = walletAnswer.safeParse(await c.req.parseBody());
    if (!query.success || !form.success || !formTokenMatches(c, form.data.form_token)) {
      return expired(c);
    }
    const { method, return_to } = query.data;
    if (form.data.answer === "cancel") {
      return c.redirect(withQuery(return_to, { paid_with: method, cancelled: "1" }), 303);
    }
    const token = deps.payments.issueWalletToken(method, "approve");
    return c.redirect(withQuery(return_to, { paid_with: method, token }), 303);
  });

  router.get("/sandbox/authentications/:paymentId", async (c) => {
    const query = challengeQuery.safeParse(c.req.query());
    const pending = query.success
      ? await deps.payments.pendingAuthentication(
          c.req.param("paymentId"),
          query.data.client_secret,
        )
      : null;
    if (!pending) {
      return sendPage(
        c,
        {
          title: "Nothing to confirm",
          body: html`<h1>Nothing to confirm</h1>
            <p>This payment has been confirmed or refused already, or has expired.</p>`,
        },
        { status: 404 },
      );
    }
    return sendPage(c, {
      title: "Confirm your payment | Parkway sandbox bank",
      body: html`<h1>Confirm your payment</h1>
        <p class="provider">
          Your bank's check (3-D Secure), as Parkway's sandbox imitates it. No money moves.
        </p>
        <p>Your bank asks you to confirm this payment:</p>
        ${paymentTo(pending.amountMinor / 100, pending.currency)}
        <form method="post">
          <input type="hidden" name="form_token" value="${issueFormToken(c)}" />
          <div class="actions">
            <button type="submit" name="answer" value="approve" class="primary">Approve</button>
            <button type="submit" name="answer" value="fail" class="secondary">
              Fail authentication
            </button>
          </div>
        </form>`,
    });
  });

  router.post("/sandbox/authentications/:paymentId", async (c) => {
    const query = challengeQuery.safeParse(c.req.query());
    const form = challengeAnswer.safeParse(await c.req.parseBody());
    if (!query.success || !form.success || !formTokenMatches(c, form.data.form_token)) {
      return expired(c);
    }
    const returnUrl = await deps.payments.finishAuthentication(
      c.req.param("paymentId"),
      query.data.client_secret,
      form.data.answer === "approve",
    );
    if (!returnUrl) return expired(c);
    return c.redirect(returnUrl, 303);
  });

  return router;
}
