import type { FormTexts } from '../fr/forms.ts';

const arAddresses = {
} satisfies FormTexts['addresses'];

export default arAddresses;
