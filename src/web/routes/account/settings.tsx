import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/settings/SettingsPage.tsx';
import { formTextsFirst } from '../../i18n/form-texts.tsx';
import { accountHead } from '../../meta/page-head.ts';

export const Route = createFileRoute('/account/settings')({
  // Its texts come with the forms' (fr.forms.ts): the home page's script does not carry them.
  beforeLoad: formTextsFirst,
  head: accountHead('settings.title', '/account/settings'),
  component: SettingsPage,
});
