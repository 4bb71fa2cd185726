import { intlLocaleOf } from '../../../domain/locale.ts';
import type { ContentPage } from '../../../i18n/content-page.ts';
import { PageHeading } from '../pages/PageHeading.tsx';

/** About, contact, terms and privacy: a title, an introduction and sections. */
export function ContentPageView({ page, locale }: { page: ContentPage; locale: string }) {
  const updated = page.updated
    ? new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'long' }).format(
        new Date(`${page.updated}T12:00:00Z`),
      )
    : undefined;
  return (
    <>
      <PageHeading title={page.title}>
        <p>{page.intro}</p>
        {updated && (
          <p className="mt-2 text-sm">
            <time dateTime={page.updated}>{updated}</time>
          </p>
        )}
      </PageHeading>
      <div className="mx-auto max-w-3xl px-6 py-10">
        {page.sections.map((section) => (
          <section key={section.heading} className="mb-10">
            <h2 className="mb-3 font-serif text-2xl text-olive-900">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mb-3 leading-relaxed text-olive-900/90">
                {paragraph}
              </p>
            ))}
            {section.items && (
              <ul className="list-disc space-y-1.5 ps-6 leading-relaxed marker:text-gold-500">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
