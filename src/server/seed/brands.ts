// Seed brands: the five brands of the producer, shown on the home page.
import type { Localized, SeedBrand } from './types.ts';

const L = (fr: string, en: string, ar: string): Localized => ({ fr, en, ar });

const EXTRA_VIRGIN = L("Huile d'olive vierge extra", 'Extra virgin olive oil', 'زيت زيتون بكر ممتاز');
const POMACE = L("Huile de grignons d'olive", 'Olive pomace oil', 'زيت ثفل الزيتون');
const SUNFLOWER = L('Huile de tournesol', 'Sunflower oil', 'زيت عباد الشمس');

export const brands: SeedBrand[] = [
  {
    id: 'dika-extra',
    name: 'Dika Extra',
    displayName: L('Dika Extra', 'Dika Extra', 'ديكا إكسترا'),
    type: EXTRA_VIRGIN,
    category: 'olive-oil',
    description: L(
      "Huile d'olive vierge extra de première pression à froid, issue d'olives Picholine marocaine cueillies dans la plaine du Saïss et pressées en moins de 24 heures.",
      'Extra virgin olive oil from the first cold pressing, made from Moroccan Picholine olives picked on the Saïss plain and pressed within 24 hours.',
      'زيت زيتون بكر ممتاز من العصرة الأولى على البارد، مستخلص من زيتون البيشولين المغربي المقطوف في سهل سايس والمعصور في أقل من 24 ساعة.',
    ),
    characteristics: [
      L('Première pression à froid', 'First cold press', 'العصرة الأولى على البارد'),
      L('Acidité inférieure à 0,5 %', 'Acidity below 0.5%', 'حموضة أقل من 0.5٪'),
      L("Fruité vert aux notes d'herbe fraîche et d'amande", 'Green fruitiness with notes of fresh grass and almond', 'نكهة فاكهية خضراء بلمسات من العشب الطازج واللوز'),
      L('100 % olives marocaines', '100% Moroccan olives', 'زيتون مغربي 100٪'),
    ],
    usage: [
      L('Salades, crudités et assaisonnements', 'Salads, raw vegetables and dressings', 'السلطات والخضر النيئة والتتبيلات'),
      L('En finition sur les tajines et le couscous', 'A finishing touch on tajines and couscous', 'لمسة أخيرة على الطاجين والكسكس'),
      L("Au petit-déjeuner avec du pain, de l'amlou ou du zaatar", "At breakfast with bread, amlou or za'atar", 'في الفطور مع الخبز أو أملو أو الزعتر'),
    ],
    palette: { primary: '#3f5a1e', secondary: '#c9a227', oil: '#a8b530' },
  },
  {
    id: 'zitoun-atlas',
    name: 'Zitoun Atlas',
    displayName: L('Zitoun Atlas', 'Zitoun Atlas', 'زيتون الأطلس'),
    type: EXTRA_VIRGIN,
    category: 'olive-oil',
    description: L(
      "Huile d'olive vierge extra des vergers de piémont du Moyen Atlas, cultivés en altitude et en partie certifiés bio. Une huile équilibrée, ronde et légèrement poivrée.",
      'Extra virgin olive oil from foothill orchards of the Middle Atlas, grown at altitude and partly certified organic. A balanced, rounded oil with a light peppery finish.',
      'زيت زيتون بكر ممتاز من بساتين سفوح الأطلس المتوسط، المزروعة في المرتفعات والحاصل جزء منها على شهادة الزراعة العضوية. زيت متوازن وناعم بلمسة فلفلية خفيفة.',
    ),
    characteristics: [
      L('Olives de montagne cultivées au-dessus de 600 m', 'Mountain olives grown above 600 m', 'زيتون جبلي مزروع على ارتفاع يفوق 600 متر'),
      L('Gamme bio certifiée', 'Certified organic range', 'تشكيلة عضوية معتمدة'),
      L('Extraction à froid en moulin moderne', 'Cold extraction in a modern mill', 'استخلاص على البارد في معصرة حديثة'),
      L('Goût équilibré, ardence légère', 'Balanced taste, light pungency', 'مذاق متوازن وحرارة خفيفة'),
    ],
    usage: [
      L('Cuisine du quotidien et cuisson douce', 'Everyday cooking and gentle cooking', 'الطبخ اليومي والطهي على نار هادئة'),
      L('Marinades de viandes et de poissons', 'Marinades for meat and fish', 'تتبيل اللحوم والأسماك'),
      L('Pâtisserie marocaine et msemen', 'Moroccan pastries and msemen', 'الحلويات المغربية والمسمن'),
    ],
    palette: { primary: '#2f4a2a', secondary: '#b8863b', oil: '#b5b83a' },
  },
  {
    id: 'meknassia',
    name: 'Meknassia',
    displayName: L('Meknassia', 'Meknassia', 'المكناسية'),
    type: POMACE,
    category: 'olive-pomace-oil',
    description: L(
      "Huile de grignons d'olive raffinée, assemblée avec de l'huile d'olive vierge selon la tradition des huileries de Meknès. Stable à la chaleur et économique, elle est idéale pour la cuisson et la friture.",
      'Refined olive pomace oil blended with virgin olive oil, following the tradition of the Meknès oil mills. Heat-stable and economical, it is ideal for cooking and frying.',
      'زيت ثفل الزيتون المكرر، ممزوج بزيت الزيتون البكر وفق تقاليد معاصر مكناس. ثابت عند الحرارة واقتصادي، وهو مثالي للطهي والقلي.',
    ),
    characteristics: [
      L('Haute résistance à la chaleur', 'High heat resistance', 'مقاومة عالية للحرارة'),
      L("Goût neutre avec une légère note d'olive", 'Neutral taste with a light olive note', 'مذاق محايد بلمسة خفيفة من الزيتون'),
      L('Excellent rapport qualité-prix', 'Great value for money', 'جودة عالية بسعر مناسب'),
    ],
    usage: [
      L('Fritures : frites, beignets, poissons', 'Frying: chips, fritters, fish', 'القلي: البطاطس والسفنج والسمك'),
      L('Cuisson des tajines et des viandes', 'Cooking tajines and meat', 'طهي الطواجن واللحوم'),
      L('Cuisines de restaurants et de collectivités', 'Restaurant and catering kitchens', 'مطابخ المطاعم والإطعام الجماعي'),
    ],
    palette: { primary: '#6b4a1f', secondary: '#d9a441', oil: '#c98a1c' },
  },
  {
    id: 'chamsia',
    name: 'Chamsia',
    displayName: L('Chamsia', 'Chamsia', 'شمسية'),
    type: SUNFLOWER,
    category: 'sunflower-oil',
    description: L(
      'Huile de tournesol raffinée, légère et sans goût dominant, pour toute la cuisine de la famille. Riche en vitamine E et en acides gras insaturés.',
      'Refined sunflower oil, light and neutral in taste, for all family cooking. Rich in vitamin E and unsaturated fatty acids.',
      'زيت عباد الشمس المكرر، خفيف وبدون مذاق طاغٍ، لجميع أطباق العائلة. غني بفيتامين E وبالأحماض الدهنية غير المشبعة.',
    ),
    characteristics: [
      L('Goût neutre', 'Neutral taste', 'مذاق محايد'),
      L('Source de vitamine E', 'Source of vitamin E', 'مصدر لفيتامين E'),
      L('Sans cholestérol', 'Cholesterol-free', 'خالٍ من الكوليسترول'),
      L('Graines sélectionnées sans OGM', 'Selected non-GMO seeds', 'بذور مختارة غير معدلة وراثيا'),
    ],
    usage: [
      L('Friture et cuisson à haute température', 'Frying and high-heat cooking', 'القلي والطهي على حرارة عالية'),
      L('Pâtisseries, gâteaux et chebakia', 'Pastries, cakes and chebakia', 'الحلويات والكعك والشباكية'),
      L('Mayonnaise et sauces', 'Mayonnaise and sauces', 'المايونيز والصلصات'),
    ],
    palette: { primary: '#1f3a6e', secondary: '#f2b705', oil: '#f3d36b' },
  },
  {
    id: 'soleil-du-souss',
    name: 'Soleil du Souss',
    displayName: L('Soleil du Souss', 'Soleil du Souss', 'شمس سوس'),
    type: SUNFLOWER,
    category: 'sunflower-oil',
    description: L(
      'Huile de tournesol pure, conditionnée à Agadir pour les foyers et les professionnels du sud du Maroc. Une huile claire, légère et polyvalente, au meilleur prix.',
      'Pure sunflower oil, bottled in Agadir for households and professionals in southern Morocco. A clear, light and versatile oil at the best price.',
      'زيت عباد الشمس الصافي، معبأ في أكادير للأسر والمهنيين في جنوب المغرب. زيت رائق وخفيف ومتعدد الاستعمالات بأفضل سعر.',
    ),
    characteristics: [
      L('100 % tournesol pur', '100% pure sunflower', 'عباد الشمس صافٍ 100٪'),
      L('Couleur claire et limpide', 'Light, clear colour', 'لون فاتح ورائق'),
      L('Point de fumée élevé', 'High smoke point', 'درجة تدخين مرتفعة'),
    ],
    usage: [
      L('Cuisine de tous les jours', 'Everyday cooking', 'الطبخ اليومي'),
      L('Friture domestique et professionnelle', 'Home and professional frying', 'القلي المنزلي والمهني'),
      L('Pâtisserie et sauces froides', 'Baking and cold sauces', 'الحلويات والصلصات الباردة'),
    ],
    palette: { primary: '#0f4c5c', secondary: '#e8892b', oil: '#eed98a' },
  },
];
