import type { ContentPage } from '../../content-page.ts';
import { SHOP_ADDRESS, SHOP_EMAIL, SHOP_PHONES } from '../../../content/shop-contact.ts';

const page: ContentPage = {
  title: 'Conditions générales de vente',
  description:
    'Conditions générales de vente de la boutique en ligne Huileries du Saïss : commande, prix, paiement, livraison, retours et remboursements.',
  intro:
    'Les présentes conditions générales de vente régissent les achats effectués sur la boutique en ligne des Huileries du Saïss. Vous les acceptez lors de la création de votre compte et à chaque commande ; la version applicable est celle en vigueur à la date de votre commande.',
  updated: '2026-11-21',
  sections: [
    {
      heading: 'Le vendeur',
      paragraphs: [
        `La boutique est exploitée par Huileries du Saïss SARL, société à responsabilité limitée de droit marocain, producteur et distributeur d’huiles alimentaires, dont l’usine et le magasin se trouvent au ${SHOP_ADDRESS.fr.street}, Meknès, Maroc.`,
        `Service client : ${SHOP_PHONES.landline} ou ${SHOP_PHONES.mobile}, du lundi au samedi de 9 h à 18 h, et ${SHOP_EMAIL}.`,
      ],
    },
    {
      heading: 'Prix',
      paragraphs: [
        'Les prix des produits sont indiqués en dirhams marocains (DH) hors taxes (HT). La TVA de 10 % s’ajoute au sous-total dans le panier et à la commande, ainsi que les frais de livraison selon le mode de livraison choisi ; le total toutes taxes comprises est affiché avant la validation de la commande.',
        'Nous pouvons modifier nos prix à tout moment ; le prix applicable est celui affiché au moment où vous validez votre commande. En cas d’erreur manifeste d’affichage, nous vous prévenons avant l’expédition et vous pouvez confirmer la commande au prix correct ou l’annuler sans frais.',
      ],
    },
    {
      heading: 'Commande et compte client',
      paragraphs: [
        'Vous pouvez remplir votre panier sans être connecté(e), mais un compte client dont l’adresse e-mail a été vérifiée est nécessaire pour commander. La vérification se fait avec le code à 6 chiffres qui vous est envoyé par e-mail à l’inscription.',
        'Vous êtes responsable de l’exactitude des informations fournies (nom, téléphone, adresse de livraison) et de la confidentialité de votre mot de passe.',
        'La vente est conclue lorsque vous validez la commande à la dernière étape du processus de commande. Un e-mail de confirmation récapitulant les produits, le mode de livraison, le mode de paiement et le montant total vous est alors envoyé.',
        'Nous pouvons refuser ou annuler une commande en cas d’informations manifestement erronées, de quantités anormales ou d’incident de paiement antérieur ; nous vous en informons et aucune somme ne reste à votre charge.',
      ],
    },
    {
      heading: 'Disponibilité des produits',
      paragraphs: [
        'Nos offres sont valables dans la limite des stocks disponibles. La disponibilité de chaque format est indiquée sur la fiche produit.',
        'Si un produit devient indisponible après votre commande, nous vous contactons pour vous proposer un produit équivalent, une livraison différée ou l’annulation de l’article concerné. Toute somme déjà payée pour cet article vous est remboursée dans un délai de 14 jours.',
      ],
    },
    {
      heading: 'Paiement',
      paragraphs: [
        'Vous choisissez votre mode de paiement lors de la commande. Une commande payée par virement ou par carte est préparée dès réception du paiement ; une commande payable à la livraison est préparée dès sa validation.',
      ],
      items: [
        'Paiement à la livraison : en espèces, à la remise de votre commande.',
        'Virement bancaire : sur l’un de nos comptes à Attijariwafa bank, à la Banque Populaire ou à Bank of Africa, dont les coordonnées vous sont indiquées lors de la commande. Le virement doit être effectué dans les 5 jours suivant la commande, en mentionnant son numéro ; à défaut, la commande est annulée.',
        'Carte bancaire : lorsque ce mode est proposé, le paiement est traité directement par notre prestataire de paiement sécurisé. Nous n’avons jamais accès aux données de votre carte.',
      ],
    },
    {
      heading: 'Livraison et retrait en magasin',
      paragraphs: [
        'Nous livrons à domicile partout au Maroc. Le délai habituel est de 2 à 5 jours ouvrables à compter de la confirmation de la commande ou, pour un paiement par virement, de la réception des fonds. Avec la livraison express, votre commande vous est livrée en 24 heures.',
        'Le retrait est gratuit dans nos magasins de Meknès (magasin de l’usine), Casablanca Maârif, Fès Ville Nouvelle, Rabat Agdal et Agadir (Dépôt Tassila). Nous vous prévenons dès que votre commande est prête ; elle vous est remise sur présentation d’une pièce d’identité (CIN, carte de séjour ou passeport) au nom indiqué sur la commande.',
        'Les frais de livraison sont les suivants :',
      ],
      items: [
        'Livraison à domicile à Casablanca et Rabat : 25 DH',
        'Livraison à domicile dans le reste du Maroc : 45 DH',
        'Livraison express en 24 h : 69 DH',
        'Retrait en magasin : gratuit',
      ],
    },
    {
      heading: 'Réception et réclamations',
      paragraphs: [
        'À la réception, vérifiez l’état de votre colis en présence du livreur. Si un colis est endommagé, si une bouteille est cassée ou fuit, ou si un produit manque, notez-le si possible auprès du livreur et signalez-le-nous dans les 48 heures suivant la réception, par téléphone ou par e-mail, en indiquant votre numéro de commande et en joignant des photos.',
        'Après vérification, nous remplaçons à nos frais les produits endommagés ou manquants, ou nous vous les remboursons. Passé ce délai de 48 heures, les dommages apparents ne peuvent plus être pris en charge ; la garantie légale des défauts cachés reste applicable.',
      ],
    },
    {
      heading: 'Droit de rétractation et remboursements',
      paragraphs: [
        'Vous disposez de 14 jours à compter de la réception ou du retrait de votre commande pour vous rétracter, sans avoir à vous justifier, en nous prévenant par téléphone ou par e-mail. Ce délai est plus long que le minimum prévu par la loi n° 31-08.',
        'Pour des raisons de sécurité alimentaire, la rétractation ne s’applique qu’aux produits non ouverts, dans leur emballage d’origine intact, bouchon et opercule scellés. Un produit ouvert ne peut être ni repris ni échangé, sauf s’il est défectueux.',
        'Les produits sont à rapporter dans l’un de nos magasins ou à renvoyer à notre usine de Meknès. Les frais de retour sont à votre charge, sauf si le produit est défectueux ou ne correspond pas à votre commande.',
        'Le montant des produits retournés vous est remboursé dans les 14 jours suivant leur réception, par le moyen de paiement utilisé pour la commande ou par virement bancaire, notamment pour une commande payée en espèces.',
      ],
    },
    {
      heading: 'Garantie et utilisation des produits',
      paragraphs: [
        'Nos produits bénéficient de la garantie légale des défauts de la chose vendue prévue par le droit marocain. Si un produit présente un défaut, par exemple un goût rance ou une altération avant la date de durabilité minimale, contactez-nous en indiquant le numéro de lot figurant sur l’emballage : nous le remplaçons ou vous le remboursons.',
        'Conservez les huiles à l’abri de la lumière et de la chaleur, bouchon bien fermé, et consommez-les de préférence avant la date indiquée sur l’emballage. Ne faites jamais chauffer une huile jusqu’à ce qu’elle fume et renouvelez régulièrement l’huile de friture.',
        'Nos photos sont aussi fidèles que possible ; l’étiquette ou la couleur de l’huile, qui varie d’une récolte à l’autre, peut toutefois légèrement différer.',
      ],
    },
    {
      heading: 'Responsabilité',
      paragraphs: [
        'Les Huileries du Saïss sont responsables de la bonne exécution de votre commande dans les conditions prévues par la loi. Leur responsabilité ne peut être engagée en cas d’utilisation des produits non conforme à leur usage ou aux conseils de conservation, ni en cas de force majeure (intempéries, grève des transports, panne générale des réseaux, par exemple).',
        'Aucune clause des présentes conditions ne limite les droits que vous tenez de la loi n° 31-08 édictant des mesures de protection du consommateur.',
      ],
    },
    {
      heading: 'Données personnelles',
      paragraphs: [
        'Les informations recueillies lors de la création de votre compte et de vos commandes sont nécessaires à leur traitement et à la livraison. Elles sont traitées conformément à la loi n° 09-08. Pour savoir quelles données nous conservons, pendant combien de temps et comment exercer vos droits, consultez notre politique de confidentialité.',
      ],
    },
    {
      heading: 'Droit applicable et litiges',
      paragraphs: [
        'Les présentes conditions sont régies par le droit marocain, notamment par la loi n° 31-08 édictant des mesures de protection du consommateur.',
        'En cas de difficulté, contactez d’abord notre service client : nous rechercherons avec vous une solution amiable. À défaut d’accord, le litige sera porté devant les tribunaux compétents de Meknès, sous réserve des règles de compétence protectrices du consommateur.',
      ],
    },
  ],
};

export default page;
