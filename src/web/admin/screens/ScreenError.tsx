import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { Button } from '../../ui/Button.tsx';
import { errorText } from '../errors.ts';
import { useAdminText } from '../i18n/index.ts';
import { Alert } from '../ui/Status.tsx';

/** A screen whose data could not be read: why, in the staff member's words, and a retry. */
export function ScreenError({ error, reset }: ErrorComponentProps) {
  const { t } = useAdminText();
  const router = useRouter();
  return (
    <div className="flex max-w-xl flex-col items-start gap-4">
      <h1 className="font-serif text-2xl font-semibold">{t('app.error')}</h1>
      <Alert>{errorText(t, error)}</Alert>
      <Button
        onPress={() => {
          reset();
          void router.invalidate();
        }}
      >{t('app.retry')}</Button>
    </div>
  );
}
