import type { FormTexts } from '../fr/forms.ts';

const arReviews = {
} satisfies FormTexts['reviews'];

export default arReviews;
