// The French texts: the default language, and the shape every other language must have.
const fr = {
  brand: {
    name: 'Huileries du Saïss',
    tagline: 'Huiles d’olive, de grignons et de tournesol du Maroc',
  },
  a11y: {
    skipToContent: 'Aller au contenu',
    mainNavigation: 'Navigation principale',
    footerNavigation: 'Liens du pied de page',
    close: 'Fermer',
    loading: 'Chargement…',
  },
  nav: {
    home: 'Accueil',
    shop: 'Boutique',
    about: 'À propos',
    contact: 'Contact',
    cta: 'Découvrir nos produits',
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
  },
  account: {
    menu: 'Mon compte',
    login: 'Connexion',
    register: 'Inscription',
    prompt: 'Connectez-vous pour suivre vos commandes et passer commande plus vite.',
  },
  cart: {
    menu: 'Panier',
    itemCount_one: '{{count}} article',
    itemCount_other: '{{count}} articles',
    empty: 'Votre panier est vide',
    emptyHint: 'Parcourez la boutique pour ajouter vos huiles préférées.',
    checkout: 'Passer la commande',
    loginPrompt: 'Connectez-vous ou créez un compte pour continuer vers la commande.',
  },
  language: {
    menu: 'Langue',
    current: 'Langue : {{name}}',
    names: { fr: 'Français', en: 'English', ar: 'العربية' },
  },
  footer: {
    about: 'Producteur et distributeur marocain d’huiles alimentaires de haute qualité : huile d’olive vierge extra, huile de grignons d’olive et huile de tournesol.',
    explore: 'Découvrir',
    help: 'Informations',
    viewAll: 'Voir tout',
    terms: 'Conditions générales de vente',
    privacy: 'Politique de confidentialité',
    follow: 'Suivez-nous',
    social: { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube' },
    rights: '© {{year}} Huileries du Saïss. Tous droits réservés.',
    newsletter: {
      title: 'Newsletter',
      text: 'Nouveautés, récoltes et offres, une fois par mois.',
      email: 'Adresse e-mail',
      placeholder: 'vous@exemple.ma',
      submit: 'S’inscrire',
      thanks: 'Merci ! Votre inscription à la newsletter est bien prise en compte.',
      required: 'L’adresse e-mail est obligatoire',
      invalid: 'Saisissez une adresse e-mail valide',
    },
  },
  notifications: {
    region: 'Notifications',
    dismiss: 'Fermer la notification',
    titles: { success: 'Succès', error: 'Erreur', warning: 'Attention', info: 'Information', api: 'Erreur API' },
    apiError: 'Une erreur de communication avec le serveur est survenue. Veuillez réessayer.',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'La page que vous cherchez n’existe pas ou a été déplacée.',
    home: 'Retour à l’accueil',
    shop: 'Voir la boutique',
  },
  productNotFound: {
    title: 'Produit introuvable',
    default: 'Nous n’avons pas pu trouver le produit que vous recherchez.',
    viewAll: 'Voir tous les produits',
    home: 'Retour à l’accueil',
    back: 'Page précédente',
  },
  hero: {
    title: 'L’excellence alimentaire marocaine [à votre porte]',
    welcome: 'Bienvenue chez Huileries du Saïss',
    text: 'Des huiles pressées au cœur du Saïss, de l’olivier à votre table.',
    download: 'Télécharger le catalogue',
    discover: 'Découvrir nos produits',
  },
  home: {
    featured: 'Nos produits phares',
  },
  shop: {
    title: 'Boutique',
    intro: 'Toutes nos huiles, de l’olive vierge extra au tournesol, en bouteille, bidon ou jerrican.',
    toProducts: 'Voir les produits',
    loading: 'Chargement des produits…',
    error: 'Une erreur est survenue lors du chargement des produits.',
    emptyTitle: 'Aucun produit trouvé',
    emptyText: 'Essayez de modifier vos filtres ou votre recherche.',
    reset: 'Réinitialiser les filtres',
    results_one: '{{count}} produit',
    results_other: '{{count}} produits',
    category: 'Catégorie : {{name}}',
    previous: 'Page précédente',
    next: 'Page suivante',
    page: 'Page {{page}} sur {{total}}',
    pagination: 'Pagination',
  },
  product: {
    loading: 'Chargement du produit...',
    notFound: 'Produit non trouvé',
    backToProducts: 'Retour aux produits',
    sizes: 'Formats',
    outOfStock: 'Produit indisponible',
    breadcrumb: 'Fil d’Ariane',
  },
  auth: {
    loginTitle: 'Connexion',
    loginText: 'Accédez à votre compte pour passer commande et suivre vos achats.',
    signupTitle: 'Créer un compte',
    signupText: 'Un compte vérifié par e-mail est nécessaire pour commander.',
    verifyTitle: 'Vérification de l’e-mail',
    verifyText: 'Un code à 6 chiffres a été envoyé à {{email}}.',
    resetTitle: 'Mot de passe oublié',
    resetText: 'Recevez un code par e-mail pour choisir un nouveau mot de passe.',
    backToLogin: 'Retour à la connexion',
    noAccount: 'Pas encore de compte ?',
    haveAccount: 'Déjà un compte ?',
    forgot: 'Mot de passe oublié ?',
    unavailable: 'La connexion sera disponible très prochainement. En attendant, vous pouvez parcourir la boutique.',
  },
  checkout: {
    title: 'Commande',
    signInFirst: 'Connectez-vous pour finaliser votre commande.',
    emptyCart: 'Votre panier est vide',
    continue: 'Continuer les achats',
  },
  price: {
    unavailable: 'N/A',
  },
} as const;

/** Plural forms beyond French's one/other, which Arabic needs (zero, two, few, many). */
type PluralExtras<T> = {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${'zero' | 'two' | 'few' | 'many'}` : never]?: string;
};
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> } & PluralExtras<T>;
/** What every language provides: the French keys, with the plural forms its grammar needs. */
export type Translation = Shape<typeof fr>;

export default fr;
