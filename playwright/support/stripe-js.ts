import type { Page } from "@playwright/test";

/**
 * A faithful fake of Stripe.js (https://js.stripe.com), which cannot load here: the calls Parkway
 * makes behave as Stripe's do (Stripe(), elements({ clientSecret }), create("payment"), mount,
 * submit, confirmPayment and confirmSetup with their redirect to `return_url`, carrying the
 * intent's id, its client secret and `redirect_status`). Like Stripe.js's, it reports its release
 * (`Stripe.version`) to @stripe/stripe-js and takes the intent's client secret from the Elements
 * made with it. The card is typed into a frame of js.stripe.com's origin, which alone sends it to
 * "api.stripe.com": the Stripe server's in-process fake (MOCK_STRIPE), reached at /mock-stripe.
 * Parkway's page never holds it.
 */

const elementFrame = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Secure payment input frame</title></head>
<body>
<label>Card number <input name="number" autocomplete="cc-number" inputmode="numeric"></label>
<label>Expiration date <input name="expiry" autocomplete="cc-exp"></label>
<label>Security code <input name="cvc" autocomplete="cc-csc"></label>
<script>
window.addEventListener("message", async (event) => {
  if (!event.data || event.data.type !== "confirm") return;
  const field = (name) => document.querySelector("[name=" + name + "]").value;
  const [month, year] = field("expiry").split("/");
  const body = new URLSearchParams({
    key: event.data.key,
    client_secret: event.data.clientSecret,
    return_url: event.data.returnUrl,
    "payment_method_data[type]": "card",
    "payment_method_data[card][number]": field("number"),
    "payment_method_data[card][exp_month]": month || "",
    "payment_method_data[card][exp_year]": year || "",
    "payment_method_data[card][cvc]": field("cvc"),
  });
  const id = event.data.clientSecret.split("_secret_")[0];
  const response = await fetch(
    "https://api.stripe.com/v1/" + event.data.intents + "/" + id + "/confirm",
    { method: "POST", body },
  );
  event.source.postMessage(
    { type: "confirmed", ok: response.ok, answer: await response.json() },
    event.origin,
  );
});
</script>
</body></html>`;

const stripeJs = `(function () {
  function IntegrationError(message) {
    var error = new Error(message);
    error.name = "IntegrationError";
    return error;
  }
  function Stripe(key) {
    if (typeof key !== "string" || key.indexOf("pk_") !== 0) {
      throw IntegrationError("Invalid value for Stripe(): apiKey should be a publishable key.");
    }
    var frame = null;
    var elementsSecret = null;
    function confirm(intents, prefix, options) {
      if (!options || !options.confirmParams || !options.confirmParams.return_url) {
        return Promise.reject(IntegrationError("confirmParams.return_url is required."));
      }
      var clientSecret = options.clientSecret || (options.elements && elementsSecret);
      if (!clientSecret || clientSecret.indexOf(prefix) !== 0) {
        return Promise.reject(IntegrationError("Invalid value for clientSecret."));
      }
      return new Promise(function (resolve) {
        window.addEventListener("message", function answered(event) {
          if (!frame || event.source !== frame.contentWindow) return;
          if (!event.data || event.data.type !== "confirmed") return;
          window.removeEventListener("message", answered);
          if (!event.data.ok) {
            resolve({ error: event.data.answer.error });
            return;
          }
          var back = new URL(options.confirmParams.return_url);
          var name = prefix === "pi_" ? "payment_intent" : "setup_intent";
          back.searchParams.set(name, event.data.answer.id);
          back.searchParams.set(name + "_client_secret", clientSecret);
          back.searchParams.set("redirect_status", "succeeded");
          window.location.assign(back.toString());
        });
        frame.contentWindow.postMessage(
          {
            type: "confirm",
            intents: intents,
            key: key,
            clientSecret: clientSecret,
            returnUrl: options.confirmParams.return_url,
          },
          "https://js.stripe.com",
        );
      });
    }
    return {
      _registerWrapper: function () {},
      elements: function (options) {
        if (!options || !options.clientSecret) throw IntegrationError("elements() needs a clientSecret");
        elementsSecret = options.clientSecret;
        return {
          create: function (type) {
            if (type !== "payment") throw IntegrationError("Only the Payment Element is faked");
            return {
              mount: function (target) {
                var host = typeof target === "string" ? document.querySelector(target) : target;
                frame = document.createElement("iframe");
                frame.title = "Secure payment input frame";
                frame.src = "https://js.stripe.com/fake/payment-element.html";
                frame.style.width = "100%";
                frame.style.border = "0";
                host.appendChild(frame);
              },
            };
          },
          submit: function () { return Promise.resolve({}); },
        };
      },
      confirmPayment: function (options) { return confirm("payment_intents", "pi_", options); },
      confirmSetup: function (options) { return confirm("setup_intents", "seti_", options); },
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();`;

/** Serves the fake Stripe.js to `page`, and its API calls from the Stripe server's fake. */
export async function fakeStripeJs(page: Page, stripeServer: string) {
  await page.route("https://js.stripe.com/**", (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === "/fake/payment-element.html") {
      return route.fulfill({ contentType: "text/html", body: elementFrame });
    }
    return route.fulfill({ contentType: "text/javascript", body: stripeJs });
  });
  await page.route("https://api.stripe.com/**", async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const answer = await page.request.fetch(`${stripeServer}/mock-stripe${url.pathname}`, {
      method: request.method(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: request.postData() ?? undefined,
    });
    await route.fulfill({
      status: answer.status(),
      contentType: "application/json",
      headers: { "Access-Control-Allow-Origin": "https://js.stripe.com" },
      body: await answer.body(),
    });
  });
}
