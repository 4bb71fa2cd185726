import { useState } from 'react';
import type { Locale } from '../../domain/locale.ts';

/** The country shown for each language. */
export const LANGUAGE_COUNTRY: Record<Locale, string> = { fr: 'fr', en: 'gb', ar: 'ma' };

/** A flag shipped with the app; if the image fails, the country code in text (spec section 2). */
export function Flag({ country }: { country: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span aria-hidden="true" className="inline-block w-6 text-center text-xs font-semibold uppercase">
        {country}
      </span>
    );
  }
  return (
    <img
      src={`/images/flags/${country.toLowerCase()}.svg`}
      alt=""
      width={24}
      height={16}
      // Not worth a preload of its own (React writes one for an eager picture): the page's pictures come first.
      fetchPriority="low"
      className="h-4 w-6 rounded-sm object-cover shadow-[0_0_0_1px_rgb(0_0_0/0.12)]"
      onError={() => setFailed(true)}
    />
  );
}
