import type { ContentPage } from '../../content-page.ts';
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONES } from '../../../content/shop-contact.ts';

const page: ContentPage = {
  title: 'Nous contacter',
  description:
    'Contactez les Huileries du Saïss par téléphone, par e-mail ou dans nos magasins de Meknès, Casablanca, Fès, Rabat et Agadir.',
  intro:
    'Une question sur nos huiles, sur une commande en cours, un achat en gros ou l’approvisionnement de votre restaurant ? Notre équipe vous répond du lundi au samedi, de 9 h à 18 h.',
  sections: [
    {
      heading: 'Nous appeler',
      paragraphs: [
        'Notre service client est joignable du lundi au samedi, de 9 h à 18 h. Si votre appel concerne une commande, gardez votre numéro de commande à portée de main.',
      ],
      items: [`Téléphone fixe : ${SHOP_PHONES.landline}`, `Mobile : ${SHOP_PHONES.mobile}`],
    },
    {
      heading: 'Nous écrire',
      paragraphs: [
        `Écrivez-nous à ${SHOP_EMAIL} ou utilisez notre formulaire de contact. Nous répondons en général sous un jour ouvrable.`,
        'Pour une réclamation concernant une livraison, indiquez votre numéro de commande et joignez des photos du colis et des produits.',
      ],
    },
    {
      heading: 'Nous rendre visite',
      paragraphs: [
        `Notre usine et son magasin vous accueillent au ${SHOP_ADDRESS.fr.street}, à Meknès, du lundi au samedi de 9 h à 18 h.`,
        'Nos huiles sont aussi disponibles dans nos autres magasins, où vous pouvez également retirer gratuitement vos commandes en ligne. Les horaires pouvant varier d’un magasin à l’autre, n’hésitez pas à nous appeler avant de vous déplacer.',
      ],
      items: [
        `Meknès : magasin de l’usine, ${SHOP_ADDRESS.fr.street}`,
        'Casablanca Maârif : 118, boulevard Zerktouni',
        'Fès Ville Nouvelle : 27, avenue Hassan II',
        'Rabat Agdal : 15, avenue de France',
        'Agadir : Dépôt Tassila',
      ],
    },
    {
      heading: 'Professionnels',
      paragraphs: [
        'Épiceries, grossistes, hôtels, restaurants et traiteurs : nous proposons des formats adaptés à votre activité, des tarifs dégressifs selon les volumes et des livraisons régulières partout au Maroc.',
        `Pour recevoir une offre, écrivez-nous à ${SHOP_EMAIL} en précisant votre activité, votre ville, les produits souhaités et les volumes estimés, ou appelez le ${SHOP_PHONES.landline}. Vous pouvez aussi télécharger notre catalogue depuis la page d’accueil.`,
      ],
    },
  ],
};

export default page;
