import { company } from "../company";
import type { Region } from "../regions";
import type { LegalPage } from "./types";

/** Spec §3: the privacy policy is dated 27 February 2024; the other documents were revised with it. */
export const LEGAL_UPDATED = "2024-02-27";

const contactUs = { label: "Contact us", to: "/contact-us" };
const who = `${company.legalName} (company number ${company.companyNumber}, registered in ${company.registeredIn})`;

export function legalPages(region: Region): LegalPage[] {
  return [
    {
      kind: "legal",
      path: "/company/privacy-policy",
      family: "company",
      group: "company",
      title: "Privacy policy",
      description:
        "How Parkway collects, uses, shares and protects your personal data when you book or list parking, and the rights you have over it.",
      illustration: "document",
      updated: LEGAL_UPDATED,
      summary:
        "We use your personal data to arrange your parking, pay space owners and keep Parkway safe. We share it only with those who need it for your booking, we never sell it, and you can ask us for a copy or to delete it at any time.",
      sections: [
        {
          title: "Who we are",
          clauses: [
            `Parkway is operated by ${who}. We are the controller of the personal data described in this policy.`,
            `This policy applies to our website, our iOS and Android apps and our customer support, for drivers, space owners and car park operators in ${region.both}.`,
          ],
        },
        {
          title: "The information we collect",
          clauses: [
            {
              text: "Information you give us:",
              items: [
                "your name, email address and mobile number",
                "your vehicle registrations, and the make of each vehicle where you add it",
                "the spaces you list, with their address, photos, prices and access instructions",
                "the bank details we pay owners into",
                "reviews you write and messages you send us, including photos you attach",
              ],
            },
            {
              text: "Information created when you use Parkway:",
              items: [
                "your bookings, searches and saved places",
                "payment records: our payment provider holds your card details, and we keep only the card type, its last four digits and its expiry date",
                "technical data such as your IP address, device and browser type, and the pages you visit",
              ],
            },
            "If you sign in with Google, Facebook or Apple, we receive your name and email address from that provider. We do not receive your password.",
          ],
        },
        {
          title: "How we use it, and why we are allowed to",
          clauses: [
            "To take bookings, send confirmations and access details, collect payment and pay space owners. We need to do this to perform our contract with you.",
            "To prevent fraud, secure accounts, answer complaints and improve our service. These are our legitimate interests, and we weigh them against your rights before relying on them.",
            "To keep accounting and tax records and answer lawful requests from authorities. We are legally required to.",
            "To send marketing emails and to use analytical and marketing cookies, only with your consent, which you can withdraw at any time.",
          ],
        },
        {
          title: "Who we share it with",
          clauses: [
            "Space owners see the name, vehicle registration and booking times of drivers who book their space, so they can let them in and register the vehicle with a car park where needed.",
            "Drivers see a space's location and access instructions once they have booked it. They never see an owner's bank details.",
            "Partners who provide extras you buy, such as airport lounge access or park and go rides, receive only the details they need to provide them.",
            "Service providers that run parts of Parkway for us, such as payment processing, hosting, email delivery and error monitoring, act on our instructions under contracts that protect your data.",
            "We disclose data to the police, courts or regulators when the law requires it. We never sell your personal data.",
          ],
        },
        {
          title: "Transfers outside the UK and EEA",
          clauses: [
            "Some service providers process data outside the UK and the European Economic Area. When they do, we rely on an adequacy decision or on the standard contractual clauses approved by the UK and EU authorities.",
          ],
        },
        {
          title: "How long we keep it",
          clauses: [
            "We keep your account details while your account is open and for two years after your last booking or listing, then delete them.",
            "We keep booking and payment records for six years after the end of the financial year they belong to, because tax and accounting law requires it.",
            "Support messages are kept for two years after your case is closed.",
          ],
        },
        {
          title: "Cookies",
          clauses: [
            "Necessary cookies keep you signed in, remember your cookie choices and protect your account. They are always on.",
            "Analytical cookies tell us how the site is used; marketing cookies help us measure our advertising. We set them only if you accept them in the cookie banner. Until you choose, we use only necessary cookies.",
            "To change your mind, clear the cookies for our site in your browser's settings. The banner appears again on your next visit and you can choose afresh.",
          ],
        },
        {
          title: "Your rights",
          clauses: [
            {
              text: "You have the right to:",
              items: [
                "ask for a copy of your personal data",
                "have inaccurate data corrected",
                "have your data deleted, unless we must keep it by law",
                "restrict or object to how we use it",
                "receive the data you gave us in a portable format",
                "withdraw consent you have given, without affecting what we did before",
              ],
            },
            "Send your request through our contact form. We reply within one month.",
            "If you are unhappy with our answer, you can complain to the Information Commissioner's Office in the UK or the Data Protection Commission in Ireland.",
          ],
        },
        {
          title: "Keeping your data safe",
          clauses: [
            "Data travels encrypted between your device and Parkway. Passwords are stored only as secure hashes, and access to personal data within Parkway is limited to the staff who need it for their work.",
          ],
        },
        {
          title: "Children",
          clauses: [
            "Parkway accounts are for people aged 18 and over. We do not knowingly collect data about children.",
          ],
        },
        {
          title: "Changes to this policy",
          clauses: [
            "When we change this policy we update the date at the top. If a change affects how we use data you have already given us, we will tell you by email before it takes effect.",
          ],
        },
      ],
      cta: {
        title: "Questions about your data?",
        text: "Send us your question or request through the contact form and our team will reply within one month.",
        primary: contactUs,
        secondary: { label: "Help & Support", to: "/support" },
      },
    },
    {
      kind: "legal",
      path: "/company/terms-conditions",
      family: "company",
      group: "company",
      title: "Terms and conditions",
      description:
        "The terms for using Parkway's website and apps: your account, bookings, payments, cancellations, listings, reviews and our responsibilities.",
      illustration: "document",
      updated: LEGAL_UPDATED,
      summary:
        "These terms cover your use of Parkway. When you book a space, the parking contract also applies between you and the space owner. Nothing in these terms affects your statutory rights as a consumer.",
      sections: [
        {
          title: "About these terms",
          clauses: [
            `Parkway is operated by ${who}. In these terms, "we" and "us" mean ${company.legalName}, and "you" means anyone who uses our website or apps.`,
            "By creating an account, booking a space or listing a space, you agree to these terms. Please read them with the parking contract and our privacy policy.",
          ],
        },
        {
          title: "Your account",
          clauses: [
            "You must be 18 or over to open an account. Keep your details accurate and your password private, and tell us straight away if you think someone else has used your account.",
            "You are responsible for bookings and listings made from your account.",
          ],
        },
        {
          title: "What Parkway does",
          clauses: [
            "Parkway is a marketplace. Spaces are provided by their owners, not by us. We show you spaces, take your booking and payment, pass you the access details and pay the owner.",
            "When you book, a parking contract is formed between you and the space owner, with us acting as the owner's agent to take your payment.",
          ],
        },
        {
          title: "Prices and payment",
          clauses: [
            `Prices are shown in pounds sterling for spaces in the UK and in euro for spaces in Ireland, and include VAT where it applies.`,
            "Before you pay, checkout shows the price of the parking, our service fee, any arrangement fee for a monthly booking, any extras and any discount. The total you confirm is the total you are charged.",
            "Monthly subscriptions are charged on the same date each month until you cancel. Checkout shows what each later month will cost.",
          ],
        },
        {
          title: "Cancelling a booking",
          clauses: [
            "You can cancel any booking from your account. If you cancel more than 24 hours before it starts, we refund everything you paid, including fees and extras.",
            "If you cancel within 24 hours of the start, the booking is not refunded, unless the space could not be used because of a problem with it.",
            "To end a monthly subscription, cancel more than 24 hours before your next billing date and that payment will not be taken.",
          ],
        },
        {
          title: "Listing a space",
          clauses: [
            "Listing a space is free. You must have the right to rent it out, describe it accurately and keep it free and accessible for every booking you accept.",
            "You earn your full price for each booking that is paid and not refunded; Parkway's service fee is charged to the driver on top of it. Your earnings are shown in your account.",
            "You may disable your listing at any time. Bookings already made stand and must be honoured.",
          ],
        },
        {
          title: "Reviews and content",
          clauses: [
            "Drivers may review a space after their booking has ended. Reviews must be honest, be about the space and not include personal details or offensive language.",
            "We may remove reviews, listings or photos that break these rules. Owners cannot edit or remove reviews.",
          ],
        },
        {
          title: "Using Parkway fairly",
          clauses: [
            {
              text: "You must not:",
              items: [
                "list a space you do not have permission to rent out",
                "arrange or pay for a booking outside Parkway for a space you found on Parkway",
                "copy, scrape or interfere with our website or apps",
                "use Parkway for anything unlawful",
              ],
            },
            "We may suspend or close an account that breaks these terms. We will tell you why unless the law prevents us.",
          ],
        },
        {
          title: "Our responsibility to you",
          clauses: [
            "We are responsible for losses you suffer that are a foreseeable result of our breaking these terms or failing to use reasonable care and skill.",
            "We do not exclude liability for death or personal injury caused by our negligence, for fraud, or for anything else the law does not allow us to exclude.",
            "We are not responsible for the condition of a space, which is the owner's responsibility under the parking contract.",
          ],
        },
        {
          title: "Changes to these terms",
          clauses: [
            "We may update these terms. The version in force when you make a booking applies to that booking. We will email account holders about significant changes before they take effect.",
          ],
        },
        {
          title: "Law and disputes",
          clauses: [
            "These terms are governed by the law of England and Wales. If you are a consumer living in Scotland, Northern Ireland or Ireland, you also keep the protection of your local law and may bring proceedings in your local courts.",
            "If you have a complaint, contact us first: most problems are solved quickly that way.",
          ],
        },
      ],
      cta: {
        title: "Need help with a booking?",
        text: "Our help centre answers most questions, and our team is there if it does not.",
        primary: { label: "Help & Support", to: "/support" },
        secondary: contactUs,
      },
    },
    {
      kind: "legal",
      path: "/company/parking-contract",
      family: "company",
      group: "company",
      title: "Parking contract",
      description:
        "The contract between a driver and a space owner for every booking made on Parkway: use of the space, payment, cancellation and what happens if things go wrong.",
      illustration: "ticket",
      updated: LEGAL_UPDATED,
      summary:
        "Every booking on Parkway is a contract between the driver and the owner of the space. It gives the driver permission to park one vehicle in the space for the booked time, and sets out what each side must do.",
      sections: [
        {
          title: "The parties",
          clauses: [
            'This contract is between the person who books a space (the "driver") and the person or business who listed it (the "owner").',
            `${who} ("Parkway") arranges the booking and collects payment as the owner's agent. Parkway is not a party to this contract, but the driver's payment to Parkway counts as payment to the owner.`,
          ],
        },
        {
          title: "Making a booking",
          clauses: [
            "The contract is formed when Parkway confirms the booking by email. The confirmation shows the space, the dates and times booked, the vehicle registration and the price.",
            "Access details, such as gate codes or where to collect a key or permit, are included in the confirmation or sent before the booking starts.",
          ],
        },
        {
          title: "Permission to park",
          clauses: [
            "The owner gives the driver permission to park the vehicle named in the booking in the space for the booked period. This is a licence to park, not a lease, and does not give the driver any right to occupy the land beyond it.",
            "For a monthly booking, the permission renews each month on the billing date until either side ends it as set out below.",
          ],
        },
        {
          title: "What the driver agrees to",
          clauses: [
            {
              text: "The driver will:",
              items: [
                "park only the booked vehicle, within the marked space, for the booked times",
                "follow the access instructions and any rules shown on the listing, such as height limits",
                "not block other vehicles, entrances or the owner's property",
                "not carry out repairs, wash the vehicle or leave rubbish",
                "return any key, fob or permit at the end of the booking",
              ],
            },
            "If the driver needs longer, they may book the extra time through Parkway if the space is still free; otherwise they must move the vehicle by the end of the booking.",
          ],
        },
        {
          title: "What the owner agrees to",
          clauses: [
            "The owner will make sure the space is free, accessible and as described for the whole booking, that the access details work, and that they have the right to offer it.",
            "Where a space is in a car park with its own enforcement, the owner will register the driver's vehicle or give the driver a permit, so the driver is not charged for parking lawfully.",
          ],
        },
        {
          title: "Payment",
          clauses: [
            "The driver pays the full price shown at checkout to Parkway when booking, or on each billing date for a monthly booking.",
            "Parkway passes the owner's share to the owner after the booking, as set out in Parkway's terms and conditions.",
          ],
        },
        {
          title: "Cancelling",
          clauses: [
            "The driver may cancel through Parkway. If they cancel more than 24 hours before the booking starts, they receive a full refund. Later cancellations are not refunded.",
            "A monthly booking ends at the close of the current month when the driver cancels more than 24 hours before the next billing date.",
            "The owner should not cancel a confirmed booking. If the owner cannot provide the space, they must tell Parkway at once, and the driver will be offered an alternative space or a full refund.",
          ],
        },
        {
          title: "If something goes wrong",
          clauses: [
            "If the space is occupied, blocked or cannot be reached, the driver should contact Parkway straight away. Parkway will try to resolve it with the owner, and if the space cannot be used the driver will be refunded for the time affected.",
            "Parkway may decide disputes between the driver and owner about refunds, acting fairly and on the evidence both provide.",
          ],
        },
        {
          title: "Responsibility for vehicles and property",
          clauses: [
            "The vehicle and its contents are left at the driver's risk. The owner is not responsible for theft or damage unless it is caused by the owner's negligence or breach of this contract.",
            "The driver is responsible for damage they cause to the space or the owner's property.",
            "Nothing in this contract limits liability for death or personal injury caused by negligence, or any other liability that cannot be limited by law.",
          ],
        },
        {
          title: "Parking charges",
          clauses: [
            "If the driver receives a parking charge while parked within the terms of the booking, the owner and Parkway will provide proof of the booking to help the driver appeal it.",
          ],
        },
        {
          title: "Law",
          clauses: [
            "This contract is governed by the law of the country where the space is located: England and Wales, Scotland, Northern Ireland or Ireland.",
          ],
        },
      ],
      cta: {
        title: "Ready to park?",
        text: "Find a space, see the whole price before you pay, and cancel for free up to 24 hours before.",
        primary: { label: "Find a space", to: "/search" },
        secondary: { label: "Read the terms and conditions", to: "/company/terms-conditions" },
      },
    },
    {
      kind: "legal",
      path: "/company/modern-slavery-policy",
      family: "company",
      group: "company",
      title: "Modern slavery statement",
      description:
        "The steps Parkway Technologies Ltd takes to prevent modern slavery and human trafficking in its business and supply chains.",
      illustration: "shield",
      updated: LEGAL_UPDATED,
      summary: `${company.legalName} does not tolerate slavery, servitude, forced labour or human trafficking in any part of our business or supply chains. This statement explains how we work to prevent it.`,
      sections: [
        {
          title: "About this statement",
          clauses: [
            `This statement is made by ${who} with reference to section 54 of the Modern Slavery Act 2015. It covers the steps we have taken in our most recent financial year and what we plan to do next.`,
          ],
        },
        {
          title: "Our business",
          clauses: [
            `Parkway runs an online marketplace for parking in ${region.both}. Drivers book spaces listed by householders, businesses and car park operators, and operators use our booking, payment and reporting tools.`,
            "Our own team works in product, engineering, customer support, sales and operations. Everyone on our team is employed directly, on a written contract.",
          ],
        },
        {
          title: "Our supply chains",
          clauses: [
            {
              text: "Our main suppliers provide:",
              items: [
                "cloud hosting, software and payment processing",
                "customer support tools and telephony",
                "hardware for car park operators, such as payment kiosks, cameras and electric vehicle chargers, and their installation and maintenance",
                "office services, including cleaning and facilities",
              ],
            },
            "We consider the highest risks to be in hardware manufacturing, where components such as batteries and electronics may come from regions with known forced labour concerns, and in outsourced cleaning and installation work.",
          ],
        },
        {
          title: "Our policies",
          clauses: [
            "Our supplier code of conduct requires suppliers to pay workers lawfully, not to charge recruitment fees, not to hold identity documents and to let workers leave freely. Suppliers must apply the same standards to their own suppliers.",
            "Our whistleblowing policy lets staff, suppliers and anyone else raise concerns confidentially, without fear of reprisal.",
          ],
        },
        {
          title: "Due diligence",
          clauses: [
            "New hardware and services suppliers complete a questionnaire on labour practices before we contract with them. We ask manufacturers where their main components come from and what audits they carry out.",
            "Contracts with higher-risk suppliers give us the right to audit and to end the contract if slavery or trafficking is found and not remedied.",
          ],
        },
        {
          title: "Our marketplace",
          clauses: [
            "Parking spaces are not a common setting for exploitation, but we watch for signs that a listing or booking may be linked to it, such as one account booking many spaces near residential properties for people who are not the account holder. Our support team knows how to escalate such concerns to the police and the Modern Slavery Helpline.",
          ],
        },
        {
          title: "Recruitment and our own people",
          clauses: [
            "We recruit directly or through agencies that we have checked, and we never allow candidates to be charged a fee for finding work with us.",
            "Before anyone starts work, we confirm their right to work in the country where they will be employed, check that they hold their own identity documents and pay wages only into an account in their own name.",
            "Contractors who work at car parks on our behalf, such as installation engineers and patrol officers, must be employed on the same terms by their own company, and we ask to see evidence of this before they start.",
          ],
        },
        {
          title: "Reporting a concern",
          clauses: [
            "Anyone can report a concern about modern slavery connected to Parkway through our contact form, marking it as confidential. Concerns are passed to a director and investigated promptly.",
            "If someone is in immediate danger, call 999 in the UK or 112 in Ireland. You can also contact the Modern Slavery and Exploitation Helpline on 08000 121 700 in the UK.",
          ],
        },
        {
          title: "Training",
          clauses: [
            "Everyone who joins Parkway learns what modern slavery looks like and how to report it. Staff who choose or manage suppliers receive further training on supply chain risk.",
          ],
        },
        {
          title: "Measuring progress",
          clauses: [
            {
              text: "Over the coming year we will:",
              items: [
                "complete the labour practices questionnaire with every existing hardware supplier",
                "review the working conditions of contracted installation and cleaning staff",
                "report the number of concerns raised and how they were handled in our next statement",
              ],
            },
          ],
        },
        {
          title: "Approval",
          clauses: [
            `This statement was approved by the board of directors of ${company.legalName} and is reviewed every year.`,
          ],
        },
      ],
      cta: {
        title: "Raise a concern",
        text: "If you have a concern about modern slavery connected to Parkway, tell us in confidence through the contact form.",
        primary: contactUs,
        secondary: { label: "About Parkway", to: "/company/about-us" },
      },
    },
  ];
}
