import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { TextField } from '../../ui/TextField.tsx';

/** The shop's text search: taken on Enter or when the field is left; an empty one clears it. */
export function ShopSearchBox({ value, onSearch }: { value: string | undefined; onSearch: (q: string | undefined) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value ?? '');
  const take = () => (text.trim() || undefined) !== value && onSearch(text.trim() || undefined);
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim() || undefined);
      }}
    >
      <TextField label={t('filters.search')} type="search" placeholder={t('filters.searchPlaceholder')} value={text} onChange={setText} onBlur={take} />
    </Form>
  );
}
