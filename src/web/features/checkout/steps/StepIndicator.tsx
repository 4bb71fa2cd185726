import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../ui/icons.tsx';

const KEYS = ['contact', 'delivery', 'payment', 'recap', 'done'] as const;

/**
 * Where the shopper is: five steps, earlier ones completed; under 576 px the three-label form
 * (contact & location, payment & delivery, summary), picked by CSS. Dimmed while an unfinished
 * checkout is restored.
 */
export function StepIndicator({ step, recovering }: { step: number; recovering: boolean }) {
  const { t } = useTranslation();
  const short = [t('checkout.shortSteps.first'), t('checkout.shortSteps.second'), t('checkout.shortSteps.third')];
  return (
    <div className={`transition-opacity ${recovering ? 'opacity-50' : ''}`}>
      <Steps labels={short} current={step === 0 ? 0 : step <= 2 ? 1 : 2} className="min-[576px]:hidden" />
      <Steps labels={KEYS.map((key) => t(`checkout.steps.${key}`))} current={step} className="max-[575px]:hidden" />
    </div>
  );
}

function Steps({ labels, current, className }: { labels: string[]; current: number; className: string }) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('checkout.stepsLabel')} className={`flex gap-2 ${className}`}>
      {labels.map((label, index) => {
        const done = index < current;
        return (
          <li key={label} aria-current={index === current ? 'step' : undefined} className="flex flex-1 flex-col items-center gap-1 text-center text-xs sm:text-sm">
            <span
              className={`grid size-8 place-items-center rounded-full border-2 font-semibold ${
                done ? 'border-olive-800 bg-olive-800 text-cream-50' : index === current ? 'border-olive-800 text-olive-900' : 'border-olive-200 text-olive-700'
              }`}
            >
              {done ? <CheckIcon className="size-4" /> : index + 1}
            </span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}
