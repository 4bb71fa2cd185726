import type { ContentPage } from '../../content-page.ts';
import { SHOP_ADDRESS } from '../../../content/shop-contact.ts';

const page: ContentPage = {
  title: 'À propos des Huileries du Saïss',
  description:
    'Huileries du Saïss, producteur et distributeur marocain d’huiles alimentaires depuis 1987 : notre histoire, nos cinq marques et nos engagements qualité.',
  intro:
    'Installées à Meknès depuis 1987, les Huileries du Saïss pressent, conditionnent et distribuent des huiles alimentaires de qualité. Le petit moulin familial des débuts est devenu une entreprise qui approvisionne aujourd’hui les foyers, les épiceries et les restaurants de tout le Maroc.',
  sections: [
    {
      heading: 'Un moulin familial au cœur du Saïss',
      paragraphs: [
        'Tout commence en 1987, lorsque notre famille installe un moulin à huile dans la plaine du Saïss, à quelques kilomètres de Meknès. Entre le Moyen Atlas et le massif du Zerhoun, cette terre d’oliviers donnait déjà une huile réputée, que l’on venait acheter de toute la région.',
        'Au fil des saisons, le moulin s’est modernisé et a augmenté ses capacités de stockage et d’embouteillage, avant de s’installer dans la zone industrielle de Sidi Bouzekri, sur la route de Fès. Notre activité s’est étendue à l’huile de grignons d’olive, puis à l’huile de tournesol : les Huileries du Saïss sont ainsi devenues producteur et distributeur d’huiles alimentaires, avec des magasins à Meknès, Casablanca, Fès, Rabat et Agadir.',
      ],
    },
    {
      heading: 'Nos cinq marques',
      paragraphs: ['Chaque marque répond à un usage, de l’assaisonnement à la friture.'],
      items: [
        'Dika Extra : huile d’olive vierge extra de première pression à froid, au fruité intense, pour les salades et la cuisine crue.',
        'Zitoun Atlas : huile d’olive vierge extra douce et équilibrée, issue des oliveraies du piémont de l’Atlas, pour la cuisine de tous les jours.',
        'Meknassia : huile de grignons d’olive qui supporte bien la chaleur, idéale pour la cuisson et la friture.',
        'Chamsia : huile de tournesol légère au goût neutre, pour la cuisine quotidienne et la pâtisserie.',
        'Soleil du Souss : huile de tournesol proposée jusqu’aux grands formats, pensée pour les familles nombreuses et les professionnels de la restauration.',
      ],
    },
    {
      heading: 'La qualité, de l’oliveraie à la bouteille',
      paragraphs: [
        'Nos huiles d’olive vierges extra sont obtenues par extraction à froid, à une température inférieure à 27 °C et par des procédés uniquement mécaniques, pour préserver leurs arômes et leurs polyphénols.',
        'Chaque lot est traçable de l’oliveraie à la bouteille : nous savons de quels vergers proviennent les olives, quand elles ont été récoltées et pressées, et dans quelle cuve l’huile a reposé avant la mise en bouteille. Le numéro de lot figure sur chaque emballage.',
        'Avant d’être mis en bouteille, chaque lot est analysé dans notre laboratoire, en particulier son acidité et son indice de peroxyde. Un lot qui ne respecte pas nos seuils n’est pas commercialisé.',
        'Notre système de management de la sécurité des denrées alimentaires est certifié ISO 22000.',
      ],
    },
    {
      heading: 'Aux côtés des agriculteurs de la région',
      paragraphs: [
        'La plupart de nos olives proviennent de producteurs de la plaine du Saïss et du Moyen Atlas avec qui nous travaillons depuis de nombreuses années, parfois depuis plusieurs générations.',
        'Nous nous engageons avant la saison sur l’achat de leur récolte à un prix convenu ensemble, nous les accompagnons sur la taille, la récolte et le transport des olives, et nous pressons les fruits dans les 24 heures qui suivent leur arrivée au moulin. Des relations durables et des prix justes sont, pour nous, la première garantie d’une huile de qualité.',
      ],
    },
    {
      heading: 'Venir nous voir',
      paragraphs: [
        `Notre usine et son magasin vous accueillent au ${SHOP_ADDRESS.fr.street}, à Meknès, du lundi au samedi de 9 h à 18 h. Vous trouverez également nos huiles dans nos magasins de Casablanca, Fès, Rabat et Agadir, ainsi que sur cette boutique en ligne, avec une livraison partout au Maroc.`,
      ],
    },
  ],
};

export default page;
