// The mails the shop's own team reads, in French only: the producer's team works in French (issue 22).
import type { CodeMailTexts } from '../server-texts.ts';

export const staffSignIn: CodeMailTexts = {
  subject: 'Votre code de connexion à l’espace de gestion',
  greeting: () => 'Bonjour,',
  lead: 'Voici votre code pour vous connecter à l’espace de gestion de la boutique :',
  expiry: 'Ce code est valable 15 minutes.',
  ignore: 'Si vous n’avez pas essayé de vous connecter, changez votre mot de passe et prévenez le propriétaire de la boutique.',
  signature: 'Huileries du Saïss',
};

export const staffInvite: CodeMailTexts = {
  subject: 'Votre accès à l’espace de gestion de la boutique',
  greeting: () => 'Bonjour,',
  lead: 'Vous êtes invité(e) à l’espace de gestion de la boutique. Voici le code qui vous permettra de choisir votre mot de passe :',
  expiry: 'Ce code est valable 72 heures.',
  ignore: 'Si vous ne vous attendiez pas à cette invitation, ignorez ce message.',
  signature: 'Huileries du Saïss',
};

/** What SHOP_EMAIL is told of each new order. */
export const newOrder = {
  subject: (n: string, total: string) => `Nouvelle commande ${n} – ${total}`,
  heading: (n: string, date: string) => `Commande ${n} du ${date}`,
  customer: (name: string) => `Client : ${name}`,
  email: (email: string) => `E-mail : ${email}`,
  phone: (phone: string) => `Téléphone : ${phone}`,
  exclVat: 'HT',
  inclVat: 'TTC',
  subtotal: (amount: string) => `Sous-total : ${amount} HT`,
  shipping: (amount: string) => `Livraison : ${amount}`,
  free: 'Gratuit',
  vat: (amount: string) => `TVA (10%) : ${amount}`,
  total: (amount: string) => `Total : ${amount} TTC`,
  payment: (how: string) => `Paiement : ${how}`,
  payments: {
    'cash-on-delivery': 'paiement à la livraison (espèces)',
    'bank-transfer': 'virement bancaire (à recevoir)',
    stripe: 'carte bancaire (page de paiement Stripe ouverte)',
  },
  delivery: (method: string, pickup: boolean) => `Livraison : ${method} (${pickup ? 'retrait en magasin' : 'livraison à domicile'})`,
  pickupAt: (shop: string) => `À retirer à : ${shop}`,
  address: (address: string) => `Adresse : ${address}`,
  countries: { MA: 'Maroc', FR: 'France', ES: 'Espagne' },
  notes: (notes: string) => `Remarques du client : ${notes}`,
  see: (link: string) => `Voir la commande dans le back-office : ${link}`,
  seeLink: (n: string) => `Voir la commande ${n} dans le back-office`,
};

/** A message sent from the contact form, as the shop receives it. */
export const contactMessage = {
  subject: (who: string) => `Message du site de ${who}`,
  from: 'De :',
  phone: 'Téléphone :',
  language: 'Langue du site :',
};

/** What SHOP_EMAIL is told each day of the sizes under their low-stock threshold (issue 45). */
export const lowStock = {
  subject: (count: number) => (count === 1 ? 'Stock bas : 1 format sous son seuil d’alerte' : `Stock bas : ${count} formats sous leur seuil d’alerte`),
  lead: 'Ces formats ont moins d’unités en stock que le seuil d’alerte fixé pour eux dans le catalogue :',
  line: (product: string, size: string, stock: number, threshold: number) => `${product} (${size}) : ${stock} en stock, seuil ${threshold}`,
  see: (link: string) => `Le catalogue, pour réapprovisionner ou changer un seuil : ${link}`,
  seeLink: 'Ouvrir le catalogue',
};

/** What SHOP_EMAIL is told when the nightly backup, or the restore that checks it, fails (issue 46). */
export const backupFailed = {
  subject: {
    backup: 'Sauvegarde : la sauvegarde de la nuit a échoué',
    check: 'Sauvegarde : la vérification de la sauvegarde de la nuit a échoué',
  },
  lead: {
    backup: 'La sauvegarde automatique de la base de données n’a pas pu être faite. La boutique continue de fonctionner, mais sans sauvegarde récente.',
    check: 'La sauvegarde de la nuit a été faite, mais sa restauration d’essai n’a pas retrouvé les mêmes données : elle n’est pas fiable.',
  },
  error: (message: string) => `Erreur : ${message}`,
  file: (file: string) => `Fichier : ${file}`,
  advice: 'Prévenez la personne qui administre le serveur : elle trouvera le détail dans les journaux, et peut relancer une sauvegarde avec « npm run backup ». Les sauvegardes précédentes sont conservées.',
};
