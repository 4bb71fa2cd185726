import type { AdminRouter } from '../router.tsx';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import type { components } from '../../../../openapi/schema.d.ts';
import { ApiError } from '../../api/errors.ts';
import { Button } from '../../ui/Button.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useAdmin } from '../context.tsx';
import { errorText } from '../errors.ts';
import { useAdminText } from '../i18n/index.ts';
import { FlagSwitch } from '../ui/FlagSwitch.tsx';
import { Screen } from '../ui/Screen.tsx';
import { Status } from '../ui/Status.tsx';
import { couriersRoute } from '../routes.ts';

type Courier = components['schemas']['Courier'];

/** The couriers offered when shipping (issue 45): staff add one, and stop or start offering each. */
export function Couriers() {
  const { t } = useAdminText();
  const { api } = useAdmin();
  const [couriers, setCouriers] = useState(couriersRoute.useLoaderData<AdminRouter>());
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [announce, setAnnounce] = useState<{ text: string; tone: 'ok' | 'error' }>();

  const saved = (courier: Courier, text: string) => {
    setCouriers((all) => [...all.filter((c) => c.id !== courier.id), courier].sort((a, b) => a.name.localeCompare(b.name)));
    setAnnounce({ tone: 'ok', text });
  };
  const add = async () => {
    if (!name.trim()) return setNameError(t('couriers.required'));
    try {
      const courier = await api.addCourier(name.trim());
      setName('');
      saved(courier, t('couriers.added', { name: courier.name }));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) setNameError(t('couriers.taken'));
      else setAnnounce({ tone: 'error', text: errorText(t, failure) });
    }
  };
  const offer = async (courier: Courier, active: boolean) => {
    try {
      saved(await api.updateCourier(courier.id, { active }), t('couriers.saved', { name: courier.name }));
    } catch (failure) {
      setAnnounce({ tone: 'error', text: errorText(t, failure) });
    }
  };

  return (
    <Screen title={t('couriers.title')}>
      <p className="-mt-4 mb-4 text-sm text-olive-700">{t('couriers.intro')}</p>
      <Status tone={announce?.tone} className="mb-4">
        {announce?.text}
      </Status>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <ul aria-label={t('couriers.list')} className="divide-y divide-olive-100 rounded-3xl bg-white px-5 shadow-sm">
          {couriers.map((courier) => (
            <li key={courier.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <bdi className="font-medium">{courier.name}</bdi>
              <FlagSwitch isSelected={courier.active} onChange={(on) => void offer(courier, on)} label={t('couriers.active')} />
            </li>
          ))}
        </ul>
        <Form
          className="flex flex-col gap-3 self-start rounded-3xl bg-white p-5 shadow-sm"
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <TextField
            label={t('couriers.name')}
            value={name}
            maxLength={80}
            onChange={(value) => {
              setName(value);
              setNameError(undefined);
            }}
            errorMessage={nameError}
          />
          <Button type="submit" className="self-start">
            {t('couriers.add')}
          </Button>
        </Form>
      </div>
    </Screen>
  );
}
