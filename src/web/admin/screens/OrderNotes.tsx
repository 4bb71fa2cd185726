import { useState } from 'react';
import { Form } from 'react-aria-components';
import type { components } from '../../../../openapi/schema.d.ts';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { useAdmin } from '../context.tsx';
import { errorText } from '../errors.ts';
import { dateTime } from '../format.ts';
import { useAdminText } from '../i18n/index.ts';
import { Status } from '../ui/Status.tsx';

type AdminOrder = components['schemas']['AdminOrderResponse']['data'];

/** What staff wrote about the order, oldest first, and a new note (issue 45). */
export function OrderNotes({ order, onData }: { order: AdminOrder; onData: (data: AdminOrder) => void }) {
  const { t, intl } = useAdminText();
  const { api } = useAdmin();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [announce, setAnnounce] = useState<{ text: string; tone: 'ok' | 'error' }>();
  const add = async () => {
    if (!text.trim()) return setError(t('notes.required'));
    try {
      onData(await api.addOrderNote(order.order._id, text.trim()));
      setText('');
      setAnnounce({ tone: 'ok', text: t('notes.added') });
    } catch (failure) {
      setAnnounce({ tone: 'error', text: errorText(t, failure) });
    }
  };
  return (
    <div className="flex flex-col gap-3">
      {order.notes.length ? (
        <ol className="flex flex-col gap-2">
          {order.notes.map((note) => (
            <li key={note.id} className="rounded-2xl bg-cream-50 p-3">
              <p className="whitespace-pre-line">
                <bdi>{note.text}</bdi>
              </p>
              <p className="mt-1 text-sm text-olive-700">
                <bdi>{t('notes.by', { who: note.staffEmail, date: dateTime(note.at, intl) })}</bdi>
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm">{t('notes.empty')}</p>
      )}
      <Form
        className="flex flex-col gap-2"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <TextAreaField
          label={t('notes.new')}
          rows={2}
          maxLength={1000}
          value={text}
          onChange={(value) => {
            setText(value);
            setError(undefined);
          }}
          errorMessage={error}
        />
        <Button type="submit" variant="secondary" className="self-start">
          {t('notes.add')}
        </Button>
      </Form>
      <Status tone={announce?.tone}>{announce?.text}</Status>
    </div>
  );
}
