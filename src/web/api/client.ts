import createClient from 'openapi-fetch';
import type { paths } from '../../../openapi/schema.d.ts';

/** The typed client over the contract; the shell issue adds the session, token and timeout middleware. */
export const api = createClient<paths>({ baseUrl: '/api' });
