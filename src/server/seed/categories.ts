// Seed categories: the three oil families sold by the producer.
import type { Localized, SeedCategory } from './types.ts';

const L = (fr: string, en: string, ar: string): Localized => ({ fr, en, ar });

export const categories: SeedCategory[] = [
  {
    id: 'olive-oil',
    name: 'olive oil',
    label: L("Huile d'olive", 'Olive oil', 'زيت الزيتون'),
  },
  {
    id: 'olive-pomace-oil',
    name: 'olive pomace oil',
    label: L("Huile de grignons d'olive", 'Olive pomace oil', 'زيت ثفل الزيتون'),
  },
  {
    id: 'sunflower-oil',
    name: 'sunflower oil',
    label: L('Huile de tournesol', 'Sunflower oil', 'زيت عباد الشمس'),
  },
];
