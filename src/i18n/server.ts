import type { Locale } from '../domain/locale.ts';
import ar from './ar/server.ts';
import en from './en/server.ts';
import fr from './fr/server.ts';
import type { ServerTexts } from './server-texts.ts';

/** The texts the server writes itself, in every language (a server holds all three). */
export const SERVER_TEXTS: Record<Locale, ServerTexts> = { fr, en, ar };
