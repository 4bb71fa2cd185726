import type { components } from '../../../../openapi/schema.d.ts';
import { type Api, unwrap } from '../../api/client.ts';

type Schemas = components['schemas'];

// The settings page's calls (issue 47): the profile, password, address, the data, deleting the account.

export const updateProfile = async (api: Api, body: Schemas['ProfileUpdateRequest']) => unwrap(await api.PUT('/auth/me', { body })).data.user;

export const changePassword = async (api: Api, body: Schemas['ChangePasswordRequest']) => void unwrap(await api.POST('/auth/password', { body }));

/** Mails a code to the new address; the account keeps its address until confirmEmailChange. */
export const requestEmailChange = async (api: Api, body: Schemas['EmailChangeRequest']) => void unwrap(await api.POST('/auth/email-change', { body }));

export const confirmEmailChange = async (api: Api, code: string) => unwrap(await api.POST('/auth/email-change/confirm', { body: { code } })).data.user;

/** The account's data, with the file name the server gives it. */
export async function exportMyData(api: Api) {
  const result = await api.GET('/auth/me/data');
  const data = unwrap(result).data;
  const name = /filename="([^"]+)"/.exec(result.response.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json';
  return { data, name };
}

export const deleteMyAccount = async (api: Api, password: string) => void unwrap(await api.POST('/auth/me/delete', { body: { password } }));
