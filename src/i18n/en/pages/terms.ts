import type { ContentPage } from '../../content-page.ts';
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONES } from '../../../content/shop-contact.ts';

const page: ContentPage = {
  title: 'Terms and Conditions of Sale',
  description:
    'Terms and conditions of sale for the Huileries du Saïss online shop: orders, prices, payment, delivery, returns and refunds.',
  intro:
    'These terms and conditions govern purchases made in the Huileries du Saïss online shop. You accept them when you create your account and each time you place an order; the version that applies is the one in force on the date of your order.',
  updated: '2026-11-21',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        `The shop is operated by Huileries du Saïss SARL, a limited liability company incorporated in Morocco that produces and distributes edible oils. Our factory and factory shop are at ${SHOP_ADDRESS.en.street}, Meknès, Morocco.`,
        `Customer service: ${SHOP_PHONES.landline} or ${SHOP_PHONES.mobile}, Monday to Saturday from 9:00 to 18:00, and ${SHOP_EMAIL}.`,
      ],
    },
    {
      heading: 'Prices',
      paragraphs: [
        'Product prices are shown in Moroccan dirhams (DH) excluding VAT. VAT at 10% is added to the subtotal in the cart and at checkout, with delivery charges according to the delivery method you choose; the total including VAT is shown before you confirm your order.',
        'We may change our prices at any time; the price that applies is the one displayed when you confirm your order. If a price is obviously wrong, we will let you know before dispatch, and you can either confirm the order at the correct price or cancel it free of charge.',
      ],
    },
    {
      heading: 'Orders and customer account',
      paragraphs: [
        'You can fill your cart without signing in, but you need a customer account with a verified email address to place an order. You verify your address with the 6-digit code we email to you when you register.',
        'You are responsible for the accuracy of the details you give us (name, phone number, delivery address) and for keeping your password confidential.',
        'The sale is concluded when you confirm your order at the last step of checkout. We then send you a confirmation email summarising the products, the delivery method, the payment method and the total amount.',
        'We may refuse or cancel an order if the details given are clearly wrong, the quantities are unusual or there has been a previous payment incident. We will tell you if this happens, and you will not be charged anything.',
      ],
    },
    {
      heading: 'Product availability',
      paragraphs: [
        'Our offers are valid while stocks last. The availability of each size is shown on the product page.',
        'If a product becomes unavailable after you have ordered it, we will contact you to offer an equivalent product, a later delivery or the cancellation of that item. Any amount already paid for it will be refunded within 14 days.',
      ],
    },
    {
      heading: 'Payment',
      paragraphs: [
        'You choose how to pay when you place your order. Orders paid by bank transfer or card are prepared once payment has been received; cash on delivery orders are prepared as soon as they are confirmed.',
      ],
      items: [
        'Cash on delivery: pay in cash when your order is handed to you.',
        'Bank transfer: to one of our accounts at Attijariwafa bank, Banque Populaire or Bank of Africa, whose details are shown during checkout. The transfer must be made within 5 days of your order, quoting your order number; otherwise the order is cancelled.',
        'Card: when this option is offered, payment is handled directly by our secure payment provider. We never have access to your card details.',
      ],
    },
    {
      heading: 'Delivery and in-store pickup',
      paragraphs: [
        'We deliver to your door anywhere in Morocco. Delivery usually takes 2 to 5 working days from the confirmation of your order or, if you pay by bank transfer, from receipt of the funds. With express delivery, your order reaches you within 24 hours.',
        'Pickup is free at our shops in Meknès (factory shop), Casablanca Maârif, Fès Ville Nouvelle, Rabat Agdal and Agadir (Dépôt Tassila). We let you know as soon as your order is ready; it is handed over on presentation of an identity document (national ID card, residence permit or passport) in the name shown on the order.',
        'Delivery charges are as follows:',
      ],
      items: [
        'Home delivery in Casablanca and Rabat: 25 DH',
        'Home delivery in the rest of Morocco: 45 DH',
        'Express delivery within 24 hours: 69 DH',
        'In-store pickup: free',
      ],
    },
    {
      heading: 'Receiving your order and claims',
      paragraphs: [
        'When your parcel arrives, check its condition in front of the courier. If the parcel is damaged, a bottle is broken or leaking, or a product is missing, note it with the courier if you can and report it to us within 48 hours of delivery, by phone or email, giving your order number and attaching photos.',
        'Once we have checked the claim, we will replace the damaged or missing products at our expense or refund them. After those 48 hours, visible damage can no longer be accepted; the statutory warranty against hidden defects still applies.',
      ],
    },
    {
      heading: 'Right of withdrawal and refunds',
      paragraphs: [
        'You have 14 days from delivery or pickup of your order to change your mind, without giving a reason, by letting us know by phone or email. This is longer than the minimum period set by Law No. 31-08.',
        'For food safety reasons, this right applies only to unopened products in their original, intact packaging, with the cap and seal unbroken. Opened products cannot be taken back or exchanged unless they are faulty.',
        'Products can be brought back to any of our shops or sent back to our factory in Meknès. Return costs are yours to pay, unless the product is faulty or is not what you ordered.',
        'We refund the returned products within 14 days of receiving them, using the payment method used for the order or by bank transfer, in particular for orders paid in cash.',
      ],
    },
    {
      heading: 'Warranty and use of our products',
      paragraphs: [
        'Our products are covered by the statutory warranty against defects provided for by Moroccan law. If a product is faulty, for example if it tastes rancid or has deteriorated before its best-before date, contact us with the batch number printed on the pack and we will replace or refund it.',
        'Store oils away from light and heat with the cap tightly closed, and use them preferably before the date shown on the pack. Never heat oil until it smokes, and change frying oil regularly.',
        'Our photos are as accurate as possible, but the label or the colour of the oil, which varies from one harvest to the next, may differ slightly.',
      ],
    },
    {
      heading: 'Liability',
      paragraphs: [
        'Huileries du Saïss is responsible for the proper performance of your order as provided by law. We cannot be held liable if products are used other than for their intended purpose or contrary to the storage advice, or in the event of force majeure (such as severe weather, transport strikes or a widespread network outage).',
        'Nothing in these terms limits your rights under Law No. 31-08 on consumer protection.',
      ],
    },
    {
      heading: 'Personal data',
      paragraphs: [
        'The information collected when you create your account and place orders is needed to process and deliver them. It is handled in accordance with Law No. 09-08. To find out what data we keep, for how long and how to exercise your rights, please read our privacy policy.',
      ],
    },
    {
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms are governed by Moroccan law, in particular Law No. 31-08 on consumer protection.',
        'If something goes wrong, please contact our customer service first and we will work with you to find an amicable solution. Failing agreement, the dispute will be brought before the competent courts of Meknès, subject to the jurisdiction rules that protect consumers.',
      ],
    },
  ],
};

export default page;
