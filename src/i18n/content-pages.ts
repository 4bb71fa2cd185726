// Every content page in every language, for the server (metadata, sitemap). The browser loads one
// page in one language at a time through load-content-page.ts instead.
import type { Locale } from '../domain/locale.ts';
import aboutAr from './ar/pages/about.ts';
import aboutEn from './en/pages/about.ts';
import aboutFr from './fr/pages/about.ts';
import contactAr from './ar/pages/contact.ts';
import contactEn from './en/pages/contact.ts';
import contactFr from './fr/pages/contact.ts';
import privacyAr from './ar/pages/privacy.ts';
import privacyEn from './en/pages/privacy.ts';
import privacyFr from './fr/pages/privacy.ts';
import termsAr from './ar/pages/terms.ts';
import termsEn from './en/pages/terms.ts';
import termsFr from './fr/pages/terms.ts';
import type { ContentPage } from './content-page.ts';

export const CONTENT_PAGE_NAMES = ['about', 'contact', 'terms', 'privacy'] as const;
export type ContentPageName = (typeof CONTENT_PAGE_NAMES)[number];

export const CONTENT_PAGES: Record<ContentPageName, Record<Locale, ContentPage>> = {
  about: { fr: aboutFr, en: aboutEn, ar: aboutAr },
  contact: { fr: contactFr, en: contactEn, ar: contactAr },
  terms: { fr: termsFr, en: termsEn, ar: termsAr },
  privacy: { fr: privacyFr, en: privacyEn, ar: privacyAr },
};
