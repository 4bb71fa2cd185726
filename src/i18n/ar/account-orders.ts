import type { FormTexts } from '../fr/forms.ts';

const arOrderPage = {
} satisfies FormTexts['orderPage'];

export default arOrderPage;
