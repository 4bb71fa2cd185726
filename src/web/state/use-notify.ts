import type { NotificationType } from '../../../machines/notifications.ts';
import { useAppActors } from './app-actors.tsx';

/** Shows a toast (spec section 4: 5 s, bottom centre). */
export function useNotify() {
  const { notifications } = useAppActors();
  return (message: string, type: NotificationType = 'info', title?: string) =>
    notifications.send({ type: 'NOTIFY', notification: { message, type, ...(title ? { title } : {}) } });
}
