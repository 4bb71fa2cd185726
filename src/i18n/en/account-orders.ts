import type { FormTexts } from '../fr/forms.ts';

const enOrderPage = {
} satisfies FormTexts['orderPage'];

export default enOrderPage;
