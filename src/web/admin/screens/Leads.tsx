import type { AdminRouter } from '../router.tsx';
import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { components } from '../../../../openapi/schema.d.ts';
import { Button } from '../../ui/Button.tsx';
import { useAdmin } from '../context.tsx';
import { errorText } from '../errors.ts';
import { dateTime } from '../format.ts';
import { useAdminText } from '../i18n/index.ts';
import { useAdminRouter, navigateTo } from '../root-routes.tsx';
import { Pager } from '../ui/Pager.tsx';
import { Screen } from '../ui/Screen.tsx';
import { Alert } from '../ui/Status.tsx';
import { phoneE164 } from '../../../domain/phone.ts';
import { leadsRoute } from '../routes.ts';
import { LEAD_KINDS as KINDS, type LeadKind as Kind } from '../search.ts';

type Lead = components['schemas']['Lead'];


/** The shop's leads, a tab per kind, a page at a time, and each kind whole as a CSV file. */
export function Leads() {
  const { t } = useAdminText();
  const router = useAdminRouter();
  const search = leadsRoute.useSearch<AdminRouter>();
  const kind = search.kind ?? 'catalogue-requests';
  const { leads, page, totalPages, total } = leadsRoute.useLoaderData<AdminRouter>();
  return (
    <Screen title={t('leads.title')} actions={<ExportButton kind={kind} />}>
      <Tabs selectedKey={kind} onSelectionChange={(key) => void navigateTo(router, '/admin/leads', key === 'catalogue-requests' ? {} : { kind: key as Kind })}>
        <TabList aria-label={t('leads.kinds')} className="mb-4 flex flex-wrap gap-1 rounded-3xl bg-olive-100 p-1 sm:rounded-full">
          {KINDS.map((id) => (
            <Tab key={id} id={id} className="flex-1 cursor-pointer whitespace-nowrap rounded-full px-3 py-2 text-center text-sm font-semibold outline-none selected:bg-olive-800 selected:text-cream-50 focus-visible:ring-3 focus-visible:ring-gold-500">
              {t(`leads.${id}`)}
            </Tab>
          ))}
        </TabList>
        {KINDS.map((id) => (
          <TabPanel key={id} id={id} className="outline-none focus-visible:ring-3 focus-visible:ring-gold-500">
            <p className="mb-3 text-sm">{t('app.results', { total })}</p>
            {leads.length === 0 ? <p className="rounded-3xl bg-white p-6 text-center shadow-sm">{t('app.none')}</p> : <LeadList leads={leads} />}
          </TabPanel>
        ))}
      </Tabs>
      <Pager page={page} totalPages={totalPages} onPage={(next) => void navigateTo(router, '/admin/leads', { ...search, page: next > 1 ? next : undefined })} />
    </Screen>
  );
}

function LeadList({ leads }: { leads: Lead[] }) {
  const { t, intl } = useAdminText();
  return (
    <ul className="flex flex-col gap-2">
      {leads.map((lead) => (
        <li key={lead.id} className="rounded-2xl bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <span className="font-semibold">{[lead.name, lead.surname].filter(Boolean).join(' ') || <bdi>{lead.email}</bdi>}</span>
            <span className="text-sm text-olive-700">{dateTime(lead.createdAt, intl)}</span>
          </div>
          <dl className="mt-1 flex flex-wrap gap-x-4 text-sm">
            <div className="flex gap-1">
              <dt className="text-olive-700">{t('leads.email')}</dt>
              <dd>
                <bdi>{lead.email}</bdi>
              </dd>
            </div>
            {lead.phone ? (
              <div className="flex gap-1">
                <dt className="text-olive-700">{t('leads.phone')}</dt>
                <dd>
                  {/* As the person wrote it; the call goes to the number it is. */}
                  <a href={`tel:${phoneE164(lead.phone) ?? lead.phone.replace(/[^\d+]/g, '')}`}>
                    <bdi dir="ltr">{lead.phone}</bdi>
                  </a>
                </dd>
              </div>
            ) : null}
            <div className="flex gap-1">
              <dt className="text-olive-700">{t('leads.language')}</dt>
              <dd>{lead.locale}</dd>
            </div>
          </dl>
          {lead.message ? <p className="mt-2 whitespace-pre-line border-s-2 border-olive-200 ps-3">{lead.message}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** Downloads the kind's CSV (the call needs the staff token, so the file is fetched, then saved). */
function ExportButton({ kind }: { kind: Kind }) {
  const { t } = useAdminText();
  const { api } = useAdmin();
  const [error, setError] = useState<string>();
  const download = async () => {
    setError(undefined);
    try {
      const { name, csv } = await api.exportLeads(kind);
      const url = URL.createObjectURL(csv);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (failure) {
      setError(errorText(t, failure));
    }
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" onPress={() => void download()}>
        {t('leads.export')}
      </Button>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
