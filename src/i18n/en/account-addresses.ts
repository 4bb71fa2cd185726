import type { FormTexts } from '../fr/forms.ts';

const enAddresses = {
} satisfies FormTexts['addresses'];

export default enAddresses;
