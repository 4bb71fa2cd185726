import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { type ReviewErrorKey, reviewFormSchema, type ReviewFormValues } from '../../../domain/validation/review.ts';
import { ApiError } from '../../api/errors.ts';
import { languageOf } from '../../i18n/index.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { SubmitButton } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { FormError } from '../account/FormError.tsx';
import { saveReview } from './api.ts';
import { StarChoice } from './StarChoice.tsx';

type MyReview = components['schemas']['MyReview'];

/** The stars and comment of one product's review; a review already written is edited (and waits for staff again). */
export function ReviewForm({ productId, productName, review, onSaved }: { productId: string; productName: string; review: MyReview | undefined; onSaved: (review: MyReview) => void }) {
  const { t, i18n } = useTranslation();
  const { api } = useAppActors();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { control, handleSubmit, formState } = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    // 0: no star chosen yet (the schema asks for 1 to 5).
    defaultValues: { rating: review?.rating ?? 0, comment: review?.comment ?? '' },
  });
  const message = (key: string | undefined) => (key ? t(`reviews.errors.${key as ReviewErrorKey}`) : undefined);
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      onSaved(await saveReview(api, { productId, rating: values.rating, comment: values.comment }, languageOf(i18n)));
      setSaved(true);
    } catch (error) {
      // The server's refusals (not received yet, a comment out of bounds) come in the page's language.
      setFailure(error instanceof ApiError && (error.status === 400 || error.status === 403) ? error.message : t('reviews.errors.saveFailed'));
    }
  });
  const label = review ? t('reviews.updateFor', { product: productName }) : t('reviews.submitFor', { product: productName });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => <StarChoice value={field.value} onChange={field.onChange} errorMessage={message(fieldState.error?.message)}/>}
      />
      <Controller
        control={control}
        name="comment"
        render={({ field, fieldState }) => (
          <TextAreaField label={t('reviews.comment')} description={t('reviews.commentHelp')} rows={4} value={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} errorMessage={message(fieldState.error?.message)} />
        )}
      />
      <FormError message={failure} />
      {saved && (
        <p role="status" className="rounded-2xl bg-olive-50 px-4 py-3 text-sm text-olive-900">
          {t('reviews.saved')}
        </p>
      )}
      <SubmitButton className="self-start" isDisabled={formState.isSubmitting} aria-label={label}>
        {formState.isSubmitting ? t('reviews.saving') : review ? t('reviews.update') : t('reviews.submit')}
      </SubmitButton>
    </form>
  );
}
