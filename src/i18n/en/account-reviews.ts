import type { FormTexts } from '../fr/forms.ts';

const enReviews = {
} satisfies FormTexts['reviews'];

export default enReviews;
