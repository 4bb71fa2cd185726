import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { heroRevealMachine } from '../../../../machines/hero-reveal.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { FIRST_SCREEN_PICTURE } from '../../ui/element-timing.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { HERO_FALLBACK, heroSrcSet } from './hero-picture.ts';
import { HeroTitle } from './HeroTitle.tsx';

/**
 * The banner of the home page (spec section 2); its image is preloaded by the page's head. The
 * content fades in once the picture is there, or after 1 s at the latest. On a phone the title is the
 * welcome sentence.
 */
export function Hero() {
  const { t } = useTranslation();
  const [reveal, send] = useMachine(heroRevealMachine);
  // Rendered by the server, the content must not wait for the page's code to show: CSS fades it in
  // 1 s into the visit at the latest, the page's first script sooner when the picture is in first
  // (reveal-hero-early.ts), and the machine takes over once hydrated.
  const hydrated = useHydrated();
  const [renderedByServer] = useState(!hydrated);
  const shown = reveal.matches('shown');
  // Rendered by the server, the picture may be in before the page's code: then no load event comes.
  const pictureSettled = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete) send({ type: 'IMAGE_LOADED' });
    },
    [send],
  );
  return (
    <section className="relative isolate overflow-hidden bg-olive-950 text-cream-50">
      <picture>
        <source type="image/avif" srcSet={heroSrcSet('avif')} sizes="100vw" />
        <source type="image/webp" srcSet={heroSrcSet('webp')} sizes="100vw" />
        <img
          src={HERO_FALLBACK}
          alt=""
          fetchPriority="high"
          elementtiming={FIRST_SCREEN_PICTURE}
          onLoad={() => send({ type: 'IMAGE_LOADED' })}
          ref={pictureSettled}
          className="absolute inset-0 -z-10 size-full object-cover rtl:-scale-x-100"
        />
      </picture>
      <div
        data-hero-content=""
        className={`mx-auto flex min-h-[28rem] max-w-6xl flex-col justify-center gap-5 px-6 py-16 transition-opacity duration-300 md:min-h-[34rem] ${
          shown ? 'opacity-100' : `opacity-0 ${renderedByServer ? 'animate-[fade-in_300ms_ease_1s_both]' : ''}`
        }`}
      >
        <h1 className="max-w-2xl font-serif text-4xl leading-tight md:text-6xl">
          {/* A phone's title or a wider screen's, picked by CSS. */}
          <span className="md:hidden">{t('hero.welcome')}</span>
          <span className="max-md:hidden">
            <HeroTitle text={t('hero.title')} />
          </span>
        </h1>
        <p className="max-w-xl text-lg text-cream-50/90">{t('hero.text')}</p>
        <div className="flex flex-wrap gap-3">
          <Button variant="light" onPress={() => document.getElementById('catalog')?.scrollIntoView({ behavior: 'smooth' })}>
            {t('hero.download')}
          </Button>
          <ButtonLink to="/shop" variant="secondary" className="!border-cream-50 !text-cream-50 hover:!bg-white/10">
            {t('hero.discover')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
