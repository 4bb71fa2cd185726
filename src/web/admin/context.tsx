import type { i18n as I18n } from 'i18next';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { AdminApi } from './api.ts';
import type { StaffSession } from './session.ts';

/** What every screen of the back office reaches: the API client, the staff session, the texts. */
export interface AdminContextValue {
  api: AdminApi;
  session: StaffSession;
  i18n: I18n;
}

export const AdminContext = createContext<AdminContextValue | null>(null);

export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error('useAdmin outside the back office');
  return value;
}

/** The signed-in staff member (undefined once signed out), re-rendering when it changes. */
export function useStaff() {
  const { session } = useAdmin();
  return useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot)?.staff;
}
