import type { HomeContent } from '../home-content.ts';

const en: HomeContent = {
  benefits: [
    { title: 'Traditional harvest', text: 'Our olives are hand-picked on the Saïss plain, at just the right ripeness.' },
    { title: 'Cold pressed', text: 'Mechanical extraction below 27 °C, within 24 hours of picking.' },
    { title: 'Premium quality', text: 'Every batch is tested for acidity, peroxides and polyphenols, for an oil you can count on.' },
    { title: '100% natural', text: 'No additives, no blending and no refining for our virgin oils: the fruit and nothing else.' },
  ],
  testimonials: [
    { name: 'Fatima Z.', city: 'Fez', rating: 5, comment: 'A fruity olive oil just like the one from my childhood. Fast delivery and well-protected bottles.' },
    { name: 'Karim A.', city: 'Casablanca', rating: 5, comment: 'I took the 5 L can for the family: the taste is there and the price per litre is unbeatable.' },
    { name: 'Nadia B.', city: 'Rabat', rating: 4, comment: 'Chamsia sunflower oil is light, perfect for frying. I recommend it.' },
    { name: 'Youssef E.', city: 'Meknes', rating: 5, comment: 'Picking up at the Meknes shop is easy and free, and the welcome is warm.' },
    { name: 'Sophie L.', city: 'Marrakesh', rating: 5, comment: 'A very delicate extra virgin oil, ideal on salads and warm bread.' },
    { name: 'Omar T.', city: 'Tangier', rating: 4, comment: 'Ordered on Monday, delivered on Wednesday. The pomace oil is perfect for everyday cooking.' },
    { name: 'Salma I.', city: 'Agadir', rating: 5, comment: 'The PDF catalogue helped me choose the sizes for my restaurant. Very professional service.' },
    { name: 'Hicham M.', city: 'Oujda', rating: 5, comment: 'At last a Moroccan oil whose origin we know. The peppery taste is exactly what I was looking for.' },
  ],
  faq: [
    {
      question: 'What kinds of oil do you offer?',
      answer: 'Three families: extra virgin olive oil (Dika Extra, Zitoun Atlas), olive pomace oil (Meknassia) and sunflower oil (Chamsia, Soleil du Souss), from the 500 ml bottle to the 25 L jerrycan.',
    },
    {
      question: 'What makes an olive oil extra virgin?',
      answer: 'It is obtained by mechanical means only, cold, and its acidity is at most 0.8%. It keeps all the fruit and polyphenols of the olive.',
    },
    {
      question: 'Where do your oils come from?',
      answer: 'From Morocco: our olive groves and partners are on the Saïss plain, between Fez and Meknes, and our sunflower oil is pressed in the Souss.',
    },
    {
      question: 'Is sunflower oil good for cooking?',
      answer: 'Yes. Refined, it handles high temperatures well: frying, baking and roasting. Its neutral taste lets the dish speak.',
    },
    {
      question: 'Do you offer organic oils?',
      answer: 'Yes, the Zitoun Atlas Bio range is certified organic. Our other oils meet our own quality standards without carrying the label.',
    },
    {
      question: 'Why choose our oils?',
      answer: 'Because we control every step from harvest to bottling, every batch is tested, and our prices go straight from the producer to your table.',
    },
  ],
};

export default en;
