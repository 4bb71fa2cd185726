import type { FormTexts } from '../fr/forms.ts';

const enSettings = {
} satisfies FormTexts['settings'];

export default enSettings;
