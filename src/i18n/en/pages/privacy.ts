import type { ContentPage } from '../../content-page.ts';
import { SHOP_ADDRESS, SHOP_EMAIL } from '../../../content/shop-contact.ts';

const page: ContentPage = {
  title: 'Privacy Policy',
  description:
    'What data the Huileries du Saïss shop keeps, why, for how long, who receives it and how to exercise your rights.',
  intro:
    'We only collect the data we need to run the shop and process your orders. This policy sets out exactly what we keep and what rights you have, in accordance with Law No. 09-08 on the protection of individuals with regard to the processing of personal data.',
  updated: '2026-11-21',
  sections: [
    {
      heading: 'Data controller',
      paragraphs: [
        `The data controller is Huileries du Saïss SARL, ${SHOP_ADDRESS.en.street}, Meknès, Morocco. For any question about your data, email us at ${SHOP_EMAIL}.`,
      ],
    },
    {
      heading: 'The data we keep',
      paragraphs: ['Depending on the services you use, we keep the following data, and nothing more:'],
      items: [
        'Customer account: email address, first name, last name, phone number, password in hashed form (never in plain text) and whether your email address has been verified.',
        'Cart: the products, sizes and quantities you have chosen, linked to your account or, if you are not signed in, to a guest session ID.',
        'Orders: your contact details (first name, last name, email, phone), the delivery address, the items ordered and their prices, the delivery method or pickup shop, the payment method and any notes you add.',
        'Catalogue requests: first name, last name, email address and phone number.',
        'Contact messages: first name, last name, email address, phone number and the content of your message.',
        'Newsletter: your email address.',
      ],
    },
    {
      heading: 'What is stored in your browser',
      paragraphs: [
        'To work, the shop saves a few items in your browser’s local storage. They stay on your device and are never used for tracking. Sign-in tokens and your account details are removed when you sign out, and you can delete all of this data at any time by clearing the site data in your browser settings.',
      ],
      items: [
        'Access token, refresh token and token expiry time: they keep you securely signed in without having to enter your password on every page.',
        'Your account details (first name, last name, email, phone, verification status): to show them in the account menu.',
        'Cart: so your items are still there the next time you visit.',
        'Session ID: a random identifier starting with “guest_” that links your cart to our servers while you are not signed in, so that it can be merged into your account when you sign in.',
        'Language: so the shop opens in French, English or Arabic on your next visit.',
      ],
    },
    {
      heading: 'Why we use your data',
      paragraphs: [
        'We do not use your data for targeted advertising and we make no automated decisions about you. Each use of your data rests on one of the following grounds:',
      ],
      items: [
        'Performance of the contract: creating and securing your account, managing your cart, processing, delivering and invoicing your orders, and sending you the emails this requires (email verification code, password reset code, order confirmation).',
        'Legal obligations: keeping the accounting and tax records for our sales and responding to requests from the competent authorities.',
        'Legitimate interest: answering your messages and catalogue requests, preventing fraud and keeping the shop secure.',
        'Your consent: sending you our newsletter if you have subscribed to it.',
      ],
    },
    {
      heading: 'How long we keep data',
      paragraphs: [
        'When you delete your account, everything goes with it: profile, password, sessions, saved addresses, cart, reviews, consents and the newsletter subscription of its address. Only your orders and their invoices are kept, anonymised (without your name, email, phone or street; number, dates, items, amounts, payment and city remain), for the legal retention period of accounting records under the Moroccan Commercial Code (10 years), and then deleted.',
      ],
      items: [
        'Customer account: until it is deleted.',
        'Orders and invoices: 10 years, the legal retention period for accounting records (Commercial Code); anonymised as soon as you delete your account.',
        'Contact messages and catalogue requests: 3 years from our last exchange.',
        'Newsletter: until you unsubscribe.',
      ],
    },
    {
      heading: 'Who receives your data',
      paragraphs: [
        'Your data is handled by authorised Huileries du Saïss staff (customer service, order preparation, accounting).',
        'We never sell or rent your data, and we do not pass it on to advertisers. We share it only with the following recipients, and only as far as strictly necessary:',
      ],
      items: [
        'Our delivery partners: your name, phone number and delivery address, so they can bring you your order.',
        'Banks, for payments by bank transfer and for refunds.',
        'Our card payment provider, when card payment is offered: it processes your card details directly, and we never see them.',
        'Administrative or judicial authorities, where the law requires us to.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'All traffic between your browser and the shop is encrypted (HTTPS, using TLS). Passwords are hashed with the argon2id algorithm: they are never stored in plain text and nobody, not even our staff, can read them.',
        'Access to data is limited to the people who need it for their work. Our team will never ask you for your password or for the codes we send you by email.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Under Law No. 09-08, you have the right to access your data, to have it corrected and to object to its processing on legitimate grounds. You can also ask us to delete your account and unsubscribe from the newsletter at any time.',
        'You can exercise them yourself from the “Settings” page of your account: edit your name, phone, language, email address and password there (rectification), download all the data we keep about you as one file (access), and delete your account (objection).',
        `You can also email us at ${SHOP_EMAIL}, preferably from the address linked to your account; if in doubt, we may ask for proof of identity. We will reply within 30 days.`,
        'If you believe your rights have not been respected, you can lodge a complaint with the CNDP, Morocco’s National Commission for the Control of Personal Data Protection (www.cndp.ma).',
      ],
    },
    {
      heading: 'Cookies and analytics',
      paragraphs: [
        'The shop sets no advertising or tracking cookies and uses no third-party analytics. Images and fonts are served by the shop itself, so browsing it sends no information to social networks, ad networks or any other third party.',
        'Only the local storage described above is used, and only to make the shop work. If you clear it, you will be signed out and a cart built without an account can no longer be recovered.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'We may update this policy, for example when we introduce a new service. The date of the latest update is shown on this page, and we will let you know by email of any significant change.',
      ],
    },
  ],
};

export default page;
