import { describe, expect, it } from 'vitest';
import fr from '../../src/i18n/fr/shop.ts';
import frForms from '../../src/i18n/fr/forms.ts';

/**
 * Every French text that spec sections 2 and 8 quote, copied from the spec, each found verbatim in
 * the French texts. `#` stands for what the spec writes n or x (a number filled in), and the spec's
 * straight apostrophe matches our typographic one (’), the only liberty taken.
 */
const SPEC_TEXTS: Record<string, string[]> = {
  'route table': ['Commande'],
  '/produits/not-found': ["Nous n'avons pas pu trouver le produit que vous recherchez."],
  'cart menu': ['Passer la commande'],
  'shop page': ['Aucun produit trouvé', 'Essayez de modifier vos filtres ou votre recherche.'],
  'product page': [
    'Accueil',
    'Boutique',
    'Retour',
    'Quantité',
    'Acheter',
    'Ajouter',
    'Produit indisponible',
    "Options d'achat",
    'Description',
    'Détails',
    'Oui',
    'Non',
    'Notation produit',
    // 'the count followed by avis'
    '# avis',
    'Avis clients (#)',
    '# sur 5',
    'Produits Similaires',
    "Voir plus d'options",
    'Réduire',
    "Choisir l'option",
    'Chargement du produit...',
    'Produit non trouvé',
    'Retour aux produits',
  ],
  checkout: [
    'Contact & Localisation',
    'Paiement & Livraison',
    'Récapitulatif',
    'Maroc',
    'France',
    'Espagne',
    'Aucune méthode de livraison disponible',
    'Gratuit',
    'Retrait en magasin',
    'Livraison à domicile',
    'Continuer',
    'Paiement à la livraison',
    'Virement bancaire',
    'Carte bancaire',
    'Chargement des banques...',
    'Aucune banque disponible',
    'QR Code disponible',
    'Virement traditionnel',
    'Récapitulatif de commande',
    'Achat direct',
    'Finalisation de votre commande...',
    'Commande Confirmée',
    'Continuer les Achats',
  ],
  // The spec names the total line Total, unquoted; ours says 'Total TTC', since the prices above it are HT.
  'checkout sidebar': ['Articles (#)', 'Achat direct (#)', 'Direct', 'Taille', 'Votre panier est vide', 'Sous-total', 'Livraison', 'À calculer', 'TVA (10%)', 'Hors frais de livraison'],
  'verification page': ['Vérifier le compte', 'Réessayer'],
  'error catalogue': [
    'Succès',
    'Erreur',
    'Attention',
    'Information',
    'Erreur API',
    "Erreur lors de l'envoi. Veuillez réessayer.",
    'Erreur lors du téléchargement',
    'Une erreur est survenue lors du chargement des produits.',
    'Une erreur est survenue lors de la finalisation',
  ],
};

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

// Placeholders ({{count}}) read as '#', typographic apostrophes as the spec's straight ones.
const ours = new Set([...strings(fr), ...strings(frForms)].map((text) => text.replace(/\{\{[^}]+\}\}/g, '#').replaceAll('’', "'")));

describe('the French texts quoted by spec sections 2 and 8', () => {
  for (const [where, texts] of Object.entries(SPEC_TEXTS)) {
    it.each(texts)(`${where}: %s`, (text) => {
      expect(ours.has(text), `'${text}' is not one of the French texts`).toBe(true);
    });
  }
});
