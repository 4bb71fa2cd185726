// Seed checkout options: delivery methods (with pickup shops) and bank accounts for transfers.
import type { Localized, SeedBank, SeedDeliveryMethod } from './types.ts';
import { SHOP_ADDRESS } from '../../content/shop-contact.ts';
import { MOROCCAN_CITIES } from '../../content/moroccan-cities.ts';

const L = (fr: string, en: string, ar: string): Localized => ({ fr, en, ar });

const ACCOUNT_HOLDER = 'Huileries du Saïss SARL';

const CASABLANCA_RABAT = ['casablanca', 'rabat'];
/**
 * The rest of Morocco is every city but those with a cheaper home delivery of their own (Casablanca
 * and Rabat, 25 DH): a shopper there is not offered the 45 DH one. Express 24 h and pickup serve every city.
 * Migration 0018 gives a database seeded before it the same lists.
 */
const REST_OF_MOROCCO = MOROCCAN_CITIES.map((c) => c.id).filter((id) => !CASABLANCA_RABAT.includes(id));

export const deliveryMethods: SeedDeliveryMethod[] = [
  {
    id: 'home-casablanca-rabat',
    name: L('Livraison à domicile Casablanca et Rabat', 'Home delivery Casablanca and Rabat', 'التوصيل إلى المنزل في الدار البيضاء والرباط'),
    type: 'home-delivery',
    unitPrice: 2500,
    cities: CASABLANCA_RABAT,
    shops: [],
  },
  {
    id: 'home-rest-of-morocco',
    name: L('Livraison à domicile reste du Maroc', 'Home delivery rest of Morocco', 'التوصيل إلى المنزل في باقي مدن المغرب'),
    type: 'home-delivery',
    unitPrice: 4500,
    cities: REST_OF_MOROCCO,
    shops: [],
  },
  {
    id: 'express-24h',
    name: L('Livraison express 24 h', 'Express delivery within 24 hours', 'توصيل سريع خلال 24 ساعة'),
    type: 'home-delivery',
    unitPrice: 6900,
    cities: null,
    shops: [],
  },
  {
    id: 'pickup',
    name: L('Retrait gratuit en boutique', 'Free in-store pickup', 'الاستلام المجاني من المتجر'),
    type: 'pickup',
    unitPrice: 0,
    cities: null,
    shops: [
      {
        id: 'meknes-factory',
        title: "Boutique de l'usine Meknès",
        address: SHOP_ADDRESS.fr.street,
        city: 'Meknès',
      },
      {
        id: 'casablanca-maarif',
        title: 'Boutique Casablanca Maârif',
        address: '118, boulevard Zerktouni, Maârif',
        city: 'Casablanca',
      },
      {
        id: 'fes-ville-nouvelle',
        title: 'Boutique Fès Ville Nouvelle',
        address: '27, avenue Hassan II, Ville Nouvelle',
        city: 'Fès',
      },
      {
        id: 'rabat-agdal',
        title: 'Boutique Rabat Agdal',
        address: '15, avenue de France, Agdal',
        city: 'Rabat',
      },
      {
        id: 'agadir-tassila',
        title: 'Dépôt Agadir Tassila',
        address: 'Lot 213, Parc industriel Tassila, Dcheira El Jihadia',
        city: 'Agadir',
      },
    ],
  },
];

export const banks: SeedBank[] = [
  {
    id: 'attijariwafa-bank',
    name: 'Attijariwafa bank',
    accountHolder: ACCOUNT_HOLDER,
    rib: '007450000123400048215094',
    swift: 'BCMAMAMC',
    hasLogo: false,
    hasQRCode: true,
  },
  {
    id: 'banque-populaire',
    name: 'Banque Populaire',
    accountHolder: ACCOUNT_HOLDER,
    rib: '190450211987600031297075',
    swift: 'BCPOMAMC',
    hasLogo: false,
    hasQRCode: false,
  },
  {
    id: 'bank-of-africa',
    name: 'Bank of Africa (BMCE Group)',
    accountHolder: ACCOUNT_HOLDER,
    rib: '011780000052310077864042',
    swift: 'BMCEMAMC',
    hasLogo: false,
    hasQRCode: false,
  },
];
