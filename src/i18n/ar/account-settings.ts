import type { FormTexts } from '../fr/forms.ts';

const arSettings = {
} satisfies FormTexts['settings'];

export default arSettings;
