import type { FastifyRequest } from 'fastify';
import { clientKey, type Limits } from '../plugins/external/rate-limit.ts';
import type { KnownDevice } from './device-cookies.ts';

const WINDOW_MS = 15 * 60_000;

/** Tries allowed in 15 minutes: from a known device; else per client and address, per client, per address. */
export interface SignInCeilings {
  perDevice: number;
  perClientAndAddress: number;
  perClient: number;
  perAddress: number;
}

/**
 * Counts a sign-in try (a password or a code) and refuses it with 429 past a ceiling. A device where
 * the account signed in before counts against its own ceiling only; any other client counts against
 * its own, its own for that address, and the address's over every unknown client. So strangers can
 * at worst shut out the unknown clients of an address, never the owner's known browser.
 */
export function signInThrottle(limits: Limits, name: string, ceilings: SignInCeilings) {
  const perDevice = limits(`${name}ByDevice`, ceilings.perDevice, WINDOW_MS);
  const perClientAndAddress = limits(`${name}ByClientAndEmail`, ceilings.perClientAndAddress, WINDOW_MS);
  const perClient = limits(`${name}ByClient`, ceilings.perClient, WINDOW_MS);
  const perAddress = limits(`${name}ByEmail`, ceilings.perAddress, WINDOW_MS);
  return async function countTry(request: FastifyRequest, email: string, knownDevice: KnownDevice | undefined): Promise<void> {
    if (knownDevice) return perDevice.hit(request, knownDevice.deviceId);
    const client = clientKey(request);
    await perClientAndAddress.hit(request, `${client} ${email}`);
    await perClient.hit(request, client);
    await perAddress.hit(request, email);
  };
}

/** The request's device when its cookie names the account being signed in to; undefined for any other. */
export const deviceOf = (device: KnownDevice | undefined, accountId: string | undefined): KnownDevice | undefined =>
  device && accountId !== undefined && device.accountId === accountId ? device : undefined;
