import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { verificationMachine } from '../../../../machines/verification.ts';
import { isCompleteCode } from '../../../domain/codes.ts';
import { resendVerification, verifyEmail } from './api.ts';
import { ApiError } from '../../api/errors.ts';
import { languageOf } from '../../i18n/index.ts';
import { isolate } from '../../i18n/isolate.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { useNotify } from '../../state/use-notify.ts';
import { Button, ButtonLink, SubmitButton } from '../../ui/Button.tsx';
import { CheckIcon } from '../../ui/icons.tsx';
import { CodeField } from '../../ui/CodeField.tsx';
import { devInspect } from '../../../dev/inspector.ts';
import { SHOP_EMAIL } from '../../../content/shop-contact.ts';
import { tooManyAttemptsText } from '../../i18n/too-many-attempts.ts';


/** The four views of the verification page: code entry, processing, success, error. */
export function VerifyEmailPage({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  const { api, session, directPurchase } = useAppActors();
  const notify = useNotify();
  const navigate = useNavigate();
  const [state, send] = useMachine(
    verificationMachine.provide({
      actors: {
        verify: fromPromise(async ({ input }) => {
          try {
            await verifyEmail(api, input);
          } catch (error) {
            // No answer: unreachable, or none within 30 s.
            if (error instanceof ApiError && (error.status === 0 || error.code === 'TIMEOUT')) throw new Error(t('verify.networkError'));
            const wait = tooManyAttemptsText(i18n, error);
            if (wait) throw new Error(wait);
            if (error instanceof ApiError && error.code === 'INVALID_CODE') throw new Error(t('verify.defaultError'));
            throw new Error(error instanceof ApiError && error.status < 500 ? error.message : t('verify.networkError'));
          }
        }),
        resend: fromPromise(async ({ input }) => {
          try {
            await resendVerification(api, input.email, languageOf(i18n));
          } catch (error) {
            throw new Error(tooManyAttemptsText(i18n, error) ?? '');
          }
        }),
      },
      actions: {
        warnInvalidCode: () => notify(t('verify.toastInvalid'), 'error'),
        notifyVerified: () => notify(t('verify.toastVerified'), 'success'),
        notifyFailed: () => notify(t('verify.toastFailed'), 'error'),
        notifyResent: () => notify(t('verify.toastResent'), 'success'),
        notifyResendFailed: (_, { message }) => notify(message || t('verify.toastResendFailed'), 'error'),
        refreshAuthAndGoOn: () => {
          if (session.getSnapshot().matches('authenticated')) session.send({ type: 'REFRESH_PROFILE' });
          // A direct purchase waiting since before the signup opens checkout with its line.
          if (directPurchase.getSnapshot().matches('pending')) directPurchase.send({ type: 'SIGNED_IN' });
          else void navigate({ to: '/checkout' });
        },
      },
    }),
    { input: { email }, inspect: devInspect },
  );
  const { code } = state.context;

  if (state.matches('processing')) {
    return (
      <p role="status" className="flex items-center gap-3">
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-olive-800 border-t-transparent" />
        {t('verify.processing')}
      </p>
    );
  }
  if (state.matches('success') || state.matches('done')) {
    return (
      <div role="status" className="flex flex-col gap-4">
        <p className="flex items-center gap-2 text-xl font-semibold text-olive-800">
          <CheckIcon /> {t('verify.successTitle')}
        </p>
        <p>{t('verify.successText')}</p>
        <ul className="flex flex-col gap-2 text-sm">
          {(['orders', 'delivery', 'offers'] as const).map((key) => (
            <li key={key} className="flex gap-2">
              <CheckIcon className="size-5 shrink-0 text-olive-700" />
              {t(`verify.benefits.${key}`)}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/shop">{t('verify.startShopping')}</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            {t('verify.explore')}
          </ButtonLink>
        </div>
      </div>
    );
  }
  if (state.matches('error')) {
    return (
      <div className="flex flex-col gap-4">
        <p role="alert" className="rounded-2xl border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          <strong className="block">{t('verify.errorTitle')}</strong>
          {state.context.message ?? t('verify.defaultError')}
        </p>
        <a href={`mailto:${SHOP_EMAIL}`} className="text-sm underline underline-offset-4">
          {t('verify.support')}
        </a>
        <Button onPress={() => send({ type: 'RETRY' })}>{t('verify.retry')}</Button>
      </div>
    );
  }
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
      className="flex flex-col gap-4"
    >
      <p>{t('auth.verifyText', { email: isolate(email) })}</p>
      <CodeField label={t('verify.codeLabel')} value={code} onChange={(value) => send({ type: 'CODE_CHANGED', value })} />
      <SubmitButton isDisabled={!isCompleteCode(code)}>
        {t('verify.submit')}
      </SubmitButton>
      <Button variant="ghost" isPending={state.matches({ code_input: 'resending' })} onPress={() => send({ type: 'RESEND' })}>
        {t('verify.resend')}
      </Button>
    </Form>
  );
}
