import { useMachine } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button, Form, Input, Label, SearchField } from 'react-aria-components';
import { searchAsYouTypeMachine } from '../../../../machines/search-as-you-type.ts';
import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../ui/icons.tsx';

/**
 * The shop's text search: searches once the typing pauses, or at once with the button or Enter; an
 * emptied field clears it. Letters typed while the page was still the server's HTML are kept.
 */
export function ShopSearchBox({ value, onSearch }: { value: string | undefined; onSearch: (q: string | undefined) => void }) {
  const { t } = useTranslation();
  const [state, send, actor] = useMachine(searchAsYouTypeMachine, { input: { shown: value } });
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const subscription = actor.on('search', (event) => onSearch(event.q));
    return () => subscription.unsubscribe();
  }, [actor, onSearch]);
  useEffect(() => send({ type: 'SHOWN', q: value }), [send, value]);
  // Typed before hydrating: React leaves that text in the field while it hydrates, then the next render
  // would put the machine's text back; the machine takes it first (a layout effect runs before that).
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== (value ?? '')) send({ type: 'TYPE', text: typed });
    // Once, when hydrated: later typing comes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      {/* The button outside the SearchField: inside it, react-aria makes a Button the field's clear button. */}
      <div className="flex items-end gap-2">
        <SearchField value={state.context.text} onChange={(text) => send({ type: 'TYPE', text })} className="flex min-w-0 flex-1 flex-col gap-1">
          <Label className="text-sm font-medium">{t('filters.search')}</Label>
          <Input
            ref={input}
            placeholder={t('filters.searchPlaceholder')}
            className="h-11 w-full min-w-0 rounded-full border border-olive-300 bg-white px-4 text-olive-900 outline-none placeholder:text-olive-700/80 focus-visible:ring-3 focus-visible:ring-gold-500 [&::-webkit-search-cancel-button]:hidden"
          />
        </SearchField>
        <Button
          type="submit"
          aria-label={t('filters.searchSubmit')}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-olive-800 text-cream-50 outline-none hover:bg-olive-900 focus-visible:ring-3 focus-visible:ring-gold-500"
        >
          <SearchIcon className="size-5" />
        </Button>
      </div>
    </Form>
  );
}
