import type { HomeContent } from '../home-content.ts';

const fr: HomeContent = {
  benefits: [
    { title: 'Récolte traditionnelle', text: 'Nos olives sont cueillies à la main dans la plaine du Saïss, au bon moment de maturité.' },
    { title: 'Pression à froid', text: 'Une extraction mécanique sous 27 °C, dans les 24 heures qui suivent la cueillette.' },
    { title: 'Qualité premium', text: 'Chaque lot est analysé : acidité, peroxydes et polyphénols, pour une huile constante.' },
    { title: '100 % naturel', text: 'Sans additif, sans mélange ni raffinage pour nos huiles vierges : le fruit, rien d’autre.' },
  ],
  testimonials: [
    { name: 'Fatima Z.', city: 'Fès', rating: 5, comment: 'Une huile d’olive fruitée comme celle de mon enfance. Livraison rapide et bouteilles bien protégées.' },
    { name: 'Karim A.', city: 'Casablanca', rating: 5, comment: 'J’ai pris le bidon de 5 L pour la famille : le goût est là et le prix au litre est imbattable.' },
    { name: 'Nadia B.', city: 'Rabat', rating: 4, comment: 'L’huile de tournesol Chamsia est légère, parfaite pour les fritures. Je recommande.' },
    { name: 'Youssef E.', city: 'Meknès', rating: 5, comment: 'Le retrait en boutique à Meknès est pratique et gratuit, l’accueil est chaleureux.' },
    { name: 'Sophie L.', city: 'Marrakech', rating: 5, comment: 'Une huile vierge extra d’une grande finesse, idéale sur les salades et le pain chaud.' },
    { name: 'Omar T.', city: 'Tanger', rating: 4, comment: 'Commande passée le lundi, reçue le mercredi. L’huile de grignons est parfaite pour la cuisine de tous les jours.' },
    { name: 'Salma I.', city: 'Agadir', rating: 5, comment: 'Le catalogue PDF m’a aidée à choisir les formats pour mon restaurant. Service très professionnel.' },
    { name: 'Hicham M.', city: 'Oujda', rating: 5, comment: 'Enfin une huile marocaine dont on connaît l’origine. Le goût poivré est exactement ce que je cherchais.' },
  ],
  faq: [
    {
      question: 'Quels types d’huiles proposez-vous ?',
      answer: 'Trois familles : l’huile d’olive vierge extra (Dika Extra, Zitoun Atlas), l’huile de grignons d’olive (Meknassia) et l’huile de tournesol (Chamsia, Soleil du Souss), du flacon de 500 ml au jerrican de 25 L.',
    },
    {
      question: 'Qu’est-ce qui distingue une huile d’olive vierge extra ?',
      answer: 'Elle est obtenue uniquement par des procédés mécaniques, à froid, et son acidité ne dépasse pas 0,8 %. Elle garde tout le fruité et les polyphénols de l’olive.',
    },
    {
      question: 'D’où viennent vos huiles ?',
      answer: 'Du Maroc : nos oliveraies et nos partenaires se trouvent dans la plaine du Saïss, entre Fès et Meknès, et notre tournesol est pressé dans le Souss.',
    },
    {
      question: 'L’huile de tournesol convient-elle à la cuisson ?',
      answer: 'Oui. Raffinée, elle supporte bien les hautes températures : fritures, pâtisseries et cuisson au four. Son goût neutre laisse parler les plats.',
    },
    {
      question: 'Proposez-vous des huiles biologiques ?',
      answer: 'Oui, la gamme Zitoun Atlas Bio est certifiée agriculture biologique. Les autres huiles suivent nos propres exigences de qualité sans porter le label.',
    },
    {
      question: 'Pourquoi choisir nos huiles ?',
      answer: 'Parce que nous maîtrisons chaque étape, de la récolte à la mise en bouteille, que nos lots sont analysés et que nos prix vont directement du producteur à votre table.',
    },
  ],
};

export default fr;
