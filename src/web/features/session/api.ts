import { type Api, unwrap } from '../../api/client.ts';

// The session's own calls, with its tokens given by hand (the client they get has no session middleware).

export const refreshTokens = async (api: Api, refreshToken: string) => unwrap(await api.POST('/auth/refresh', { body: { refreshToken } })).data.tokens;

export const fetchProfile = async (api: Api, accessToken: string) => unwrap(await api.GET('/auth/me', { headers: { authorization: `Bearer ${accessToken}` } })).data.user;

export const logOut = async (api: Api, accessToken: string) => void unwrap(await api.POST('/auth/logout', { headers: { authorization: `Bearer ${accessToken}` }, body: {} }));
