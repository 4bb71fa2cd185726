import type { components } from '../../../../openapi/schema.d.ts';
import type { Locale } from '../../../domain/locale.ts';
import { type Api, unwrap } from '../../api/client.ts';

type Schemas = components['schemas'];

// The account's calls: sign-up, sign-in, the mailed codes, the shopper's orders. (The session's own
// calls, on every page, are in features/session/api.ts.)

export const logIn = async (api: Api, body: Schemas['LoginRequest']) => unwrap(await api.POST('/auth/login', { body })).data;

export const register = async (api: Api, body: Schemas['RegisterRequest']) => unwrap(await api.POST('/auth/register', { body })).data;

/** The code mailed at sign-up. */
export const verifyEmail = async (api: Api, body: Schemas['VerifyRequest']) => void unwrap(await api.POST('/public/verify', { body }));

export const resendVerification = async (api: Api, email: string, locale: Locale) => void unwrap(await api.POST('/public/resend-verification', { body: { email, locale } }));

/** Mails a code to reset the password (the answer is the same whether the address has an account or not). */
export const forgotPassword = async (api: Api, email: string, locale: Locale) => void unwrap(await api.POST('/public/forgot-password', { body: { email, locale } }));

export const resetPassword = async (api: Api, body: Schemas['ResetPasswordRequest']) => void unwrap(await api.POST('/public/reset-password', { body }));

/** One page of the signed-in shopper's orders, newest first. */
export const listMyOrders = async (api: Api, page: number, pageSize: number) => unwrap(await api.GET('/orders', { params: { query: { page, pageSize } } })).data;
