import type { AdminRouter } from '../router.tsx';
import { dateTime } from '../format.ts';
import { useAdminText } from '../i18n/index.ts';
import { useAdminRouter, navigateTo } from '../root-routes.tsx';
import { Pager } from '../ui/Pager.tsx';
import { Screen } from '../ui/Screen.tsx';
import { auditSentence } from './audit-sentences.ts';
import { auditRoute } from '../routes.ts';


const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The log, each entry a sentence in the staff member's language (an action without one shows as it is kept). */
export function Audit() {
  const { t, intl } = useAdminText();
  const router = useAdminRouter();
  const data = auditRoute.useLoaderData<AdminRouter>();
  if (!data) {
    return (
      <Screen title={t('audit.title')}>
        <p>{t('staff.ownerOnly')}</p>
      </Screen>
    );
  }
  return (
    <Screen title={t('audit.title')}>
      <p className="mb-3 text-sm">{t('app.results', { total: data.total })}</p>
      <ol className="flex flex-col gap-2">
        {data.entries.map((entry) => {
          const sentence = auditSentence(entry, t, intl);
          return sentence ? (
            <li key={entry.id} className="rounded-2xl bg-white p-4 shadow-sm">
              <p className="font-medium">
                <bdi>{sentence}</bdi>
              </p>
              <p className="mt-1 text-sm text-olive-700">
                {dateTime(entry.at, intl)} · <bdi>{entry.staffEmail}</bdi>
              </p>
            </li>
          ) : (
            <li key={entry.id} className="rounded-2xl bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <code className="font-semibold" dir="ltr">
                  {entry.action}
                </code>
                <span className="text-sm text-olive-700">{dateTime(entry.at, intl)}</span>
              </div>
              <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
                <dt className="text-olive-700">{t('audit.who')}</dt>
                <dd className="min-w-0 break-words">
                  <bdi>{entry.staffEmail}</bdi>
                </dd>
                {entry.subject ? (
                  <>
                    <dt className="text-olive-700">{t('audit.subject')}</dt>
                    <dd className="min-w-0 break-words">
                      <bdi>{entry.subject}</bdi>
                    </dd>
                  </>
                ) : null}
                {entry.before != null || entry.after != null ? (
                  <>
                    <dt className="text-olive-700">{t('audit.change')}</dt>
                    <dd className="min-w-0 break-all font-mono text-xs" dir="ltr">
                      {json(entry.before)} → {json(entry.after)}
                    </dd>
                  </>
                ) : null}
              </dl>
            </li>
          );
        })}
      </ol>
      <Pager page={data.page} totalPages={data.totalPages} onPage={(page) => void navigateTo(router, '/admin/audit', page > 1 ? { page } : {})} />
    </Screen>
  );
}
