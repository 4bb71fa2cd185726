// Titles and descriptions of the shop's pages in its three languages: the server writes them into the
// HTML it sends (for link previews and crawlers), the browser keeps them as the shopper navigates.
import type { Locale } from '../domain/locale.ts';

export const BRAND = 'Huileries du Saïss';

export interface PageMeta {
  title: string;
  description: string;
}

type Localized = Record<Locale, PageMeta>;

export const DEFAULT_META: Localized = {
  fr: {
    title: 'Huileries du Saïss – huiles d’olive, de grignons et de tournesol du Maroc',
    description:
      'Producteur marocain d’huiles alimentaires de qualité : huile d’olive vierge extra, huile de grignons d’olive et huile de tournesol, livrées chez vous.',
  },
  en: {
    title: 'Huileries du Saïss – olive, olive pomace and sunflower oils from Morocco',
    description:
      'A Moroccan producer of quality edible oils: extra virgin olive oil, olive pomace oil and sunflower oil, delivered to your door.',
  },
  ar: {
    title: 'معاصر سايس – زيوت الزيتون وثفل الزيتون وعباد الشمس من المغرب',
    description: 'منتج مغربي لزيوت المائدة عالية الجودة: زيت الزيتون البكر الممتاز وزيت ثفل الزيتون وزيت عباد الشمس، يصلكم حتى المنزل.',
  },
};

export const PAGE_META = {
  shop: {
    fr: { title: 'Boutique', description: 'Toutes nos huiles d’olive, de grignons et de tournesol, du flacon de 500 ml au jerrican de 25 L.' },
    en: { title: 'Shop', description: 'All our olive, olive pomace and sunflower oils, from the 500 ml bottle to the 25 L jerrycan.' },
    ar: { title: 'المتجر', description: 'جميع زيوت الزيتون وثفل الزيتون وعباد الشمس، من قنينة 500 مل إلى برميل 25 لترًا.' },
  },
  productNotFound: {
    fr: { title: 'Produit introuvable', description: 'Nous n’avons pas pu trouver le produit que vous recherchez.' },
    en: { title: 'Product not found', description: 'We could not find the product you are looking for.' },
    ar: { title: 'المنتج غير موجود', description: 'لم نتمكن من العثور على المنتج الذي تبحث عنه.' },
  },
  checkout: {
    fr: { title: 'Commande', description: 'Finalisez votre commande : livraison, paiement et récapitulatif.' },
    en: { title: 'Checkout', description: 'Complete your order: delivery, payment and summary.' },
    ar: { title: 'الطلب', description: 'أكمل طلبك: التوصيل والدفع والملخص.' },
  },
  login: {
    fr: { title: 'Connexion', description: 'Connectez-vous à votre compte Huileries du Saïss.' },
    en: { title: 'Log in', description: 'Log in to your Huileries du Saïss account.' },
    ar: { title: 'تسجيل الدخول', description: 'سجّل الدخول إلى حسابك في معاصر سايس.' },
  },
  signup: {
    fr: { title: 'Créer un compte', description: 'Créez votre compte pour commander vos huiles en ligne.' },
    en: { title: 'Create an account', description: 'Create your account to order your oils online.' },
    ar: { title: 'إنشاء حساب', description: 'أنشئ حسابك لطلب زيوتك عبر الإنترنت.' },
  },
  verifyEmail: {
    fr: { title: 'Vérification de l’e-mail', description: 'Saisissez le code reçu par e-mail pour activer votre compte.' },
    en: { title: 'Email verification', description: 'Enter the code you received by email to activate your account.' },
    ar: { title: 'التحقق من البريد الإلكتروني', description: 'أدخل الرمز الذي وصلك عبر البريد الإلكتروني لتفعيل حسابك.' },
  },
  resetPassword: {
    fr: { title: 'Réinitialiser le mot de passe', description: 'Recevez un code par e-mail et choisissez un nouveau mot de passe.' },
    en: { title: 'Reset your password', description: 'Get a code by email and choose a new password.' },
    ar: { title: 'إعادة تعيين كلمة المرور', description: 'احصل على رمز عبر البريد الإلكتروني واختر كلمة مرور جديدة.' },
  },
  notFound: {
    fr: { title: 'Page introuvable', description: 'La page que vous cherchez n’existe pas ou a été déplacée.' },
    en: { title: 'Page not found', description: 'The page you are looking for does not exist or has moved.' },
    ar: { title: 'الصفحة غير موجودة', description: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.' },
  },
} satisfies Record<string, Localized>;

export type PageKey = keyof typeof PAGE_META;

/** '{title} | {brand}', or the French-default title of the shop. */
export function documentTitle(title: string | undefined, lang: Locale): string {
  return title ? `${title} | ${BRAND}` : DEFAULT_META[lang].title;
}
