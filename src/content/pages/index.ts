// Every content page in every language, for the server (metadata, sitemap). The browser loads one
// page in one language at a time through load-content-page.ts instead.
import type { Locale } from '../../domain/locale.ts';
import aboutAr from './about.ar.ts';
import aboutEn from './about.en.ts';
import aboutFr from './about.fr.ts';
import contactAr from './contact.ar.ts';
import contactEn from './contact.en.ts';
import contactFr from './contact.fr.ts';
import privacyAr from './privacy.ar.ts';
import privacyEn from './privacy.en.ts';
import privacyFr from './privacy.fr.ts';
import termsAr from './terms.ar.ts';
import termsEn from './terms.en.ts';
import termsFr from './terms.fr.ts';
import type { ContentPage } from './types.ts';

export const CONTENT_PAGE_NAMES = ['about', 'contact', 'terms', 'privacy'] as const;
export type ContentPageName = (typeof CONTENT_PAGE_NAMES)[number];

export const CONTENT_PAGES: Record<ContentPageName, Record<Locale, ContentPage>> = {
  about: { fr: aboutFr, en: aboutEn, ar: aboutAr },
  contact: { fr: contactFr, en: contactEn, ar: contactAr },
  terms: { fr: termsFr, en: termsEn, ar: termsAr },
  privacy: { fr: privacyFr, en: privacyEn, ar: privacyAr },
};
