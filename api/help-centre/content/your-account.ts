import type { HelpSectionContent } from "./types";

export const yourAccount: HelpSectionContent = {
  id: 41,
  categoryId: 4,
  slug: "your-account",
  name: "Your account",
  description: "Signing up, signing in, and the vehicles and cards you've saved.",
  articles: [
    {
      id: 401,
      slug: "creating-an-account-and-signing-in",
      title: "Creating an account and signing in",
      labels: ["account", "sign in", "register"],
      updatedAt: "2026-11-07T10:00:00Z",
      body: `
A Parkway account keeps your bookings, vehicles and cards in one place, and lets you leave reviews and list your own space. One account does everything, whether you're a driver, a space owner or both.

## Creating an account

Go to [Sign up](/register) and either:

- enter your name, email address and a password, or
- continue with Google, Facebook or Apple, and we'll use the name and email address from that account.

## Signing in

Go to [Log in](/login) and sign in the same way you signed up. If you signed up with Google, Facebook or Apple, use the same button again: your account may not have a password of its own.

## Connecting Google, Facebook or Apple later

If you signed up with an email address and password, you can connect a Google, Facebook or Apple account from [your account](/account) and use it to sign in from then on.

## Can't sign in?

- Forgotten your password? See [Resetting your password](/support/account-and-support/your-account/resetting-your-password).
- Check you're using the email address you signed up with. If you may have signed up with Google, Facebook or Apple, try that button.
- Still stuck? [Contact us](/contact-us) with the email address on your account.

## Changing your details

Update your name, email address, mobile number and password in [your account](/account).
`,
    },
    {
      id: 402,
      slug: "resetting-your-password",
      title: "Resetting your password",
      labels: ["account", "password", "sign in"],
      promoted: true,
      updatedAt: "2026-11-07T10:00:00Z",
      body: `
If you've forgotten your password, you can set a new one in a couple of minutes.

## How to reset it

1. Go to [Forgotten password](/forgotten-password).
2. Enter the email address on your account and send the form.
3. Open the email we send you and follow the link in it.
4. Choose a new password, then sign in with it.

The link works once and expires after a while, for your security. If it has expired, ask for a new one.

## Email not arrived?

- Check your spam or junk folder.
- Make sure you entered the email address you signed up with.
- If you signed up with Google, Facebook or Apple, you may not have a Parkway password: [sign in](/login) with that button instead, or reset your password to add one.

For your security, we send the same message whether or not an account exists for the address you enter, so we can't tell you on screen whether an address is registered.

## Choosing a good password

Use a password you don't use anywhere else. A password manager makes this easy.

## Think someone else has used your account?

Reset your password straight away, then [contact us](/contact-us) so we can check your bookings and payment details.
`,
    },
    {
      id: 403,
      slug: "managing-vehicles-and-saved-cards",
      title: "Managing your vehicles and saved cards",
      labels: ["account", "vehicles", "cards", "registration"],
      updatedAt: "2026-11-07T10:00:00Z",
      body: `
Save your vehicles and cards in your account and checkout fills them in for you.

## Vehicles

Add a vehicle in [your account](/account) by entering its registration. We look up the make for you, so you can check you've typed the registration correctly. Spaces in a registration don't matter.

Choose a default vehicle and it's selected automatically when you book. You can still pick another at checkout.

Keeping your registrations right matters: car parks that check number plates rely on them. See [Changing the vehicle on a booking](/support/drivers/booking-parking/changing-the-vehicle-on-a-booking).

## Saved cards

You can save a card when you pay, or add one in your account. Choose a default card and it's selected automatically at checkout.

We only see the card type and last four digits; the full card number is held by our payment provider. Remove a card from your account whenever you like. To change the card a monthly subscription is paid with, see [Ways to pay](/support/payments-and-refunds/prices-and-fees/ways-to-pay).
`,
    },
  ],
};
