import { useTranslation } from 'react-i18next';
import { AUTO_ADVANCE_MS } from '../../../../machines/auto-advance.ts';
import type { HomeContent } from '../../../i18n/home-content.ts';
import { Carousel } from '../../ui/Carousel.tsx';

/**
 * Customer testimonials (spec section 2): 8 samples, doubled for looping (the copy hidden from
 * assistive technology, which hears 8), moving on every 6 s, paused under the pointer.
 */
export function Testimonials({ testimonials }: { testimonials: HomeContent['testimonials'] }) {
  const { t } = useTranslation();
  return (
    <section className="rendered-when-near bg-olive-950 py-14 text-cream-50 [--rendered-height:18rem]">
      <div className="mx-auto max-w-6xl px-6">
        <h2 id="testimonials-title" className="mb-6 font-serif text-3xl">
          {t('home.testimonialsTitle')}
        </h2>
        <Carousel
          labelledBy="testimonials-title"
          items={testimonials}
          copies={1}
          getKey={(item) => `${item.name} ${item.city}`}
          previousLabel={t('home.previousTestimonial')}
          nextLabel={t('home.nextTestimonial')}
          slideClassName="w-[min(320px,85vw)]"
          loop
          tone="dark"
          autoAdvanceMs={AUTO_ADVANCE_MS}
          renderItem={(item) => (
            <figure className="h-full rounded-3xl bg-olive-900 p-6">
              <p className="text-gold-300">
                <span aria-hidden="true">{'★'.repeat(item.rating) + '☆'.repeat(5 - item.rating)}</span>
                <span className="sr-only">{t('home.rating', { rating: item.rating })}</span>
              </p>
              <blockquote dir="auto" className="mt-3 line-clamp-4 leading-relaxed">
                {item.comment}
              </blockquote>
              <figcaption className="mt-4 text-sm text-cream-50/85">
                {item.name} · {item.city}
              </figcaption>
            </figure>
          )}
        />
      </div>
    </section>
  );
}
