// Seed products: 28 products across the five brands, with variants, details and customer reviews.
// Prices are integer centimes of MAD (11900 = 119,00 DH).
import type { Localized, SeedDetail, SeedFeature, SeedProduct, SeedReview } from './types.ts';

const L = (fr: string, en: string, ar: string): Localized => ({ fr, en, ar });

const r = (author: string, rating: SeedReview['rating'], date: string, comment: string, verified = true): SeedReview => ({
  author,
  rating,
  comment,
  date,
  verified,
});

// ---------------------------------------------------------------------------
// Feature names and helpers
// ---------------------------------------------------------------------------

const F_COLD_PRESSED = L('Pressée à froid', 'Cold pressed', 'معصور على البارد');
const F_ORGANIC = L('Bio', 'Organic', 'عضوي');
const F_NON_GMO = L('Sans OGM', 'GMO-free', 'خالٍ من الكائنات المعدلة وراثيا');
const F_CHOLESTEROL_FREE = L('Sans cholestérol', 'Cholesterol-free', 'خالٍ من الكوليسترول');
const F_REFINED = L('Raffinée', 'Refined', 'مكرر');
const F_FILTERED = L('Filtrée', 'Filtered', 'مُصفّى');
const F_ACIDITY = L('Acidité', 'Acidity', 'الحموضة');
const F_VARIETY = L('Variété', 'Variety', 'الصنف');
const F_HARVEST = L('Récolte', 'Harvest', 'موسم الجني');
const F_INTENSITY = L('Intensité du fruité', 'Fruitiness intensity', 'شدة النكهة الفاكهية');
const F_SMOKE_POINT = L('Point de fumée', 'Smoke point', 'درجة التدخين');
const F_POURING_SPOUT = L('Bouchon verseur', 'Pouring spout', 'صنبور صب');
const F_BUSINESS_INVOICE = L('Facture professionnelle', 'Business invoice', 'فاتورة مهنية');

const yes = (name: Localized): SeedFeature => ({ name, value: true });
const no = (name: Localized): SeedFeature => ({ name, value: false });
const text = (name: Localized, value: Localized): SeedFeature => ({ name, value });
const acidity = (fr: string, en: string): SeedFeature => text(F_ACIDITY, L(`≤ ${fr} %`, `≤ ${en}%`, `≤ ${en}٪`));
const smokePoint = (celsius: number): SeedFeature =>
  text(F_SMOKE_POINT, L(`${celsius} °C`, `${celsius} °C`, `${celsius} درجة مئوية`));

const PICHOLINE = L('Picholine marocaine', 'Moroccan Picholine', 'البيشولين المغربي');

// ---------------------------------------------------------------------------
// Additional details (per 100 ml, origin, storage) and helpers
// ---------------------------------------------------------------------------

const K_ENERGY = L('Énergie (pour 100 ml)', 'Energy (per 100 ml)', 'الطاقة (لكل 100 مل)');
const K_FAT = L('Matières grasses', 'Fat', 'الدهون');
const K_SATURATED = L('dont acides gras saturés', 'of which saturates', 'منها أحماض دهنية مشبعة');
const K_MONO = L('Acides gras mono-insaturés', 'Monounsaturates', 'أحماض دهنية أحادية غير مشبعة');
const K_VITAMIN_E = L('Vitamine E', 'Vitamin E', 'فيتامين E');
const K_ORIGIN = L('Origine', 'Origin', 'المصدر');
const K_STORAGE = L('Conservation', 'Storage', 'طريقة الحفظ');
const K_HARVEST = L('Date de récolte', 'Harvest date', 'تاريخ الجني');

const energy = (kcal: number): SeedDetail => ({ key: K_ENERGY, value: L(`${kcal} kcal`, `${kcal} kcal`, `${kcal} سعرة حرارية`) });
const fat = (fr: string, en: string): SeedDetail => ({ key: K_FAT, value: { icon: 'droplet', text: L(`${fr} g`, `${en} g`, `${en} غ`) } });
const saturated = (fr: string, en: string): SeedDetail => ({ key: K_SATURATED, value: L(`${fr} g`, `${en} g`, `${en} غ`) });
const mono = (fr: string, en: string): SeedDetail => ({ key: K_MONO, value: L(`${fr} g`, `${en} g`, `${en} غ`) });
const vitaminE = (mg: number): SeedDetail => ({ key: K_VITAMIN_E, value: L(`${mg} mg`, `${mg} mg`, `${mg} ملغ`) });
const origin = (where: Localized): SeedDetail => ({ key: K_ORIGIN, value: { icon: 'map-pin', text: where } });
const storage = (advice: Localized): SeedDetail => ({ key: K_STORAGE, value: { icon: 'thermometer', text: advice } });
const harvest = (when: Localized): SeedDetail => ({ key: K_HARVEST, value: { icon: 'calendar', text: when } });

const OCTOBER_2025 = L('Octobre 2025', 'October 2025', 'أكتوبر 2025');
const NOVEMBER_2025 = L('Novembre 2025', 'November 2025', 'نونبر 2025');

const O_SAISS = L('Plaine du Saïss, Meknès (Maroc)', 'Saïss plain, Meknès (Morocco)', 'سهل سايس، مكناس (المغرب)');
const O_HAOUZ = L("Al Haouz, région de Marrakech (Maroc)", 'Al Haouz, Marrakech region (Morocco)', 'الحوز، جهة مراكش (المغرب)');
const O_ATLAS = L(
  'Moyen Atlas, région de Béni Mellal-Khénifra (Maroc)',
  'Middle Atlas, Béni Mellal-Khénifra region (Morocco)',
  'الأطلس المتوسط، جهة بني ملال خنيفرة (المغرب)',
);
const O_MEKNES = L('Huilerie de Meknès (Maroc)', 'Meknès oil mill (Morocco)', 'معصرة مكناس (المغرب)');
const O_CHAMSIA = L(
  'Tournesol du Gharb et du Saïss, raffiné à Meknès (Maroc)',
  'Sunflower from the Gharb and Saïss, refined in Meknès (Morocco)',
  'عباد الشمس من الغرب وسايس، مكرر في مكناس (المغرب)',
);
const O_SOUSS = L('Conditionnée à Agadir (Maroc)', 'Bottled in Agadir (Morocco)', 'معبأ في أكادير (المغرب)');

const S_DARK = L(
  "À conserver à l'abri de la lumière et de la chaleur, entre 15 et 25 °C.",
  'Store away from light and heat, between 15 and 25 °C.',
  'يُحفظ بعيدا عن الضوء والحرارة، في درجة حرارة بين 15 و25 درجة مئوية.',
);
const S_CLOSED = L(
  'Bien refermer après usage et consommer de préférence dans les 3 mois après ouverture.',
  'Close tightly after use; best used within 3 months of opening.',
  'يُغلق جيدا بعد الاستعمال، ويُفضل استهلاكه خلال 3 أشهر من فتحه.',
);
const S_BULK = L(
  "Conserver au frais et à l'abri de la lumière ; transvaser dans une bouteille opaque pour l'usage quotidien.",
  'Keep cool and away from light; pour into an opaque bottle for daily use.',
  'يُحفظ في مكان بارد بعيدا عن الضوء، ويُنقل إلى قنينة معتمة للاستعمال اليومي.',
);
const S_FRY = L(
  'Ne pas réutiliser plus de 5 fois en friture ; conserver dans un endroit frais et sec.',
  'Do not reuse more than 5 times for frying; keep in a cool, dry place.',
  'لا يُعاد استعماله في القلي أكثر من 5 مرات، ويُحفظ في مكان بارد وجاف.',
);
const S_NEW_OIL = L(
  'Conserver au frais et consommer dans les 6 mois ; un léger dépôt au fond est naturel.',
  'Keep cool and use within 6 months; a light sediment at the bottom is natural.',
  'يُحفظ في مكان بارد ويُستهلك خلال 6 أشهر، ووجود ترسبات خفيفة في القاع أمر طبيعي.',
);

// ---------------------------------------------------------------------------
// Products
// ---------------------------------------------------------------------------

export const products: SeedProduct[] = [
  // ======================= Dika Extra (extra virgin olive oil) =======================
  {
    slug: 'dika-extra-picholine-vierge-extra',
    brandId: 'dika-extra',
    category: 'olive-oil',
    name: L(
      'Dika Extra Picholine marocaine vierge extra',
      'Dika Extra Moroccan Picholine Extra Virgin',
      'ديكا إكسترا بيشولين مغربي بكر ممتاز',
    ),
    description: L(
      "L'huile emblématique de Dika Extra, obtenue par première pression à froid d'olives Picholine marocaine récoltées à bonne maturité dans la plaine du Saïss. Son fruité vert, ses notes d'amande fraîche et sa légère ardence en font l'huile de tous les jours, pour les salades comme pour les tajines.",
      "Dika Extra's signature oil, obtained by first cold pressing of Moroccan Picholine olives harvested at optimal ripeness on the Saïss plain. Its green fruitiness, fresh almond notes and gentle pungency make it an everyday oil for salads and tajines alike.",
      'الزيت المميز لعلامة ديكا إكسترا، مستخلص من العصرة الأولى على البارد لزيتون البيشولين المغربي المقطوف في تمام نضجه بسهل سايس. نكهته الفاكهية الخضراء ولمسات اللوز الطازج وحرارته الخفيفة تجعله زيت كل يوم للسلطات والطواجن على حد سواء.',
    ),
    featured: true,
    features: [yes(F_COLD_PRESSED), acidity('0,3', '0.3'), text(F_VARIETY, PICHOLINE), no(F_ORGANIC)],
    benefits: [
      L('Riche en polyphénols antioxydants', 'Rich in antioxidant polyphenols', 'غني بالبوليفينولات المضادة للأكسدة'),
      L('Contribue à un bon équilibre du cholestérol', 'Helps maintain healthy cholesterol levels', 'يساعد على الحفاظ على توازن الكوليسترول'),
      L('Saveur authentique du terroir marocain', 'Authentic taste of Moroccan terroir', 'مذاق أصيل من الأرض المغربية'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), saturated('13,8', '13.8'), vitaminE(14), origin(O_SAISS), storage(S_DARK)],
    reviews: [
      r('Khadija B.', 5, '2026-02-11', "Excellente huile, on sent vraiment le goût de l'olive fraîche. Je l'utilise pour la salade et au petit-déjeuner avec du pain. Livraison rapide à Casablanca."),
      r('Youssef A.', 5, '2025-12-03', "C'est la même huile que chez mes grands-parents à Meknès. Je recommande le bidon de 5 L, bien plus économique."),
      r('Salma E.', 4, '2026-01-22', 'Très bonne qualité, un peu piquante en fin de bouche comme il faut. Le prix a augmenté mais ça reste correct.'),
      r('Hamid R.', 5, '2025-11-18', 'زيت ممتاز وطعمه أصيل، جربته مع أملو والخبز في الفطور. أنصح به.'),
      r('Nadia K.', 5, '2026-03-04', 'Great olive oil, fruity and a bit peppery. The glass bottle was very well packed.'),
      r('Omar T.', 3, '2026-03-02', "Bonne huile mais la bouteille de 750 ml est arrivée avec le bouchon un peu abîmé. Le goût, lui, est bon.", false),
    ],
    variants: [
      { size: '500ML', packaging: 'glass-bottle', price: 6900, stock: 74 },
      { size: '750ML', packaging: 'glass-bottle', price: 9400, stock: 51 },
      { size: '1L', packaging: 'glass-bottle', price: 11900, originalPrice: 13900, stock: 128, isDefault: true },
      { size: '5L', packaging: 'tin', price: 52900, stock: 23 },
    ],
  },
  {
    slug: 'dika-extra-recolte-precoce',
    brandId: 'dika-extra',
    category: 'olive-oil',
    name: L('Dika Extra Récolte précoce', 'Dika Extra Early Harvest', 'ديكا إكسترا الجني المبكر'),
    description: L(
      "Pressée dès les premiers jours d'octobre à partir d'olives encore vertes, cette huile de récolte précoce offre un fruité intense et un taux de polyphénols particulièrement élevé. Une production limitée, à réserver aux plats crus pour profiter de toute sa fraîcheur.",
      'Pressed in the first days of October from still-green olives, this early-harvest oil offers an intense fruitiness and a particularly high polyphenol content. A limited production, best kept for raw dishes to enjoy all its freshness.',
      'يُعصر هذا الزيت منذ الأيام الأولى من أكتوبر من زيتون ما زال أخضر، فيمنح نكهة فاكهية قوية ونسبة عالية جدا من البوليفينولات. إنتاج محدود، يُستحسن استعماله نيئا للاستمتاع بكامل نضارته.',
    ),
    featured: true,
    features: [yes(F_COLD_PRESSED), text(F_HARVEST, OCTOBER_2025), acidity('0,2', '0.2'), no(F_ORGANIC)],
    benefits: [
      L('Teneur en polyphénols supérieure à 450 mg/kg', 'Polyphenol content above 450 mg/kg', 'نسبة بوليفينولات تفوق 450 ملغ/كغ'),
      L('Antioxydants naturels qui protègent les cellules', 'Natural antioxidants that protect cells', 'مضادات أكسدة طبيعية تحمي الخلايا'),
      L("Arômes d'herbe coupée et de tomate verte", 'Aromas of cut grass and green tomato', 'روائح العشب المقطوع والطماطم الخضراء'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), vitaminE(16), harvest(OCTOBER_2025), origin(O_SAISS), storage(S_DARK)],
    reviews: [
      r('Meryem Z.', 5, '2026-01-09', 'Une vraie huile de dégustation, très verte et piquante. Parfaite sur une salade de tomates ou un zaalouk.'),
      r('Karim H.', 5, '2025-11-27', "Je l'attendais depuis l'an dernier, toujours aussi bonne. Dommage que le 750 ml soit déjà en rupture."),
      r('Amine S.', 5, '2025-12-16', 'Intense and grassy, definitely worth the price for drizzling. Arrived well packed in Rabat.'),
      r('Fatima-Zahra O.', 4, '2026-02-18', "Très bon goût mais un peu trop forte pour mes enfants. Moi, j'adore."),
    ],
    variants: [
      { size: '500ML', packaging: 'glass-bottle', price: 6900, stock: 42, isDefault: true },
      { size: '750ML', packaging: 'glass-bottle', price: 9900, stock: 0 },
    ],
  },
  {
    slug: 'dika-extra-fruite-intense',
    brandId: 'dika-extra',
    category: 'olive-oil',
    name: L('Dika Extra Fruité intense', 'Dika Extra Intense Fruity', 'ديكا إكسترا فاكهي قوي'),
    description: L(
      "Un assemblage de Picholine marocaine et de Menara récoltées en début de saison, pour une huile puissante aux notes d'artichaut et d'herbe fraîche. Son amertume et son ardence marquées relèvent les grillades, les légumineuses et les plats de poisson.",
      'A blend of Moroccan Picholine and Menara olives harvested early in the season, for a powerful oil with notes of artichoke and fresh grass. Its marked bitterness and pungency lift grilled meat, pulses and fish dishes.',
      'مزيج من زيتون البيشولين المغربي والمنارة المقطوف في بداية الموسم، لزيت قوي بنكهات الخرشوف والعشب الطازج. مرارته وحرارته الواضحتان تُبرزان المشويات والبقوليات وأطباق السمك.',
    ),
    featured: false,
    features: [yes(F_COLD_PRESSED), text(F_INTENSITY, L('Intense', 'Intense', 'قوية')), acidity('0,4', '0.4'), no(F_ORGANIC)],
    benefits: [
      L('Riche en acide oléique', 'Rich in oleic acid', 'غني بحمض الأوليك'),
      L('Caractère puissant : quelques gouttes suffisent', 'Powerful character: a few drops are enough', 'طابع قوي، تكفي بضع قطرات'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), saturated('13,5', '13.5'), vitaminE(14), origin(O_SAISS), storage(S_DARK)],
    reviews: [
      r('Rachid M.', 5, '2025-10-30', "Puissante comme je l'aime, on sent l'artichaut. Avec des lentilles ou une bissara, c'est un régal."),
      r('Imane F.', 4, '2026-01-14', 'Très bonne mais assez amère, à utiliser en petite quantité.'),
      r('Abdelilah N.', 2, '2026-03-05', "Trop piquante à mon goût, je préfère la version douce. La qualité n'est pas en cause."),
      r('Houda L.', 5, '2025-12-20', 'أفضل زيت زيتون جربته هذه السنة، رائحته قوية وطعمه رائع مع البيصارة.'),
    ],
    variants: [
      { size: '750ML', packaging: 'glass-bottle', price: 9200, stock: 58 },
      { size: '1L', packaging: 'glass-bottle', price: 12400, stock: 2, isDefault: true },
    ],
  },
  {
    slug: 'dika-extra-doux',
    brandId: 'dika-extra',
    category: 'olive-oil',
    name: L('Dika Extra Doux', 'Dika Extra Mild', 'ديكا إكسترا الخفيف'),
    description: L(
      "Issue d'olives cueillies à pleine maturité, cette huile vierge extra au fruité mûr est ronde, douce et sans amertume. Elle plaît à toute la famille et convient aussi bien à la cuisine qu'à la pâtisserie.",
      'Made from olives picked at full ripeness, this extra virgin oil with a ripe fruitiness is round, mild and free of bitterness. The whole family loves it, and it suits both cooking and baking.',
      'مستخلص من زيتون مقطوف في تمام نضجه، يتميز هذا الزيت البكر الممتاز بنكهة فاكهية ناضجة وطعم ناعم وخفيف بدون مرارة. يحبه جميع أفراد العائلة ويناسب الطبخ والحلويات على حد سواء.',
    ),
    featured: false,
    features: [yes(F_COLD_PRESSED), text(F_INTENSITY, L('Douce', 'Mild', 'خفيفة')), acidity('0,5', '0.5')],
    benefits: [
      L('Douce pour les enfants et les palais sensibles', 'Gentle for children and sensitive palates', 'لطيف على الأطفال وأصحاب الذوق الحساس'),
      L('Bonne tenue à la cuisson douce', 'Holds well in gentle cooking', 'يتحمل الطهي على نار هادئة'),
      L('Source de vitamine E', 'Source of vitamin E', 'مصدر لفيتامين E'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), vitaminE(12), origin(O_SAISS), storage(S_DARK)],
    reviews: [
      r('Nadia K.', 5, '2025-12-12', "Parfaite pour mes gâteaux et pour le msemen, elle n'a pas ce goût trop fort. Mes enfants adorent."),
      r('Mehdi B.', 4, '2026-02-04', 'Bonne huile douce, le bidon de 2 L est pratique. Un peu chère par rapport au supermarché.'),
      r('Latifa E.', 4, '2025-11-08', 'زيت خفيف ومناسب للطبخ اليومي، لكن كنت أتمنى أن يكون سعره أقل قليلا.'),
    ],
    variants: [
      { size: '1L', packaging: 'glass-bottle', price: 10900, stock: 120, isDefault: true },
      { size: '2L', packaging: 'tin', price: 20900, stock: 75 },
    ],
  },
  {
    slug: 'dika-extra-bidon-familial',
    brandId: 'dika-extra',
    category: 'olive-oil',
    name: L(
      'Dika Extra Bidon familial vierge extra',
      'Dika Extra Family Pack Extra Virgin',
      'ديكا إكسترا العبوة العائلية بكر ممتاز',
    ),
    description: L(
      "Notre huile d'olive vierge extra Picholine en grand format, pour les familles qui cuisinent tous les jours à l'huile d'olive. Le bidon de 5 L en fer-blanc la protège de la lumière et préserve ses arômes jusqu'à la dernière goutte.",
      'Our Picholine extra virgin olive oil in a large format, for families who cook with olive oil every day. The 5 L tin protects it from light and preserves its aromas to the last drop.',
      'زيت الزيتون البكر الممتاز من صنف البيشولين بحجم كبير، للعائلات التي تطبخ بزيت الزيتون كل يوم. تحميه العلبة المعدنية سعة 5 لترات من الضوء وتحافظ على نكهته حتى آخر قطرة.',
    ),
    featured: false,
    features: [yes(F_COLD_PRESSED), acidity('0,5', '0.5'), text(F_VARIETY, PICHOLINE), yes(F_POURING_SPOUT)],
    benefits: [
      L("Jusqu'à 20 % d'économie par litre", 'Up to 20% savings per litre', 'توفير يصل إلى 20٪ في كل لتر'),
      L('Même qualité vierge extra que la bouteille', 'Same extra virgin quality as the bottle', 'نفس جودة الزيت البكر الممتاز المعبأ في القنينات'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), saturated('13,8', '13.8'), origin(O_SAISS), storage(S_BULK)],
    reviews: [
      r('Abdelkader T.', 5, '2026-01-28', 'Je prends le 5 L chaque mois pour la famille. Qualité constante, et la promo est intéressante.'),
      r('Zineb M.', 5, '2025-10-15', 'Bon rapport qualité-prix pour une vraie huile vierge extra. Livrée à Marrakech en 3 jours.'),
      r('Said R.', 4, '2026-03-10', 'Bonne huile, mais le jerrican de 10 L est lourd à manipuler.', false),
    ],
    variants: [
      { size: '5L', packaging: 'tin', price: 49900, originalPrice: 57900, stock: 96, isDefault: true },
      { size: '10L', packaging: 'jerrycan', price: 94900, stock: 14 },
    ],
  },
  {
    slug: 'dika-extra-haouzia-monovarietale',
    brandId: 'dika-extra',
    category: 'olive-oil',
    name: L('Dika Extra Haouzia monovariétale', 'Dika Extra Haouzia Single Variety', 'ديكا إكسترا الحوزية أحادية الصنف'),
    description: L(
      "Une édition limitée issue uniquement de la variété Haouzia, sélectionnée par l'INRA Maroc et cultivée dans la région d'Al Haouz. Son fruité délicat aux notes de pomme verte et d'amande douce en fait une huile rare, à déguster crue.",
      'A limited edition made solely from the Haouzia variety, selected by INRA Morocco and grown in the Al Haouz region. Its delicate fruitiness with notes of green apple and sweet almond makes it a rare oil to be enjoyed raw.',
      'إصدار محدود مستخلص حصريا من صنف الحوزية، الذي انتقاه المعهد الوطني للبحث الزراعي بالمغرب ويُزرع في منطقة الحوز. نكهته الفاكهية الرقيقة بلمسات التفاح الأخضر واللوز الحلو تجعل منه زيتا نادرا يُتذوق نيئا.',
    ),
    featured: false,
    features: [
      yes(F_COLD_PRESSED),
      text(F_VARIETY, L('Haouzia', 'Haouzia', 'الحوزية')),
      acidity('0,3', '0.3'),
      yes(L('Édition limitée', 'Limited edition', 'إصدار محدود')),
    ],
    benefits: [
      L('Variété marocaine rare', 'Rare Moroccan variety', 'صنف مغربي نادر'),
      L('Arômes délicats de pomme verte', 'Delicate green apple aromas', 'روائح رقيقة من التفاح الأخضر'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), vitaminE(15), origin(O_HAOUZ), storage(S_DARK)],
    rating: null,
    reviewCount: 0,
    reviews: [],
    variants: [{ size: '500ML', packaging: 'glass-bottle', price: 7500, stock: 0, isDefault: true }],
  },

  // ======================= Zitoun Atlas (extra virgin olive oil) =======================
  {
    slug: 'zitoun-atlas-bio-vierge-extra',
    brandId: 'zitoun-atlas',
    category: 'olive-oil',
    name: L('Zitoun Atlas Bio vierge extra', 'Zitoun Atlas Organic Extra Virgin', 'زيتون الأطلس بكر ممتاز عضوي'),
    description: L(
      "Huile d'olive vierge extra certifiée biologique, issue de vergers du Moyen Atlas cultivés sans engrais ni pesticides de synthèse. Pressée à froid dans les 12 heures qui suivent la cueillette, elle offre un goût équilibré aux notes de feuille d'olivier.",
      'Certified organic extra virgin olive oil from Middle Atlas orchards farmed without synthetic fertilisers or pesticides. Cold pressed within 12 hours of picking, it offers a balanced taste with notes of olive leaf.',
      'زيت زيتون بكر ممتاز حاصل على شهادة الزراعة العضوية، من بساتين الأطلس المتوسط المزروعة بدون أسمدة أو مبيدات كيميائية. يُعصر على البارد خلال 12 ساعة من القطف، ويمنح مذاقا متوازنا بلمسات من ورق الزيتون.',
    ),
    featured: true,
    features: [
      yes(F_ORGANIC),
      yes(F_COLD_PRESSED),
      yes(F_NON_GMO),
      acidity('0,4', '0.4'),
      text(L('Certification', 'Certification', 'الشهادة'), L('Ecocert, bio UE', 'Ecocert, EU organic', 'إيكوسيرت، عضوي أوروبي')),
    ],
    benefits: [
      L('Sans résidus de pesticides', 'Free of pesticide residues', 'خالٍ من بقايا المبيدات'),
      L('Agriculture respectueuse des sols de montagne', 'Farming that respects mountain soils', 'زراعة تحترم تربة الجبال'),
      L('Riche en antioxydants naturels', 'Rich in natural antioxidants', 'غني بمضادات الأكسدة الطبيعية'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), saturated('13,6', '13.6'), vitaminE(14), origin(O_ATLAS), storage(S_DARK)],
    reviews: [
      r('Ghita A.', 5, '2026-02-22', 'Enfin une huile bio marocaine de qualité à un prix raisonnable. Goût doux avec une petite amertume agréable.'),
      r('Hicham D.', 5, '2025-12-29', "J'ai comparé avec une huile bio importée : celle-ci est bien meilleure et plus fraîche."),
      r('Soukaina B.', 5, '2026-01-06', 'Lovely organic oil, smooth and fresh. I use it for everything from salads to baking.'),
      r('Mustapha E.', 4, '2026-03-12', "Très bonne huile. J'aurais aimé commander le bidon de 5 L mais il est en rupture."),
      r('Asmae L.', 5, '2025-11-21', 'زيت عضوي ممتاز، طعمه متوازن ورائحته طيبة. التوصيل كان سريعا إلى فاس.'),
    ],
    variants: [
      { size: '500ML', packaging: 'glass-bottle', price: 7400, stock: 66 },
      { size: '1L', packaging: 'glass-bottle', price: 13900, stock: 48, isDefault: true },
      { size: '5L', packaging: 'tin', price: 62900, stock: 0 },
    ],
  },
  {
    slug: 'zitoun-atlas-picholine-montagne',
    brandId: 'zitoun-atlas',
    category: 'olive-oil',
    name: L('Zitoun Atlas Picholine de montagne', 'Zitoun Atlas Mountain Picholine', 'زيتون الأطلس بيشولين الجبل'),
    description: L(
      "Des olives Picholine cultivées en terrasses sur les contreforts du Moyen Atlas, où les nuits fraîches ralentissent la maturation. Il en résulte une huile vierge extra fine et aromatique, à l'ardence légère et persistante.",
      'Picholine olives grown on terraces in the foothills of the Middle Atlas, where cool nights slow down ripening. The result is a fine, aromatic extra virgin oil with a light, lingering pungency.',
      'زيتون البيشولين المزروع في مدرجات على سفوح الأطلس المتوسط، حيث تُبطئ الليالي الباردة نضج الثمار. والنتيجة زيت بكر ممتاز راقٍ وعطري بحرارة خفيفة تدوم في الفم.',
    ),
    featured: false,
    features: [
      yes(F_COLD_PRESSED),
      text(F_VARIETY, PICHOLINE),
      text(L('Altitude des vergers', 'Orchard altitude', 'ارتفاع البساتين'), L('600 à 900 m', '600 to 900 m', 'من 600 إلى 900 متر')),
      no(F_ORGANIC),
    ],
    benefits: [
      L('Arômes complexes dus au climat de montagne', 'Complex aromas from the mountain climate', 'روائح غنية بفضل المناخ الجبلي'),
      L('Riche en acide oléique et en polyphénols', 'Rich in oleic acid and polyphenols', 'غني بحمض الأوليك والبوليفينولات'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), saturated('13,4', '13.4'), mono('68,2', '68.2'), origin(O_ATLAS), storage(S_DARK)],
    reviews: [
      r('Brahim O.', 5, '2025-11-02', 'Huile très parfumée, on sent la différence avec les huiles de plaine. Je recommande.'),
      r('Loubna C.', 4, '2026-01-30', 'Bonne huile, bien emballée. Le bidon de 2 L est pratique pour la cuisine.'),
      r('Yassine K.', 3, '2026-02-26', 'Correcte, mais je ne trouve pas beaucoup de différence avec la version classique, qui est moins chère.'),
    ],
    variants: [
      { size: '750ML', packaging: 'glass-bottle', price: 8900, stock: 35 },
      { size: '1L', packaging: 'glass-bottle', price: 11500, stock: 82, isDefault: true },
      { size: '2L', packaging: 'tin', price: 21900, stock: 27 },
    ],
  },
  {
    slug: 'zitoun-atlas-menara-fruite-vert',
    brandId: 'zitoun-atlas',
    category: 'olive-oil',
    name: L('Zitoun Atlas Menara fruité vert', 'Zitoun Atlas Menara Green Fruity', 'زيتون الأطلس منارة فاكهي أخضر'),
    description: L(
      "Huile monovariétale de Menara, une variété marocaine précoce au rendement généreux. Fruité vert franc, notes de tomate et d'herbe fraîche : idéale en filet sur une harira, un houmous ou des légumes grillés.",
      'A single-variety oil from Menara, an early Moroccan variety with a generous yield. Clean green fruitiness with notes of tomato and fresh grass: ideal drizzled over harira, hummus or grilled vegetables.',
      'زيت أحادي الصنف من زيتون المنارة، وهو صنف مغربي مبكر وغزير الإنتاج. نكهة فاكهية خضراء واضحة بلمسات من الطماطم والعشب الطازج، مثالي لتزيين الحريرة أو الحمص أو الخضر المشوية.',
    ),
    featured: false,
    features: [yes(F_COLD_PRESSED), text(F_VARIETY, L('Menara', 'Menara', 'المنارة')), acidity('0,3', '0.3'), yes(F_FILTERED)],
    benefits: [
      L('Notes végétales fraîches', 'Fresh green notes', 'نكهات نباتية طازجة'),
      L('Idéale en finition, à cru', 'Ideal as a raw finishing touch', 'مثالي كلمسة أخيرة دون طهي'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), vitaminE(15), harvest(NOVEMBER_2025), origin(O_ATLAS), storage(S_DARK)],
    reviews: [
      r('Sanae H.', 4, '2026-02-08', 'Bon goût de tomate verte, très agréable sur la harira. La petite bouteille part vite !'),
      r('Adil M.', 5, '2026-03-01', "J'ai profité de la promo : excellente huile pour le prix."),
    ],
    variants: [{ size: '500ML', packaging: 'glass-bottle', price: 6500, originalPrice: 7900, stock: 53, isDefault: true }],
  },
  {
    slug: 'zitoun-atlas-vierge-extra-classique',
    brandId: 'zitoun-atlas',
    category: 'olive-oil',
    name: L('Zitoun Atlas Vierge extra classique', 'Zitoun Atlas Classic Extra Virgin', 'زيتون الأطلس بكر ممتاز كلاسيكي'),
    description: L(
      "L'huile d'olive vierge extra de tous les jours, au goût équilibré et légèrement fruité. Pressée à froid à partir d'olives du Moyen Atlas, elle accompagne aussi bien la cuisson que les assaisonnements.",
      'The everyday extra virgin olive oil, with a balanced, lightly fruity taste. Cold pressed from Middle Atlas olives, it is as good for cooking as for dressings.',
      'زيت الزيتون البكر الممتاز للاستعمال اليومي، بمذاق متوازن ونكهة فاكهية خفيفة. معصور على البارد من زيتون الأطلس المتوسط، ويصلح للطبخ والتتبيل على حد سواء.',
    ),
    featured: true,
    features: [yes(F_COLD_PRESSED), acidity('0,8', '0.8'), text(F_INTENSITY, L('Moyenne', 'Medium', 'متوسطة')), no(F_ORGANIC)],
    benefits: [
      L('Excellent rapport qualité-prix', 'Excellent value for money', 'جودة ممتازة مقابل السعر'),
      L('Polyvalente, à cru comme en cuisson', 'Versatile, raw or cooked', 'متعدد الاستعمالات، نيئا أو مطبوخا'),
      L("Source d'acides gras mono-insaturés", 'Source of monounsaturated fatty acids', 'مصدر للأحماض الدهنية الأحادية غير المشبعة'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), saturated('14,2', '14.2'), vitaminE(12), origin(O_ATLAS), storage(S_DARK)],
    reviews: [
      r('Aicha N.', 5, '2026-01-17', "Rapport qualité-prix imbattable, je l'utilise pour tout. Le 5 L en promo est une bonne affaire."),
      r('Othmane F.', 4, '2025-12-07', 'Bonne huile de tous les jours, goût équilibré. Livraison un peu longue à Oujda (5 jours).'),
      r('Kenza R.', 5, '2026-02-14', 'زيت جيد جدا بثمن مناسب، أستعمله في الطبخ والسلطة. شكرا على جودة التغليف.'),
      r('Driss A.', 4, '2025-10-25', "Correct pour le prix. Ce n'est pas une huile de dégustation, mais pour cuisiner c'est parfait."),
      r('Samira T.', 5, '2026-03-08', 'Je recommande, toute la famille en utilise maintenant.', false),
    ],
    variants: [
      { size: '1L', packaging: 'glass-bottle', price: 9900, stock: 210, isDefault: true },
      { size: '2L', packaging: 'tin', price: 18900, stock: 140 },
      { size: '5L', packaging: 'tin', price: 44900, originalPrice: 52900, stock: 88 },
    ],
  },
  {
    slug: 'zitoun-atlas-reserve-familiale',
    brandId: 'zitoun-atlas',
    category: 'olive-oil',
    name: L('Zitoun Atlas Réserve familiale', 'Zitoun Atlas Family Reserve', 'زيتون الأطلس مؤونة العائلة'),
    description: L(
      "Le grand format pour faire sa provision annuelle d'huile d'olive vierge extra, comme le veut la tradition au moment de la récolte. Conditionnée en jerrican alimentaire de 10 ou 20 litres, elle se conserve jusqu'à 18 mois à l'abri de la lumière.",
      'The large format for stocking up on a year of extra virgin olive oil, as tradition has it at harvest time. Packed in 10 or 20 litre food-grade jerrycans, it keeps for up to 18 months away from light.',
      'الحجم الكبير لتخزين مؤونة السنة من زيت الزيتون البكر الممتاز، كما جرت العادة في موسم الجني. معبأ في عبوات غذائية سعة 10 أو 20 لترا، ويُحفظ حتى 18 شهرا بعيدا عن الضوء.',
    ),
    featured: false,
    features: [
      yes(F_COLD_PRESSED),
      acidity('0,8', '0.8'),
      text(L('Durée de conservation', 'Shelf life', 'مدة الصلاحية'), L('18 mois', '18 months', '18 شهرا')),
      yes(F_POURING_SPOUT),
    ],
    benefits: [
      L('Le prix au litre le plus bas de la gamme', 'The lowest price per litre in the range', 'أقل سعر للتر في التشكيلة'),
      L("Une provision pour toute l'année", 'A supply for the whole year', 'مؤونة للسنة كاملة'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), saturated('14,2', '14.2'), origin(O_ATLAS), storage(S_BULK)],
    reviews: [
      r('Abderrahim L.', 5, '2025-11-12', "Comme chaque année, j'ai pris le 20 L pour la maison. Huile de qualité, livrée directement à Khénifra."),
      r('Hajar S.', 5, '2025-12-18', 'مؤونة السنة كلها، زيت صافي وطعمه زوين. الله يبارك.'),
      r('Mohamed E.', 4, '2026-01-25', "Très bon produit, mais il faut prévoir une bouteille plus petite pour l'usage quotidien."),
    ],
    variants: [
      { size: '10L', packaging: 'jerrycan', price: 89900, stock: 22, isDefault: true },
      { size: '20L', packaging: 'jerrycan', price: 174900, stock: 1 },
    ],
  },
  {
    slug: 'zitoun-atlas-huile-nouvelle-non-filtree',
    brandId: 'zitoun-atlas',
    category: 'olive-oil',
    name: L(
      'Zitoun Atlas Huile nouvelle non filtrée',
      'Zitoun Atlas New Season Unfiltered',
      'زيتون الأطلس زيت الموسم الجديد غير المصفى',
    ),
    description: L(
      'La toute première huile de la saison, mise en bouteille sans filtration juste après le pressage. Légèrement trouble, elle garde des arômes très frais de fruit vert ; à consommer dans les six mois.',
      'The very first oil of the season, bottled without filtration right after pressing. Slightly cloudy, it keeps very fresh green fruit aromas; best enjoyed within six months.',
      'أول زيت في الموسم، يُعبأ دون تصفية مباشرة بعد العصر. يبدو عكِرا قليلا، لكنه يحتفظ بروائح طازجة جدا من الثمار الخضراء، ويُستحسن استهلاكه خلال ستة أشهر.',
    ),
    featured: false,
    features: [yes(F_COLD_PRESSED), no(F_FILTERED), text(F_HARVEST, NOVEMBER_2025), acidity('0,3', '0.3')],
    benefits: [
      L('Des arômes au plus près du fruit', 'Aromas as close as possible to the fruit', 'نكهة أقرب ما تكون إلى الثمرة'),
      L("Dépôt naturel riche en particules d'olive", 'Natural sediment rich in olive particles', 'ترسبات طبيعية غنية بجزيئات الزيتون'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), harvest(NOVEMBER_2025), origin(O_ATLAS), storage(S_NEW_OIL)],
    rating: null,
    reviewCount: 0,
    reviews: [],
    variants: [
      { size: '500ML', packaging: 'glass-bottle', price: 6900, stock: 31 },
      { size: '1L', packaging: 'glass-bottle', price: 12900, stock: 17, isDefault: true },
    ],
  },

  // ======================= Meknassia (olive pomace oil) =======================
  {
    slug: 'meknassia-grignons-classique',
    brandId: 'meknassia',
    category: 'olive-pomace-oil',
    name: L(
      "Meknassia Huile de grignons d'olive classique",
      'Meknassia Classic Olive Pomace Oil',
      'المكناسية زيت ثفل الزيتون الكلاسيكي',
    ),
    description: L(
      "Huile de grignons d'olive raffinée, enrichie d'huile d'olive vierge pour garder un léger goût d'olive. Stable à haute température, elle remplace avantageusement l'huile d'olive pour la cuisson quotidienne.",
      'Refined olive pomace oil enriched with virgin olive oil to keep a light olive taste. Stable at high temperature, it is a cost-effective alternative to olive oil for everyday cooking.',
      'زيت ثفل الزيتون المكرر، مدعم بزيت الزيتون البكر للحفاظ على نكهة زيتون خفيفة. ثابت في درجات الحرارة العالية، وهو بديل اقتصادي لزيت الزيتون في الطبخ اليومي.',
    ),
    featured: true,
    features: [yes(F_REFINED), smokePoint(238), no(F_COLD_PRESSED), yes(F_NON_GMO)],
    benefits: [
      L('Résiste à la chaleur sans se dégrader', 'Withstands heat without breaking down', 'يتحمل الحرارة دون أن يفسد'),
      L("Contient naturellement du squalène et des stérols de l'olive", 'Naturally contains olive squalene and sterols', 'يحتوي طبيعيا على السكوالين والستيرولات المستخلصة من الزيتون'),
      L('Économique au quotidien', 'Economical for everyday use', 'اقتصادي للاستعمال اليومي'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), saturated('15,1', '15.1'), vitaminE(6), origin(O_MEKNES), storage(S_CLOSED)],
    reviews: [
      r('Malika H.', 5, '2026-01-11', "Je l'utilise pour les tajines et la friture, elle ne fume pas et garde un petit goût d'olive. Très bien."),
      r('Anouar B.', 4, '2025-12-22', "Bon produit, moins cher que l'huile d'olive pour cuisiner. Le 5 L en promo vaut le coup."),
      r('Rabia E.', 4, '2026-02-27', 'زيت جيد للقلي والطاجين، وثمنه مناسب.'),
      r('Jalal K.', 3, '2025-11-30', "Correcte, mais le goût d'olive est très discret. Pour la friture, ça fait l'affaire."),
    ],
    variants: [
      { size: '1L', packaging: 'pet-bottle', price: 4200, stock: 260, isDefault: true },
      { size: '2L', packaging: 'pet-bottle', price: 7900, stock: 180 },
      { size: '5L', packaging: 'pet-bottle', price: 18900, originalPrice: 21900, stock: 95 },
    ],
  },
  {
    slug: 'meknassia-special-friture',
    brandId: 'meknassia',
    category: 'olive-pomace-oil',
    name: L('Meknassia Spécial friture', 'Meknassia Frying Special', 'المكناسية خاص بالقلي'),
    description: L(
      "Une huile de grignons d'olive formulée pour les fritures répétées : frites, beignets, sfenj ou poisson. Son point de fumée élevé et sa grande stabilité limitent les odeurs et la formation de composés indésirables.",
      'An olive pomace oil designed for repeated frying: chips, fritters, sfenj or fish. Its high smoke point and great stability limit odours and the formation of unwanted compounds.',
      'زيت ثفل الزيتون مُعد للقلي المتكرر: البطاطس المقلية والفطائر والسفنج والسمك. درجة تدخينه المرتفعة وثباته الكبير يقللان من الروائح ومن تكوّن المركبات غير المرغوب فيها.',
    ),
    featured: false,
    features: [
      smokePoint(240),
      yes(F_REFINED),
      text(L('Réutilisation', 'Reuse', 'إعادة الاستعمال'), L("Jusqu'à 5 fritures", 'Up to 5 frying sessions', 'حتى 5 مرات قلي')),
      yes(F_NON_GMO),
    ],
    benefits: [
      L('Fritures croustillantes et moins grasses', 'Crispier, less greasy fried food', 'مقليات مقرمشة وأقل دسامة'),
      L("Moins d'odeurs dans la cuisine", 'Fewer odours in the kitchen', 'روائح أقل في المطبخ'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), saturated('15,3', '15.3'), origin(O_MEKNES), storage(S_FRY)],
    reviews: [
      r('Fouad Z.', 4, '2026-01-19', "Très bonne pour le poisson frit, pas d'odeur désagréable. Je l'ai réutilisée trois fois sans problème."),
      r('Naima S.', 5, '2025-12-01', "Mon sfenj est plus croustillant qu'avec l'huile de tournesol. Je reprendrai le 5 L."),
      r('Tarik O.', 2, '2026-02-16', 'The oil is fine but my 5L bottle arrived slightly leaking. Customer service replaced it, though.'),
    ],
    variants: [
      { size: '2L', packaging: 'pet-bottle', price: 7600, stock: 140 },
      { size: '5L', packaging: 'pet-bottle', price: 18500, stock: 2, isDefault: true },
    ],
  },
  {
    slug: 'meknassia-restauration',
    brandId: 'meknassia',
    category: 'olive-pomace-oil',
    name: L('Meknassia Restauration', 'Meknassia Catering', 'المكناسية للمطاعم'),
    description: L(
      "Le format professionnel de l'huile de grignons d'olive Meknassia, pour les restaurants, snacks, traiteurs et cantines. Jerricans de 10 et 25 litres avec bouchon verseur, pour un usage intensif en cuisine.",
      'The professional format of Meknassia olive pomace oil, for restaurants, snack bars, caterers and canteens. 10 and 25 litre jerrycans with a pouring spout, made for intensive kitchen use.',
      'الحجم المهني لزيت ثفل الزيتون المكناسية، موجه للمطاعم ومحلات الأكل السريع وممولي الحفلات والمطاعم الجماعية. عبوات سعة 10 و25 لترا مزودة بصنبور صب، للاستعمال المكثف في المطبخ.',
    ),
    featured: false,
    features: [smokePoint(240), yes(F_POURING_SPOUT), yes(F_REFINED), yes(F_BUSINESS_INVOICE)],
    benefits: [
      L('Coût maîtrisé pour les professionnels', 'Controlled cost for professionals', 'تكلفة مضبوطة للمهنيين'),
      L('Stable en friture continue', 'Stable in continuous frying', 'ثابت أثناء القلي المتواصل'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), saturated('15,3', '15.3'), origin(O_MEKNES), storage(S_FRY)],
    rating: 4.3,
    reviewCount: 18,
    reviews: [],
    variants: [
      { size: '10L', packaging: 'jerrycan', price: 35900, stock: 45, isDefault: true },
      { size: '25L', packaging: 'jerrycan', price: 87500, stock: 0 },
    ],
  },
  {
    slug: 'meknassia-grignons-doux',
    brandId: 'meknassia',
    category: 'olive-pomace-oil',
    name: L('Meknassia Grignons doux', 'Meknassia Mild Pomace Oil', 'المكناسية ثفل الزيتون الخفيف'),
    description: L(
      "Une huile de grignons d'olive au goût très léger, pensée pour la pâtisserie, les sauces et les marinades. Elle apporte une touche d'olive discrète sans masquer les saveurs des plats.",
      'An olive pomace oil with a very light taste, designed for baking, sauces and marinades. It brings a subtle olive touch without masking the flavours of the dish.',
      'زيت ثفل الزيتون بمذاق خفيف جدا، مخصص للحلويات والصلصات والتتبيلات. يضيف لمسة زيتون رقيقة دون أن يطغى على نكهات الأطباق.',
    ),
    featured: false,
    features: [yes(F_REFINED), text(F_INTENSITY, L('Douce', 'Mild', 'خفيفة')), no(F_COLD_PRESSED), yes(F_NON_GMO)],
    benefits: [
      L('Goût discret adapté à la pâtisserie', 'Subtle taste suited to baking', 'مذاق لطيف يناسب الحلويات'),
      L('Une bonne alternative aux huiles de graines', 'A good alternative to seed oils', 'بديل جيد لزيوت البذور'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), saturated('15,0', '15.0'), vitaminE(6), origin(O_MEKNES), storage(S_CLOSED)],
    reviews: [
      r('Sara M.', 4, '2026-02-03', "Bien pour les gâteaux, on ne sent presque pas l'olive. Dommage qu'il n'y ait pas de grand format."),
      r('Khalid B.', 3, '2025-12-15', "Bonne huile mais un peu chère pour de l'huile de grignons.", false),
    ],
    variants: [{ size: '1L', packaging: 'pet-bottle', price: 4400, stock: 74, isDefault: true }],
  },
  {
    slug: 'meknassia-tradition-gout-olive',
    brandId: 'meknassia',
    category: 'olive-pomace-oil',
    name: L("Meknassia Tradition au goût d'olive", 'Meknassia Tradition Olive Taste', 'المكناسية التقليدي بطعم الزيتون'),
    description: L(
      "Un assemblage plus riche en huile d'olive vierge, pour retrouver le goût des huileries traditionnelles de Meknès. Idéale pour la cuisine marocaine mijotée : tajines, loubia, kefta et mqualli.",
      "A blend richer in virgin olive oil, bringing back the taste of Meknès's traditional oil mills. Ideal for slow-cooked Moroccan dishes: tajines, loubia, kefta and mqualli.",
      'مزيج أغنى بزيت الزيتون البكر، يعيد طعم المعاصر التقليدية بمكناس. مثالي للأطباق المغربية المطهوة على نار هادئة: الطواجن واللوبيا والكفتة والمقلي.',
    ),
    featured: false,
    features: [
      text(L("Part d'huile d'olive vierge", 'Virgin olive oil share', 'نسبة زيت الزيتون البكر'), L('20 %', '20%', '20٪')),
      smokePoint(230),
      yes(F_REFINED),
      yes(F_NON_GMO),
    ],
    benefits: [
      L("Goût d'olive plus prononcé", 'More pronounced olive taste', 'طعم زيتون أوضح'),
      L('Parfaite pour les plats mijotés', 'Perfect for slow-cooked dishes', 'مثالي للأطباق المطهوة ببطء'),
    ],
    nutritionalInfo: [energy(824), fat('91,6', '91.6'), saturated('14,8', '14.8'), vitaminE(7), origin(O_MEKNES), storage(S_CLOSED)],
    reviews: [
      r('Zahra I.', 5, '2026-03-04', 'Le vrai goût des tajines de ma mère. Bien plus savoureuse que la classique.'),
      r('Ayoub H.', 4, '2025-11-24', 'Bonne huile pour la cuisine, je prends toujours le 5 L.'),
      r('Hanane D.', 5, '2026-01-03', 'أفضل زيت للطاجين، طعم الزيتون واضح وثمنه معقول.'),
    ],
    variants: [
      { size: '1L', packaging: 'pet-bottle', price: 4500, stock: 130, isDefault: true },
      { size: '5L', packaging: 'pet-bottle', price: 20900, stock: 60 },
    ],
  },

  // ======================= Chamsia (sunflower oil) =======================
  {
    slug: 'chamsia-tournesol-raffinee',
    brandId: 'chamsia',
    category: 'sunflower-oil',
    name: L('Chamsia Huile de tournesol raffinée', 'Chamsia Refined Sunflower Oil', 'شمسية زيت عباد الشمس المكرر'),
    description: L(
      "L'huile de tournesol de référence de la gamme Chamsia : claire, légère et au goût neutre. Elle convient à toutes les cuissons du quotidien, de la friture à la pâtisserie.",
      'The reference sunflower oil of the Chamsia range: clear, light and neutral in taste. It suits every daily cooking need, from frying to baking.',
      'زيت عباد الشمس المرجعي في تشكيلة شمسية، رائق وخفيف وبمذاق محايد. يناسب جميع استعمالات الطبخ اليومي، من القلي إلى الحلويات.',
    ),
    featured: true,
    features: [yes(F_REFINED), yes(F_NON_GMO), yes(F_CHOLESTEROL_FREE), smokePoint(225)],
    benefits: [
      L('Riche en acides gras polyinsaturés (oméga 6)', 'Rich in polyunsaturated fatty acids (omega-6)', 'غني بالأحماض الدهنية المتعددة غير المشبعة (أوميغا 6)'),
      L('Source de vitamine E', 'Source of vitamin E', 'مصدر لفيتامين E'),
      L('Un goût neutre qui respecte les saveurs', 'A neutral taste that respects flavours', 'مذاق محايد يحترم نكهات الأطباق'),
    ],
    nutritionalInfo: [energy(828), fat('92', '92'), saturated('10,3', '10.3'), vitaminE(38), origin(O_CHAMSIA), storage(S_CLOSED)],
    reviews: [
      r('Hasna R.', 5, '2026-02-09', 'Huile claire et légère, parfaite pour la friture. Je commande toujours le 5 L.'),
      r('Younes L.', 4, '2025-12-26', 'Bon produit, prix correct, livraison rapide à Rabat.'),
      r('Fatiha M.', 5, '2026-01-21', 'زيت خفيف ورائق، مناسب للقلي والحلويات. أنصح به.'),
      r('Ilyas T.', 4, '2025-10-18', "Très bien pour la chebakia pendant le Ramadan, aucune odeur."),
      r('Widad E.', 2, '2026-03-11', "La bouteille de 2 L est arrivée un peu cabossée. L'huile elle-même est correcte."),
    ],
    variants: [
      { size: '1L', packaging: 'pet-bottle', price: 2100, stock: 380, isDefault: true },
      { size: '2L', packaging: 'pet-bottle', price: 4000, stock: 260 },
      { size: '5L', packaging: 'pet-bottle', price: 9500, originalPrice: 11200, stock: 150 },
    ],
  },
  {
    slug: 'chamsia-riche-vitamine-e',
    brandId: 'chamsia',
    category: 'sunflower-oil',
    name: L('Chamsia Tournesol riche en vitamine E', 'Chamsia Sunflower Rich in Vitamin E', 'شمسية عباد الشمس الغني بفيتامين E'),
    description: L(
      'Une huile de tournesol raffinée avec douceur pour préserver sa vitamine E naturelle. Une portion de 15 ml couvre plus de la moitié des apports journaliers recommandés en vitamine E.',
      'A sunflower oil gently refined to preserve its natural vitamin E. A 15 ml serving covers more than half of the recommended daily intake of vitamin E.',
      'زيت عباد الشمس مكرر بلطف للحفاظ على فيتامين E الطبيعي. حصة 15 مل تغطي أكثر من نصف الحاجة اليومية الموصى بها من فيتامين E.',
    ),
    featured: false,
    features: [
      text(L('Teneur en vitamine E', 'Vitamin E content', 'نسبة فيتامين E'), L('45 mg / 100 ml', '45 mg / 100 ml', '45 ملغ / 100 مل')),
      yes(F_NON_GMO),
      yes(F_CHOLESTEROL_FREE),
      yes(F_REFINED),
    ],
    benefits: [
      L('Contribue à protéger les cellules contre le stress oxydatif', 'Contributes to protecting cells from oxidative stress', 'يساهم في حماية الخلايا من الإجهاد التأكسدي'),
      L('Légère et digeste', 'Light and easy to digest', 'خفيف وسهل الهضم'),
    ],
    nutritionalInfo: [energy(828), fat('92', '92'), saturated('10,1', '10.1'), vitaminE(45), origin(O_CHAMSIA), storage(S_CLOSED)],
    reviews: [
      r('Rim A.', 5, '2026-01-27', "J'ai choisi celle-ci pour la vitamine E, pour presque le même prix que la classique. Très bonne."),
      r('Badr E.', 5, '2025-11-14', "Good quality sunflower oil, light and neutral. Nice that it's made in Morocco."),
      r('Saida K.', 4, '2026-02-21', 'Bonne huile, mais le format 2 L est souvent indisponible.'),
    ],
    variants: [
      { size: '1L', packaging: 'pet-bottle', price: 2400, stock: 190, isDefault: true },
      { size: '2L', packaging: 'pet-bottle', price: 4600, stock: 1 },
    ],
  },
  {
    slug: 'chamsia-friture-pro',
    brandId: 'chamsia',
    category: 'sunflower-oil',
    name: L('Chamsia Friture Pro', 'Chamsia Pro Frying', 'شمسية للقلي الاحترافي'),
    description: L(
      'Une huile de tournesol oléique spécialement conçue pour les friteuses professionnelles. Elle supporte des cycles de friture longs et répétés tout en gardant une couleur claire et un goût neutre.',
      'A high-oleic sunflower oil specially designed for professional fryers. It withstands long, repeated frying cycles while keeping a light colour and a neutral taste.',
      'زيت عباد الشمس الغني بحمض الأوليك، مصمم خصيصا للمقالي المهنية. يتحمل دورات قلي طويلة ومتكررة مع الحفاظ على لونه الفاتح ومذاقه المحايد.',
    ),
    featured: false,
    features: [
      smokePoint(232),
      text(L('Type', 'Type', 'النوع'), L('Tournesol oléique', 'High-oleic sunflower', 'عباد الشمس الغني بالأوليك')),
      yes(F_NON_GMO),
      yes(F_POURING_SPOUT),
      yes(F_BUSINESS_INVOICE),
    ],
    benefits: [
      L("Durée d'utilisation en friteuse prolongée", 'Longer life in the fryer', 'عمر أطول في المقلاة'),
      L('Fritures dorées et croustillantes', 'Golden, crispy fried food', 'مقليات ذهبية ومقرمشة'),
      L("Coût d'usage réduit pour les professionnels", 'Lower cost of use for professionals', 'تكلفة استعمال أقل للمهنيين'),
    ],
    nutritionalInfo: [energy(828), fat('92', '92'), saturated('8,6', '8.6'), mono('75', '75'), origin(O_CHAMSIA), storage(S_FRY)],
    reviews: [
      r('Abdellah S.', 5, '2026-02-06', "J'ai un snack à Tanger : cette huile tient beaucoup plus longtemps que l'huile ordinaire. Je recommande."),
      r('Mouna B.', 4, '2025-12-10', "Bon produit pour mon activité de traiteur. J'attends le retour du 20 L."),
      r('Noureddine A.', 4, '2026-03-06', 'زيت جيد للمطاعم، يصمد طويلا في المقلاة. التوصيل تأخر يومين.'),
    ],
    variants: [
      { size: '5L', packaging: 'pet-bottle', price: 10500, stock: 70 },
      { size: '10L', packaging: 'jerrycan', price: 19900, stock: 36, isDefault: true },
      { size: '20L', packaging: 'jerrycan', price: 38900, stock: 0 },
    ],
  },
  {
    slug: 'chamsia-format-familial',
    brandId: 'chamsia',
    category: 'sunflower-oil',
    name: L('Chamsia Format familial 5 L', 'Chamsia Family Size 5 L', 'شمسية الحجم العائلي 5 لترات'),
    description: L(
      'Notre huile de tournesol raffinée dans un bidon de 5 litres avec poignée ergonomique, pensé pour les grandes familles. Le format le plus économique pour la cuisine de tous les jours.',
      'Our refined sunflower oil in a 5 litre bottle with an ergonomic handle, designed for large families. The most economical format for everyday cooking.',
      'زيت عباد الشمس المكرر في عبوة سعة 5 لترات بمقبض مريح، مصممة للعائلات الكبيرة. الحجم الأكثر اقتصادا للطبخ اليومي.',
    ),
    featured: false,
    features: [yes(F_REFINED), yes(F_NON_GMO), yes(L('Poignée ergonomique', 'Ergonomic handle', 'مقبض مريح')), yes(F_CHOLESTEROL_FREE)],
    benefits: [
      L('Le meilleur prix au litre de la gamme Chamsia', 'The best price per litre in the Chamsia range', 'أفضل سعر للتر في تشكيلة شمسية'),
      L("Moins d'emballages plastiques", 'Less plastic packaging', 'تغليف بلاستيكي أقل'),
    ],
    nutritionalInfo: [energy(828), fat('92', '92'), saturated('10,3', '10.3'), vitaminE(38), origin(O_CHAMSIA), storage(S_CLOSED)],
    reviews: [
      r('Latifa A.', 5, '2026-01-08', 'Pratique avec la poignée, et moins cher que les petites bouteilles. Parfait pour une famille de six.'),
      r('Hassan N.', 4, '2025-11-19', 'Bonne huile, prix intéressant avec la promo.'),
      r('Siham O.', 3, '2026-02-24', "Huile correcte, mais le bouchon n'est pas très pratique pour verser."),
    ],
    variants: [{ size: '5L', packaging: 'pet-bottle', price: 9200, originalPrice: 10900, stock: 120, isDefault: true }],
  },
  {
    slug: 'chamsia-haute-oleique',
    brandId: 'chamsia',
    category: 'sunflower-oil',
    name: L('Chamsia Tournesol haute teneur oléique', 'Chamsia High Oleic Sunflower', 'شمسية عباد الشمس عالي الأوليك'),
    description: L(
      "Issue de graines de tournesol riches en acide oléique, cette huile se rapproche du profil de l'huile d'olive tout en gardant un goût neutre. Plus stable à la cuisson, elle est idéale pour une cuisine saine au quotidien.",
      'Made from sunflower seeds rich in oleic acid, this oil comes close to the profile of olive oil while keeping a neutral taste. More stable when cooking, it is ideal for healthy everyday cooking.',
      'مستخلص من بذور عباد الشمس الغنية بحمض الأوليك، يقترب هذا الزيت من تركيبة زيت الزيتون مع الحفاظ على مذاق محايد. أكثر ثباتا أثناء الطهي، وهو مثالي لطبخ صحي يومي.',
    ),
    featured: false,
    features: [
      text(L('Acide oléique', 'Oleic acid', 'حمض الأوليك'), L('≥ 75 %', '≥ 75%', '≥ 75٪')),
      yes(F_NON_GMO),
      yes(F_REFINED),
      no(F_COLD_PRESSED),
    ],
    benefits: [
      L("Profil en acides gras proche de l'huile d'olive", 'Fatty acid profile close to olive oil', 'تركيبة أحماض دهنية قريبة من زيت الزيتون'),
      L("Meilleure résistance à l'oxydation", 'Better resistance to oxidation', 'مقاومة أفضل للأكسدة'),
      L('Un goût neutre pour tous les plats', 'A neutral taste for every dish', 'مذاق محايد لجميع الأطباق'),
    ],
    nutritionalInfo: [energy(828), fat('92', '92'), saturated('8,6', '8.6'), mono('75', '75'), origin(O_CHAMSIA), storage(S_CLOSED)],
    reviews: [
      r('Nawal H.', 4, '2026-03-13', 'Bonne alternative quand on veut une huile neutre mais plus saine. Prix raisonnable.'),
      r('Reda F.', 4, '2026-02-01', "Je l'utilise pour la cuisson au wok, elle ne fume pas. Satisfait.", false),
    ],
    variants: [
      { size: '1L', packaging: 'pet-bottle', price: 2500, stock: 96, isDefault: true },
      { size: '2L', packaging: 'pet-bottle', price: 4800, stock: 58 },
    ],
  },
  {
    slug: 'chamsia-petit-format',
    brandId: 'chamsia',
    category: 'sunflower-oil',
    name: L('Chamsia Tournesol petit format 500 ml', 'Chamsia Sunflower Small Size 500 ml', 'شمسية عباد الشمس الحجم الصغير 500 مل'),
    description: L(
      'Notre huile de tournesol raffinée en bouteille de 500 ml, pratique pour les étudiants, les petits foyers ou le dépannage. La même qualité que le grand format, dans une bouteille facile à ranger.',
      'Our refined sunflower oil in a 500 ml bottle, handy for students, small households or a quick top-up. The same quality as the large size, in a bottle that is easy to store.',
      'زيت عباد الشمس المكرر في قنينة سعة 500 مل، عملي للطلبة والأسر الصغيرة أو عند الحاجة المستعجلة. نفس جودة الحجم الكبير، في قنينة سهلة التخزين.',
    ),
    featured: false,
    features: [yes(F_REFINED), yes(F_NON_GMO), yes(F_CHOLESTEROL_FREE)],
    benefits: [
      L('Idéal pour les petits foyers', 'Ideal for small households', 'مثالي للأسر الصغيرة'),
      L('Une huile toujours fraîche, vite consommée', 'Always fresh oil, used up quickly', 'زيت طازج دائما لأنه يُستهلك بسرعة'),
    ],
    nutritionalInfo: [energy(828), fat('92', '92'), saturated('10,3', '10.3'), origin(O_CHAMSIA), storage(S_CLOSED)],
    rating: null,
    reviewCount: 0,
    reviews: [],
    variants: [{ size: '500ML', packaging: 'pet-bottle', price: 1200, stock: 340, isDefault: true }],
  },

  // ======================= Soleil du Souss (sunflower oil) =======================
  {
    slug: 'soleil-du-souss-tournesol-pure',
    brandId: 'soleil-du-souss',
    category: 'sunflower-oil',
    name: L('Soleil du Souss Tournesol pur', 'Soleil du Souss Pure Sunflower', 'شمس سوس عباد الشمس الصافي'),
    description: L(
      "Une huile de tournesol 100 % pure, limpide et légère, conditionnée à Agadir. Son goût neutre et son prix doux en font l'alliée de la cuisine familiale du quotidien.",
      'A 100% pure sunflower oil, clear and light, bottled in Agadir. Its neutral taste and gentle price make it the ally of everyday family cooking.',
      'زيت عباد الشمس صافٍ 100٪، رائق وخفيف، معبأ في أكادير. مذاقه المحايد وسعره المناسب يجعلانه رفيق الطبخ العائلي اليومي.',
    ),
    featured: true,
    features: [yes(F_REFINED), yes(F_NON_GMO), yes(F_CHOLESTEROL_FREE), smokePoint(225)],
    benefits: [
      L('Un prix accessible pour toutes les familles', 'An affordable price for every family', 'سعر في متناول جميع العائلات'),
      L('Légère et facile à digérer', 'Light and easy to digest', 'خفيف وسهل الهضم'),
      L('Source de vitamine E', 'Source of vitamin E', 'مصدر لفيتامين E'),
    ],
    nutritionalInfo: [energy(828), fat('92', '92'), saturated('10,4', '10.4'), vitaminE(37), origin(O_SOUSS), storage(S_CLOSED)],
    reviews: [
      r('Zakaria E.', 4, '2026-01-12', 'Bonne huile à petit prix. Rien à dire, elle fait le travail pour la friture.'),
      r('Khadija T.', 5, '2025-12-28', 'زيت خفيف وثمنه مناسب، أستعمله كل يوم في المطبخ.'),
      r('Hamza B.', 4, '2026-02-19', 'Livraison rapide à Agadir, huile claire et sans odeur.'),
      r('Najat R.', 3, '2025-11-05', "Correcte, mais je trouve qu'elle mousse un peu en friture."),
    ],
    variants: [
      { size: '1L', packaging: 'pet-bottle', price: 1990, stock: 320, isDefault: true },
      { size: '2L', packaging: 'pet-bottle', price: 3850, originalPrice: 4500, stock: 210 },
      { size: '5L', packaging: 'pet-bottle', price: 9250, stock: 140 },
    ],
  },
  {
    slug: 'soleil-du-souss-cuisine-legere',
    brandId: 'soleil-du-souss',
    category: 'sunflower-oil',
    name: L('Soleil du Souss Cuisine légère', 'Soleil du Souss Light Cooking', 'شمس سوس للطبخ الخفيف'),
    description: L(
      "Une huile de tournesol finement raffinée pour les assaisonnements, les sauces froides et les cuissons douces. Sa texture fluide permet d'utiliser moins d'huile pour le même résultat.",
      'A finely refined sunflower oil for dressings, cold sauces and gentle cooking. Its fluid texture lets you use less oil for the same result.',
      'زيت عباد الشمس مكرر بعناية للتتبيلات والصلصات الباردة والطهي على نار هادئة. قوامه السائل يتيح استعمال كمية أقل من الزيت للحصول على النتيجة نفسها.',
    ),
    featured: false,
    features: [yes(F_REFINED), yes(F_NON_GMO), yes(F_CHOLESTEROL_FREE), text(L('Texture', 'Texture', 'القوام'), L('Fluide', 'Fluid', 'سائل'))],
    benefits: [
      L('Idéale pour la mayonnaise et les vinaigrettes', 'Ideal for mayonnaise and vinaigrettes', 'مثالي للمايونيز والصلصات الخلية'),
      L("Moins d'huile dans l'assiette", 'Less oil on the plate', 'زيت أقل في الطبق'),
    ],
    nutritionalInfo: [energy(828), fat('92', '92'), saturated('10,2', '10.2'), vitaminE(38), origin(O_SOUSS), storage(S_CLOSED)],
    reviews: [
      r('Ikram S.', 4, '2026-02-11', 'Parfaite pour ma mayonnaise maison, elle ne fige pas au frigo.'),
      r('Anas M.', 3, '2025-12-05', 'Je ne vois pas trop la différence avec la version pure, à part le prix.'),
    ],
    variants: [
      { size: '1L', packaging: 'pet-bottle', price: 2200, stock: 145, isDefault: true },
      { size: '2L', packaging: 'pet-bottle', price: 4200, stock: 80 },
    ],
  },
  {
    slug: 'soleil-du-souss-friture-restaurant',
    brandId: 'soleil-du-souss',
    category: 'sunflower-oil',
    name: L('Soleil du Souss Friture restaurant', 'Soleil du Souss Restaurant Frying', 'شمس سوس لقلي المطاعم'),
    description: L(
      'Huile de tournesol en jerrican pour les professionnels de la restauration du Souss et de tout le Maroc. Stable et économique, elle est adaptée aux friteuses à usage intensif.',
      'Sunflower oil in jerrycans for food-service professionals in the Souss and across Morocco. Stable and economical, it is suited to heavy-duty fryers.',
      'زيت عباد الشمس في عبوات كبيرة لمهنيي المطاعم في سوس وفي جميع أنحاء المغرب. ثابت واقتصادي، ويناسب المقالي ذات الاستعمال المكثف.',
    ),
    featured: false,
    features: [smokePoint(228), yes(F_POURING_SPOUT), yes(F_NON_GMO), yes(F_BUSINESS_INVOICE)],
    benefits: [
      L('Prix professionnel dégressif', 'Tiered professional pricing', 'أسعار مهنية تنازلية'),
      L('Stable en friture continue', 'Stable in continuous frying', 'ثابت أثناء القلي المتواصل'),
    ],
    nutritionalInfo: [energy(828), fat('92', '92'), saturated('10,4', '10.4'), origin(O_SOUSS), storage(S_FRY)],
    reviews: [
      r('Mbarek A.', 4, '2025-10-28', "Je l'utilise dans mon restaurant à Inezgane depuis un an, bonne tenue. Vivement le retour en stock."),
      r('Samir H.', 4, '2025-12-14', 'Bon rapport qualité-prix pour la friture pro.'),
    ],
    variants: [
      { size: '10L', packaging: 'jerrycan', price: 18900, stock: 0, isDefault: true },
      { size: '25L', packaging: 'jerrycan', price: 45900, stock: 0 },
    ],
  },
  {
    slug: 'soleil-du-souss-format-familial',
    brandId: 'soleil-du-souss',
    category: 'sunflower-oil',
    name: L('Soleil du Souss Format familial', 'Soleil du Souss Family Size', 'شمس سوس الحجم العائلي'),
    description: L(
      "Le grand format de l'huile de tournesol Soleil du Souss pour les familles nombreuses et les grandes occasions : fêtes, Ramadan, Aïd. Bidon de 5 litres ou jerrican de 10 litres, au meilleur prix au litre.",
      'The large size of Soleil du Souss sunflower oil for big families and special occasions: celebrations, Ramadan, Eid. A 5 litre bottle or a 10 litre jerrycan, at the best price per litre.',
      'الحجم الكبير من زيت عباد الشمس شمس سوس للعائلات الكبيرة والمناسبات: الأفراح ورمضان والعيد. عبوة سعة 5 لترات أو 10 لترات بأفضل سعر للتر.',
    ),
    featured: false,
    features: [yes(F_REFINED), yes(F_NON_GMO), yes(F_CHOLESTEROL_FREE), yes(F_POURING_SPOUT)],
    benefits: [
      L('Une provision pour les fêtes et le Ramadan', 'A supply for celebrations and Ramadan', 'مؤونة للأفراح ورمضان'),
      L('Le prix au litre le plus avantageux', 'The most advantageous price per litre', 'أفضل سعر للتر'),
    ],
    nutritionalInfo: [energy(828), fat('92', '92'), saturated('10,4', '10.4'), vitaminE(37), origin(O_SOUSS), storage(S_BULK)],
    reviews: [
      r('Hayat E.', 5, '2026-03-09', 'Commandé avant le Ramadan, livré en deux jours à Taroudant. Très satisfaite.'),
      r('Jamal O.', 4, '2025-12-30', 'Le jerrican de 10 L est pratique pour les fêtes de famille. Bonne huile.'),
      r('Ouafae Z.', 5, '2026-02-02', 'Good value for a big family. The 5L bottle is sturdy and easy to pour.'),
    ],
    variants: [
      { size: '5L', packaging: 'pet-bottle', price: 9100, stock: 85, isDefault: true },
      { size: '10L', packaging: 'jerrycan', price: 18000, stock: 26 },
    ],
  },
  {
    slug: 'soleil-du-souss-special-patisserie',
    brandId: 'soleil-du-souss',
    category: 'sunflower-oil',
    name: L('Soleil du Souss Spécial pâtisserie', 'Soleil du Souss Baking Special', 'شمس سوس خاص بالحلويات'),
    description: L(
      "Une huile de tournesol au goût parfaitement neutre, sélectionnée pour la pâtisserie marocaine : ghriba, fekkas, chebakia et gâteaux moelleux. Elle apporte du moelleux sans altérer le goût du beurre, de l'amande ou de la fleur d'oranger.",
      'A sunflower oil with a perfectly neutral taste, selected for Moroccan baking: ghriba, fekkas, chebakia and soft cakes. It adds moistness without altering the taste of butter, almond or orange blossom.',
      'زيت عباد الشمس بمذاق محايد تماما، مختار للحلويات المغربية: الغريبة والفقاص والشباكية والكعك الطري. يمنح الطراوة دون أن يغير طعم الزبدة أو اللوز أو ماء الزهر.',
    ),
    featured: false,
    features: [text(L('Goût', 'Taste', 'المذاق'), L('Parfaitement neutre', 'Perfectly neutral', 'محايد تماما')), yes(F_REFINED), yes(F_NON_GMO)],
    benefits: [
      L('Des gâteaux plus moelleux', 'Softer, moister cakes', 'كعك أكثر طراوة'),
      L('Ne masque pas les arômes', 'Does not mask aromas', 'لا يطغى على النكهات'),
    ],
    nutritionalInfo: [energy(828), fat('92', '92'), saturated('10,2', '10.2'), origin(O_SOUSS), storage(S_CLOSED)],
    rating: null,
    reviewCount: 0,
    reviews: [],
    variants: [
      { size: '500ML', packaging: 'pet-bottle', price: 1150, stock: 110 },
      { size: '1L', packaging: 'pet-bottle', price: 2150, stock: 64, isDefault: true },
    ],
  },
];
