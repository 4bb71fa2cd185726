import type { Locale } from '../../../domain/locale.ts';
import { type Api, unwrap } from '../../api/client.ts';

/** The footer's sign-up to the newsletter. */
export const subscribeToNewsletter = async (api: Api, email: string, locale: Locale) => void unwrap(await api.POST('/newsletter', { body: { email, locale } }));
