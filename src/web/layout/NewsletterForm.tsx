import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { isEmail } from '../../domain/email.ts';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';

/** Spec section 2: an email only; on submit the form gives way to a thank-you (no call is made). */
export function NewsletterForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setError(t('footer.newsletter.required'));
    if (!isEmail(value)) return setError(t('footer.newsletter.invalid'));
    setDone(true);
  };

  if (done) {
    return (
      <p role="status" className="rounded-2xl bg-olive-800 p-4 text-sm">
        {t('footer.newsletter.thanks')}
      </p>
    );
  }
  return (
    <Form onSubmit={submit} validationBehavior="aria" className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label={t('footer.newsletter.email')}
        hideLabel
        type="email"
        name="email"
        isRequired
        tone="dark"
        placeholder={t('footer.newsletter.placeholder')}
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(undefined);
        }}
        errorMessage={error}
        className="flex-1"
      />
      <Button type="submit" variant="light">
        {t('footer.newsletter.submit')}
      </Button>
    </Form>
  );
}
