import { DisclosureGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { HomeContent } from '../../../i18n/home-content.ts';
import { Disclosure } from '../../ui/Disclosure.tsx';

/** The FAQ (spec section 2): six questions, one open at a time, the first to begin with; an answer is 500 px high at most. */
export function FaqSection({ faq }: { faq: HomeContent['faq'] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-6 py-14">
      <h2 id="faq-title" className="mb-4 font-serif text-3xl">
        {t('home.faqTitle')}
      </h2>
      <DisclosureGroup defaultExpandedKeys={['faq-0']}>
        {faq.map((item, index) => (
          <Disclosure key={item.question} id={`faq-${index}`} title={item.question} level={3} panelClassName="max-h-[500px] overflow-y-auto pb-4">
            <p className="leading-relaxed text-olive-900/90">{item.answer}</p>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </section>
  );
}
