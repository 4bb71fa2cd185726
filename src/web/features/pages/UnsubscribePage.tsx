import { useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formSubmissionMachine } from '../../../../machines/form-submission.ts';
import { unsubscribeFromNewsletter } from '../contact/api.ts';
import { ApiError } from '../../api/errors.ts';
import { isolate } from '../../i18n/isolate.ts';
import { useTranslation } from 'react-i18next';
import { useAppActors } from '../../state/app-actors.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { AuthPage } from './AuthPage.tsx';

/** /newsletter/unsubscribe?token=…: one click takes the mail's address off the newsletter. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const { api } = useAppActors();
  const { token } = useSearch({ strict: false }) as { token?: string };
  const [state, send] = useMachine(
    formSubmissionMachine.provide({
      actors: {
        submit: fromPromise(async ({ input }) => {
          try {
            return await unsubscribeFromNewsletter(api, input as string);
          } catch (error) {
            // A refused token is the link's fault, not the moment's: say which.
            throw new Error(error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed');
          }
        }),
      },
    }),
    { input: undefined },
  );
  const error = !token ? 'invalid' : state.matches('failed') ? state.context.error : null;

  return (
    <AuthPage title={t('unsubscribe.title')}>
      {state.matches('succeeded') || state.matches('done') ? (
        <p role="status">{t('unsubscribe.done', { email: isolate(String(state.context.result)) })}</p>
      ) : (
        <>
          <p>{t('unsubscribe.lead')}</p>
          {error && (
            <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-800">
              {t(error === 'invalid' ? 'unsubscribe.invalid' : 'unsubscribe.failed')}
            </p>
          )}
          {token && error !== 'invalid' && (
            <Button isPending={state.matches('submitting')} onPress={() => send({ type: 'SUBMIT', values: token })}>
              {t('unsubscribe.submit')}
            </Button>
          )}
        </>
      )}
      <ButtonLink to="/" variant="secondary">
        {t('unsubscribe.home')}
      </ButtonLink>
    </AuthPage>
  );
}
