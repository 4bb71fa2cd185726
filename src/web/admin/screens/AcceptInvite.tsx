import type { AdminRouter } from '../router.tsx';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { passwordProblems } from '../../../domain/password.ts';
import { ApiError } from '../../api/errors.ts';
import { Button } from '../../ui/Button.tsx';
import { CodeField } from '../../ui/CodeField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAdmin } from '../context.tsx';
import { errorText } from '../errors.ts';
import { useAdminText } from '../i18n/index.ts';
import { useAdminRouter, navigateTo } from '../root-routes.tsx';
import { AdminLink } from '../ui/AdminLink.tsx';
import { Alert } from '../ui/Status.tsx';
import { SignedOutFrame } from './SignedOutFrame.tsx';
import { acceptInviteRoute } from '../routes.ts';

/** An invited staff member (or the first owner) chooses a password with the invitation's code, and is signed in. */
export function AcceptInvite() {
  const { t } = useAdminText();
  const { api, session } = useAdmin();
  const router = useAdminRouter();
  const [email, setEmail] = useState(acceptInviteRoute.useSearch<AdminRouter>().email ?? '');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const problem = passwordProblems(password)[0];
  const weak = problem !== undefined;

  const send = async () => {
    setShown(true);
    if (!email.trim() || weak) return;
    if (!/^\d{6}$/.test(code)) return setError(t('signIn.badCode'));
    setBusy(true);
    setError(undefined);
    try {
      session.signedIn(await api.acceptInvite(email.trim(), code, password));
      await navigateTo(router, '/admin', {});
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 400 ? t('invite.failed') : errorText(t, failure));
      setBusy(false);
    }
  };

  return (
    <SignedOutFrame title={t('invite.title')}>
      <Form
        className="flex flex-col gap-4"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <p>{t('invite.intro')}</p>
        <TextField label={t('signIn.email')} type="email" autoComplete="username" value={email} onChange={setEmail} errorMessage={shown && !email.trim() ? t('signIn.required') : undefined} />
        <CodeField label={t('invite.code')} value={code} onChange={setCode} />
        <div className="flex flex-col gap-1">
          <TextField label={t('invite.password')} type="password" autoComplete="new-password" value={password} onChange={setPassword} errorMessage={shown && problem ? t(`password.${problem}`) : undefined} aria-describedby="password-help" />
          <p id="password-help" className="text-sm text-olive-700">
            {t('invite.passwordHelp')}
          </p>
        </div>
        {error ? <Alert>{error}</Alert> : null}
        <Button type="submit" isDisabled={busy}>
          {t('invite.submit')}
        </Button>
        <AdminLink href="/admin/login" className="self-start text-sm">
          {t('invite.back')}
        </AdminLink>
      </Form>
    </SignedOutFrame>
  );
}
