import type { components } from '../../../../openapi/schema.d.ts';
import { type Api, unwrap } from '../../api/client.ts';

type Schemas = components['schemas'];

// The shop's lead calls: the catalogue asked for and downloaded, a contact message, leaving the
// newsletter (joining it is the footer's, on every page: features/newsletter/api.ts).

export const requestCatalogue = async (api: Api, body: Schemas['CatalogRequest']) => void unwrap(await api.POST('/catalog-requests', { body }));

/** Where the catalogue PDF in `locale` can be downloaded (it is made in French and Arabic). */
export const catalogueUrl = async (api: Api, locale: 'fr' | 'ar') => unwrap(await api.GET('/catalogs/{locale}', { params: { path: { locale } } })).data.url;

export const sendContactMessage = async (api: Api, body: Schemas['ContactMessage']) => void unwrap(await api.POST('/contact', { body }));

/** The unsubscribe link's token; answers the address taken off the list. */
export const unsubscribeFromNewsletter = async (api: Api, token: string) => unwrap(await api.POST('/newsletter/unsubscribe', { body: { token } })).data.email;
