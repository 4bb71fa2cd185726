import { useTranslation } from 'react-i18next';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';

const STARS = [1, 2, 3, 4, 5] as const;

interface Props {
  /** 0: none chosen yet. */
  value: number;
  onChange: (rating: number) => void;
  errorMessage?: string;
}

/**
 * A rating from 1 to 5 as five stars: a react-aria RadioGroup (arrow keys move, each star announced
 * as "4 étoiles"), the stars up to the chosen or hovered one filled.
 */
export function StarChoice({ value, onChange, errorMessage }: Props) {
  const { t } = useTranslation();
  return (
    <RadioGroup
      value={value ? String(value) : null}
      onChange={(next) => onChange(Number(next))}
      isInvalid={Boolean(errorMessage)}
      orientation="horizontal"
      className="group/stars flex flex-col gap-1"
    >
      <Label className="text-sm font-medium">{t('reviews.stars')}</Label>
      <div className="flex gap-1">
        {STARS.map((stars) => (
          <Radio
            key={stars}
            value={String(stars)}
            aria-label={t('reviews.starCount', { count: stars })}
            className="grid size-11 cursor-pointer place-items-center rounded-full outline-none data-[focus-visible]:ring-3 data-[focus-visible]:ring-gold-500"
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" className="size-8">
              <path
                d="m10 1.5 2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8L10 1.5Z"
                className={stars <= value ? 'fill-gold-500 stroke-gold-700' : 'fill-cream-50 stroke-olive-700'}
                strokeWidth="1"
              />
            </svg>
          </Radio>
        ))}
      </div>
      <FieldError className="text-sm text-red-700">{errorMessage}</FieldError>
    </RadioGroup>
  );
}
