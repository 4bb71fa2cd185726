import type { ContentPage } from '../../content-page.ts';
import { SHOP_ADDRESS, SHOP_EMAIL } from '../../../content/shop-contact.ts';

const page: ContentPage = {
  title: 'Politique de confidentialité',
  description:
    'Données conservées par la boutique Huileries du Saïss : lesquelles, pourquoi, combien de temps, qui les reçoit et comment exercer vos droits.',
  intro:
    'Nous ne collectons que les données nécessaires au fonctionnement de la boutique et au traitement de vos commandes. Cette politique décrit précisément ce que nous conservons et les droits dont vous disposez, conformément à la loi n° 09-08 relative à la protection des personnes physiques à l’égard du traitement des données à caractère personnel.',
  updated: '2026-11-21',
  sections: [
    {
      heading: 'Responsable du traitement',
      paragraphs: [
        `Le responsable du traitement est Huileries du Saïss SARL, ${SHOP_ADDRESS.fr.street}, Meknès, Maroc. Pour toute question relative à vos données, écrivez-nous à ${SHOP_EMAIL}.`,
      ],
    },
    {
      heading: 'Les données que nous conservons',
      paragraphs: [
        'Selon les services que vous utilisez, nous conservons les données suivantes, et seulement celles-ci :',
      ],
      items: [
        'Compte client : adresse e-mail, prénom, nom, numéro de téléphone, mot de passe sous forme hachée (jamais en clair) et état de vérification de votre adresse e-mail.',
        'Panier : produits, formats et quantités choisis, rattachés à votre compte ou, si vous n’êtes pas connecté(e), à un identifiant de session invité.',
        'Commandes : vos coordonnées (prénom, nom, e-mail, téléphone), l’adresse de livraison, les articles commandés et leurs prix, le mode de livraison ou le magasin de retrait, le mode de paiement et vos éventuelles remarques.',
        'Demandes de catalogue : prénom, nom, adresse e-mail et téléphone.',
        'Messages de contact : prénom, nom, adresse e-mail, téléphone et contenu de votre message.',
        'Lettre d’information : votre adresse e-mail.',
      ],
    },
    {
      heading: 'Ce qui est enregistré dans votre navigateur',
      paragraphs: [
        'Pour fonctionner, la boutique enregistre quelques informations dans le stockage local (local storage) de votre navigateur. Elles restent sur votre appareil et ne servent à aucun suivi. Les jetons de connexion et les informations de votre compte sont effacés lorsque vous vous déconnectez ; vous pouvez supprimer l’ensemble de ces données à tout moment en effaçant les données du site dans les réglages de votre navigateur.',
      ],
      items: [
        'Jeton d’accès, jeton de renouvellement et date d’expiration du jeton : ils vous maintiennent connecté(e) de façon sécurisée, sans ressaisir votre mot de passe à chaque page.',
        'Informations de votre compte (prénom, nom, e-mail, téléphone, état de vérification) : pour les afficher dans le menu du compte.',
        'Panier : pour retrouver vos articles d’une visite à l’autre.',
        'Identifiant de session : un identifiant aléatoire commençant par « guest_ », qui relie votre panier à nos serveurs tant que vous n’êtes pas connecté(e) et permet de le fusionner avec votre compte lorsque vous vous connectez.',
        'Langue choisie : pour afficher la boutique en français, en anglais ou en arabe lors de votre prochaine visite.',
      ],
    },
    {
      heading: 'Pourquoi nous utilisons vos données',
      paragraphs: [
        'Nous n’utilisons pas vos données à des fins de publicité ciblée et ne prenons aucune décision automatisée à votre sujet. Chaque traitement repose sur l’un des fondements suivants :',
      ],
      items: [
        'L’exécution du contrat : créer et sécuriser votre compte, gérer votre panier, traiter, livrer et facturer vos commandes, et vous envoyer les e-mails nécessaires (code de vérification de votre adresse e-mail, code de réinitialisation du mot de passe, confirmation de commande).',
        'Nos obligations légales : conserver les pièces comptables et fiscales liées aux ventes et répondre aux demandes des autorités habilitées.',
        'Notre intérêt légitime : répondre à vos messages et à vos demandes de catalogue, prévenir la fraude et assurer la sécurité de la boutique.',
        'Votre consentement : vous adresser notre lettre d’information si vous vous y êtes inscrit(e).',
      ],
    },
    {
      heading: 'Durée de conservation',
      paragraphs: [
        'Lorsque vous supprimez votre compte, tout est effacé avec lui : profil, mot de passe, sessions, adresses enregistrées, panier, avis, consentements et abonnement à la lettre d’information de cette adresse. Seules vos commandes et leurs factures sont conservées, anonymisées (sans vos nom, e-mail, téléphone ni rue ; numéro, dates, articles, montants, paiement et ville restent), pendant la durée légale de conservation des documents comptables prévue par le Code de commerce marocain (10 ans), puis supprimées.',
      ],
      items: [
        'Compte client : jusqu’à sa suppression.',
        'Commandes et factures : 10 ans, durée légale de conservation des documents comptables (Code de commerce) ; anonymisées dès la suppression de votre compte.',
        'Messages de contact et demandes de catalogue : 3 ans à compter de notre dernier échange.',
        'Lettre d’information : jusqu’à votre désinscription.',
      ],
    },
    {
      heading: 'Qui reçoit vos données',
      paragraphs: [
        'Vos données sont traitées par le personnel habilité des Huileries du Saïss (service client, préparation des commandes, comptabilité).',
        'Nous ne vendons ni ne louons vos données et ne les transmettons à aucun annonceur. Nous les communiquons uniquement aux destinataires suivants, dans la stricte mesure nécessaire :',
      ],
      items: [
        'Nos partenaires de livraison : vos nom, téléphone et adresse de livraison, pour acheminer votre commande.',
        'Les banques, pour les paiements par virement et les remboursements.',
        'Notre prestataire de paiement par carte, lorsque ce mode est proposé : il traite directement les données de votre carte, auxquelles nous n’avons pas accès.',
        'Les autorités administratives ou judiciaires, lorsque la loi nous y oblige.',
      ],
    },
    {
      heading: 'Sécurité',
      paragraphs: [
        'Les échanges entre votre navigateur et la boutique sont chiffrés (HTTPS, protocole TLS). Les mots de passe sont hachés avec l’algorithme argon2id : ils ne sont jamais stockés en clair et personne, pas même notre équipe, ne peut les lire.',
        'L’accès aux données est réservé aux personnes qui en ont besoin pour leur mission. Notre équipe ne vous demandera jamais votre mot de passe ni les codes que vous recevez par e-mail.',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        'Conformément à la loi n° 09-08, vous disposez d’un droit d’accès à vos données, d’un droit de rectification et d’un droit d’opposition, pour des motifs légitimes, à leur traitement. Vous pouvez également demander la suppression de votre compte et vous désinscrire de la lettre d’information à tout moment.',
        'Vous pouvez les exercer vous-même depuis la page « Paramètres » de votre compte : y modifier votre nom, votre téléphone, votre langue, votre adresse e-mail et votre mot de passe (rectification), télécharger en un fichier toutes les données que nous gardons sur vous (accès), et supprimer votre compte (opposition).',
        `Vous pouvez aussi nous écrire à ${SHOP_EMAIL}, de préférence depuis l’adresse e-mail liée à votre compte ; nous pourrons vous demander un justificatif d’identité en cas de doute. Nous vous répondons dans un délai de 30 jours.`,
        'Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir la Commission nationale de contrôle de la protection des données à caractère personnel (CNDP), www.cndp.ma.',
      ],
    },
    {
      heading: 'Cookies et mesure d’audience',
      paragraphs: [
        'La boutique ne dépose aucun cookie publicitaire ou de suivi et n’utilise aucun outil de mesure d’audience tiers. Les images et les polices de caractères sont servies par la boutique elle-même : votre navigation n’envoie aucune information à des réseaux sociaux, à des régies publicitaires ou à d’autres tiers.',
        'Seul le stockage local décrit plus haut est utilisé, uniquement pour faire fonctionner la boutique. Si vous l’effacez, vous serez déconnecté(e) et le panier constitué sans compte ne pourra plus être retrouvé.',
      ],
    },
    {
      heading: 'Modifications de cette politique',
      paragraphs: [
        'Nous pouvons mettre à jour cette politique, par exemple lorsque nous proposons un nouveau service. La date de la dernière mise à jour est indiquée sur cette page ; en cas de changement important, nous vous en informons par e-mail.',
      ],
    },
  ],
};

export default page;
