import { useTranslation } from 'react-i18next';
import { useHeaderMenu } from '../state/app-actors.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { UserIcon } from '../ui/icons.tsx';
import { HeaderPopover } from '../ui/Popover.tsx';

/** The account menu of a visitor: sign in or create an account. */
export function AccountMenu() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useHeaderMenu('account');
  return (
    <HeaderPopover
      label={t('account.menu')}
      isOpen={isOpen}
      onOpenChange={setOpen}
      trigger={
        <Button variant="icon" aria-label={t('account.menu')}>
          <UserIcon />
        </Button>
      }
    >
      <p className="mb-4 text-sm">{t('account.prompt')}</p>
      <div className="flex flex-col gap-2">
        <ButtonLink to="/login" variant="primary" onClick={() => setOpen(false)}>
          {t('account.login')}
        </ButtonLink>
        <ButtonLink to="/signup" variant="secondary" onClick={() => setOpen(false)}>
          {t('account.register')}
        </ButtonLink>
      </div>
    </HeaderPopover>
  );
}
