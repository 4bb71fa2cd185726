import type { AdminRouter } from '../router.tsx';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import type { components } from '../../../../openapi/schema.d.ts';
import { ApiError } from '../../api/errors.ts';
import { Button } from '../../ui/Button.tsx';
import { SelectField } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAdmin, useStaff } from '../context.tsx';
import { errorText } from '../errors.ts';
import { day } from '../format.ts';
import { useAdminText } from '../i18n/index.ts';
import { Badge, Screen } from '../ui/Screen.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Alert, Status } from '../ui/Status.tsx';
import { staffRoute } from '../routes.ts';

type Member = components['schemas']['StaffMember'];
type Role = components['schemas']['StaffRole'];

export function Staff() {
  const { t } = useAdminText();
  const loaded = staffRoute.useLoaderData<AdminRouter>();
  const [members, setMembers] = useState(loaded);
  if (!members) {
    return (
      <Screen title={t('staff.title')}>
        <p>{t('staff.ownerOnly')}</p>
      </Screen>
    );
  }
  return (
    <Screen title={t('staff.title')}>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <StaffList members={members} onChanged={(changed) => setMembers((all) => (all ?? []).map((member) => (member.id === changed.id ? changed : member)))} />
        <InviteForm onInvited={(member) => setMembers((all) => [...(all ?? []), member])} />
      </div>
    </Screen>
  );
}

/**
 * The team, each member with their role and state; an owner disables a member (after a question: their
 * sessions end at once) or enables them again. Nobody disables themselves here.
 */
function StaffList({ members, onChanged }: { members: Member[]; onChanged: (member: Member) => void }) {
  const { t, intl } = useAdminText();
  const { api } = useAdmin();
  const me = useStaff();
  const [asking, setAsking] = useState<Member>();
  const [busy, setBusy] = useState<string>();
  const [announce, setAnnounce] = useState<{ text: string; tone: 'ok' | 'error' }>();
  const change = async (member: Member, disable: boolean) => {
    setBusy(member.id);
    setAnnounce(undefined);
    try {
      const changed = disable ? await api.disableStaff(member.id) : await api.enableStaff(member.id);
      onChanged(changed);
      setAnnounce({ tone: 'ok', text: t(disable ? 'staff.disabled.done' : 'staff.enabled.done', { email: changed.email }) });
    } catch (failure) {
      setAnnounce({ tone: 'error', text: failure instanceof ApiError && failure.status === 409 ? t('staff.lastOwner') : errorText(t, failure) });
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      {announce?.tone === 'error' ? <Alert>{announce.text}</Alert> : null}
      <Status>{announce?.tone === 'ok' ? announce.text : undefined}</Status>
      <ul aria-label={t('staff.title')} className="flex flex-col gap-2">
        {members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center justify-between gap-2 rounded-2xl bg-white p-4 shadow-sm">
            <span className="flex min-w-0 flex-col">
              <bdi className="truncate font-semibold">{member.email}</bdi>
              <span className="text-sm text-olive-700">
                {t('staff.since')} {day(member.createdAt, intl)}
              </span>
            </span>
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone={member.role === 'owner' ? 'good' : 'neutral'}>{t(`role.${member.role}`)}</Badge>
              <Badge tone={member.disabledAt ? 'bad' : member.active ? 'neutral' : 'wait'}>{member.disabledAt ? t('staff.disabled') : member.active ? t('staff.active') : t('staff.invited')}</Badge>
              {member.id === me?.id ? null : member.disabledAt ? (
                <Button variant="secondary" isDisabled={busy === member.id} onPress={() => void change(member, false)} aria-label={`${t('staff.enable')} ${member.email}`}>
                  {t('staff.enable')}
                </Button>
              ) : (
                <Button variant="secondary" isDisabled={busy === member.id} onPress={() => setAsking(member)} aria-label={`${t('staff.disable')} ${member.email}`}>
                  {t('staff.disable')}
                </Button>
              )}
            </span>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        isOpen={asking !== undefined}
        onOpenChange={(open) => (open ? undefined : setAsking(undefined))}
        title={t('staff.disableTitle')}
        text={t('staff.disableText', { email: asking?.email ?? '' })}
        confirm={t('staff.disable')}
        keep={t('staff.keep')}
        onConfirm={() => asking && void change(asking, true)}
      />
    </div>
  );
}

function InviteForm({ onInvited }: { onInvited: (member: Member) => void }) {
  const { t } = useAdminText();
  const { api } = useAdmin();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('staff');
  const [shown, setShown] = useState(false);
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setShown(true);
    setDone(undefined);
    if (!email.trim()) return;
    setBusy(true);
    setError(undefined);
    try {
      const staff = await api.inviteStaff(email.trim(), role);
      onInvited(staff);
      setDone(t('staff.invited.done', { email: staff.email }));
      setEmail('');
      setShown(false);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status === 409 ? t('staff.exists') : failure instanceof ApiError && failure.status === 400 ? t('error.EMAIL_INVALID') : errorText(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="invite-heading" className="self-start rounded-3xl bg-white p-5 shadow-sm">
      <h2 id="invite-heading" className="mb-3 font-serif text-lg font-semibold">
        {t('staff.invite')}
      </h2>
      <Form
        className="flex flex-col gap-4"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextField label={t('staff.email')} type="email" value={email} onChange={setEmail} errorMessage={shown && !email.trim() ? t('signIn.required') : undefined} />
        <SelectField label={t('staff.role')} options={(['staff', 'owner'] as const).map((id) => ({ id, label: t(`role.${id}`) }))} selectedKey={role} onChange={(key) => setRole(key === 'owner' ? 'owner' : 'staff')} />
        {error ? <Alert>{error}</Alert> : null}
        <Status>{done}</Status>
        <Button type="submit" isDisabled={busy}>
          {t('staff.inviteSubmit')}
        </Button>
      </Form>
    </section>
  );
}
