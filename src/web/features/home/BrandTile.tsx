import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { hoverTooltipMachine } from '../../../../machines/hover-tooltip.ts';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { brandLogoRaster } from '../../../domain/brand-logo.ts';
import { BrandDetails } from './BrandDetails.tsx';

type Brand = components['schemas']['Brand'];

/**
 * A brand tile, 240 × 208 with its logo (the Arabic one in Arabic, the first letter if it fails).
 * On a desktop, hovering lifts it and shows a tooltip that follows the pointer (after 100 ms, 320 px
 * wide at most); on a phone, a tap opens a bottom sheet with the same details.
 */
export function BrandTile({ brand, phone }: { brand: Brand; phone: boolean }) {
  const { i18n } = useTranslation();
  const [tooltip, send] = useMachine(hoverTooltipMachine);
  const [pointer, setPointer] = useState({ x: 0, y: 0 });
  const [sheetOpen, setSheetOpen] = useState(false);
  // The WebP drawn from the logo first (cheap to paint), its SVG if that is missing, else the letter.
  const [logoTry, setLogoTry] = useState<'raster' | 'vector' | 'failed'>('raster');
  const vector = i18n.language === 'ar' ? brand.logoAr : brand.logo;
  const logo = logoTry === 'raster' ? brandLogoRaster(vector) : vector;
  return (
    <>
      <Button
        aria-label={brand.displayName}
        aria-haspopup={phone ? 'dialog' : undefined}
        onPress={() => phone && setSheetOpen(true)}
        onHoverStart={() => !phone && send({ type: 'ENTER' })}
        onHoverEnd={() => send({ type: 'LEAVE' })}
        onFocus={() => !phone && send({ type: 'ENTER' })}
        onBlur={() => send({ type: 'LEAVE' })}
        onPointerMove={(event) => setPointer({ x: event.clientX, y: event.clientY })}
        className="flex h-[208px] w-[240px] flex-col items-center justify-center gap-3 rounded-3xl border border-olive-100 bg-white p-5 shadow-sm outline-none transition-transform duration-200 hover:-translate-y-1.5 hover:shadow-lg focus-visible:ring-3 focus-visible:ring-gold-500"
      >
        {logoTry === 'failed' ? (
          <span aria-hidden="true" className="grid size-20 place-items-center rounded-full bg-olive-800 font-serif text-4xl text-cream-50">
            {brand.displayName.charAt(0)}
          </span>
        ) : (
          <img src={logo} alt="" width={160} height={60} loading="lazy" onError={() => setLogoTry(logoTry === 'raster' ? 'vector' : 'failed')} className="h-16 w-auto max-w-[180px]" />
        )}
        <span className="font-semibold">{brand.displayName}</span>
        <span className="text-sm text-olive-800">{brand.type}</span>
      </Button>
      {!phone && tooltip.matches('shown') && (
        <div
          role="tooltip"
          // Beside the pointer, kept inside the window.
          style={{ transform: `translate(${Math.min(pointer.x + 16, window.innerWidth - 336)}px, ${pointer.y + 16}px)` }}
          className="pointer-events-none fixed left-0 top-0 z-50 max-w-[320px] rounded-2xl bg-olive-950 p-4 text-sm text-cream-50 shadow-xl"
          dir={i18n.dir()}
        >
          <BrandDetails brand={brand} />
        </div>
      )}
      {phone && (
        <LazyModal title={brand.displayName} isOpen={sheetOpen} onOpenChange={setSheetOpen} placement="bottom">
          <BrandDetails brand={brand} />
        </LazyModal>
      )}
    </>
  );
}
