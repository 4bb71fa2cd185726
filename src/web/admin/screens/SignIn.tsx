import type { AdminRouter } from '../router.tsx';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { ApiError } from '../../api/errors.ts';
import { Button } from '../../ui/Button.tsx';
import { CodeField } from '../../ui/CodeField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAdmin } from '../context.tsx';
import { errorText } from '../errors.ts';
import { useAdminText } from '../i18n/index.ts';
import { useAdminRouter } from '../root-routes.tsx';
import { AdminLink } from '../ui/AdminLink.tsx';
import { Alert, Status } from '../ui/Status.tsx';
import { SignedOutFrame } from './SignedOutFrame.tsx';
import { signInRoute } from '../routes.ts';


/** Password, then the 6-digit code mailed to the staff member; then the screen asked for, or the orders. */
export function SignIn() {
  const { t } = useAdminText();
  const { api, session } = useAdmin();
  const router = useAdminRouter();
  const search = signInRoute.useSearch<AdminRouter>();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(false);

  const sendPassword = async () => {
    setShown(true);
    if (!email.trim() || !password) return;
    setBusy(true);
    setError(undefined);
    try {
      await api.logIn(email.trim(), password);
      setStep('code');
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 400 ? t('error.EMAIL_INVALID') : errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  const sendCode = async () => {
    if (!/^\d{6}$/.test(code)) return setError(t('signIn.badCode'));
    setBusy(true);
    setError(undefined);
    try {
      session.signedIn(await api.verifyCode(email.trim(), code));
      await router.navigate({ href: search.next ?? '/admin' });
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 400 ? t('signIn.failed') : errorText(t, failure));
      setBusy(false);
    }
  };

  return (
    <SignedOutFrame title={step === 'password' ? t('signIn.title') : t('signIn.codeTitle')}>
      <Status>{search.expired ? t('signIn.expired') : search.signedOut ? t('signIn.signedOut') : null}</Status>
      {step === 'password' ? (
        <Form
          className="flex flex-col gap-4"
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            void sendPassword();
          }}
        >
          <p>{t('signIn.intro')}</p>
          <TextField label={t('signIn.email')} type="email" name="email" autoComplete="username" value={email} onChange={setEmail} errorMessage={shown && !email.trim() ? t('signIn.required') : undefined} />
          <TextField label={t('signIn.password')} type="password" name="password" autoComplete="current-password" value={password} onChange={setPassword} errorMessage={shown && !password ? t('signIn.required') : undefined} />
          {error ? <Alert>{error}</Alert> : null}
          <Button type="submit" isDisabled={busy}>
            {t('signIn.submit')}
          </Button>
          <AdminLink href="/admin/accept-invite" className="self-start text-sm">
            {t('signIn.invite')}
          </AdminLink>
        </Form>
      ) : (
        <Form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void sendCode();
          }}
        >
          <p>{t('signIn.codeIntro', { email: email.trim() })}</p>
          <CodeField label={t('signIn.code')} value={code} onChange={setCode} />
          {error ? <Alert>{error}</Alert> : null}
          <Button type="submit" isDisabled={busy}>
            {t('signIn.verify')}
          </Button>
          <Button
            variant="ghost"
            className="self-start"
            onPress={() => {
              setStep('password');
              setCode('');
              setError(undefined);
            }}
          >
            {t('signIn.back')}
          </Button>
        </Form>
      )}
    </SignedOutFrame>
  );
}
