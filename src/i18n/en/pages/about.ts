import type { ContentPage } from '../../content-page.ts';
import { SHOP_ADDRESS } from '../../../content/shop-contact.ts';

const page: ContentPage = {
  title: 'About Huileries du Saïss',
  description:
    'Huileries du Saïss has produced and distributed Moroccan edible oils since 1987. Discover our story, our five brands and our commitment to quality.',
  intro:
    'Based in Meknès since 1987, Huileries du Saïss presses, bottles and distributes high-quality edible oils. What began as a small family olive mill now supplies households, grocers and restaurants all over Morocco.',
  sections: [
    {
      heading: 'A family mill in the heart of the Saïss',
      paragraphs: [
        'Our story begins in 1987, when our family set up an olive mill on the Saïss plain, a few kilometres outside Meknès. Nestled between the Middle Atlas and the Zerhoun hills, this olive-growing country was already known for its oil, and people came from across the region to buy it.',
        'Season after season the mill was modernised and its storage and bottling capacity grew, until it moved to the Sidi Bouzekri industrial zone on the road to Fès. We went on to add olive pomace oil and then sunflower oil to our range, and Huileries du Saïss became a producer and distributor of edible oils, with shops in Meknès, Casablanca, Fès, Rabat and Agadir.',
      ],
    },
    {
      heading: 'Our five brands',
      paragraphs: ['Each brand has its place in the kitchen, from dressing a salad to deep-frying.'],
      items: [
        'Dika Extra: first cold-pressed extra virgin olive oil with an intense, fruity flavour, made for salads and raw dishes.',
        'Zitoun Atlas: a mild, well-balanced extra virgin olive oil from groves in the Atlas foothills, for everyday cooking.',
        'Meknassia: olive pomace oil that stands up well to heat, ideal for cooking and frying.',
        'Chamsia: a light, neutral-tasting sunflower oil for everyday cooking and baking.',
        'Soleil du Souss: sunflower oil available up to large sizes, designed for big families and the catering trade.',
      ],
    },
    {
      heading: 'Quality from grove to bottle',
      paragraphs: [
        'Our extra virgin olive oils are cold extracted, below 27 °C and by mechanical means only, which preserves their aromas and polyphenols.',
        'Every batch can be traced from grove to bottle: we know which orchards the olives came from, when they were harvested and pressed, and which tank the oil rested in before bottling. The batch number is printed on every pack.',
        'Before bottling, each batch is tested in our laboratory, including its acidity and peroxide value. A batch that does not meet our limits is never sold.',
        'Our food safety management system is ISO 22000 certified.',
      ],
    },
    {
      heading: 'Standing by local farmers',
      paragraphs: [
        'Most of our olives come from growers on the Saïss plain and in the Middle Atlas whom we have worked with for many years, in some cases for several generations.',
        'Before each season we commit to buying their harvest at a price agreed together, we advise them on pruning, harvesting and transporting the olives, and we press the fruit within 24 hours of its arrival at the mill. For us, long-term relationships and fair prices are the first guarantee of a good oil.',
      ],
    },
    {
      heading: 'Come and see us',
      paragraphs: [
        `Our factory and factory shop are at ${SHOP_ADDRESS.en.street}, Meknès, open Monday to Saturday from 9:00 to 18:00. You can also find our oils in our shops in Casablanca, Fès, Rabat and Agadir, and right here in our online shop, with delivery anywhere in Morocco.`,
      ],
    },
  ],
};

export default page;
