import { z } from './zod.ts';

// A buyer's review (issue 47): a whole number of stars from 1 to 5 and a comment of 10 to 1000
// characters, blanks at either end not counted. Messages are keys of the 'reviews.errors' texts.
export const COMMENT_MIN = 10;
export const COMMENT_MAX = 1000;

export type ReviewErrorKey = 'ratingRequired' | 'commentTooShort' | 'commentTooLong';

export const reviewFormSchema = z.object({
  rating: z
    .number({ error: 'ratingRequired' satisfies ReviewErrorKey })
    .int('ratingRequired' satisfies ReviewErrorKey)
    .min(1, 'ratingRequired' satisfies ReviewErrorKey)
    .max(5, 'ratingRequired' satisfies ReviewErrorKey),
  comment: z
    .string()
    .trim()
    .min(COMMENT_MIN, 'commentTooShort' satisfies ReviewErrorKey)
    .max(COMMENT_MAX, 'commentTooLong' satisfies ReviewErrorKey),
});

export type ReviewFormValues = z.infer<typeof reviewFormSchema>;

/** What is wrong with a comment once trimmed, if anything. */
export function commentProblem(comment: string): ReviewErrorKey | undefined {
  const length = comment.trim().length;
  if (length < COMMENT_MIN) return 'commentTooShort';
  if (length > COMMENT_MAX) return 'commentTooLong';
  return undefined;
}
