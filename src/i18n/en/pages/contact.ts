import type { ContentPage } from '../../content-page.ts';
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONES } from '../../../content/shop-contact.ts';

const page: ContentPage = {
  title: 'Contact us',
  description:
    'Get in touch with Huileries du Saïss by phone, by email or at our shops in Meknès, Casablanca, Fès, Rabat and Agadir.',
  intro:
    'Have a question about our oils or an order you have placed, or looking to buy wholesale or supply your restaurant? Our team is here to help, Monday to Saturday from 9:00 to 18:00.',
  sections: [
    {
      heading: 'Call us',
      paragraphs: [
        'Our customer service team is available Monday to Saturday from 9:00 to 18:00. If you are calling about an order, please have your order number ready.',
      ],
      items: [`Landline: ${SHOP_PHONES.landline}`, `Mobile: ${SHOP_PHONES.mobile}`],
    },
    {
      heading: 'Write to us',
      paragraphs: [
        `Email us at ${SHOP_EMAIL} or use our contact form. We usually reply within one working day.`,
        'If your message is about a delivery problem, please include your order number and attach photos of the parcel and the products.',
      ],
    },
    {
      heading: 'Visit us',
      paragraphs: [
        `Our factory and factory shop are at ${SHOP_ADDRESS.en.street}, Meknès, open Monday to Saturday from 9:00 to 18:00.`,
        'Our oils are also sold in our other shops, where you can collect your online orders free of charge. Opening hours may vary from shop to shop, so feel free to call us before you go.',
      ],
      items: [
        `Meknès: factory shop, ${SHOP_ADDRESS.en.street}`,
        'Casablanca Maârif: 118, boulevard Zerktouni',
        'Fès Ville Nouvelle: 27, avenue Hassan II',
        'Rabat Agdal: 15, avenue de France',
        'Agadir: Dépôt Tassila',
      ],
    },
    {
      heading: 'For businesses',
      paragraphs: [
        'Grocers, wholesalers, hotels, restaurants and caterers: we offer pack sizes suited to your business, volume-based pricing and regular deliveries anywhere in Morocco.',
        `For a quote, email ${SHOP_EMAIL} with your type of business, your city, the products you need and your estimated volumes, or call ${SHOP_PHONES.landline}. You can also download our catalogue from the home page.`,
      ],
    },
  ],
};

export default page;
