import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';

const tab =
  'flex-1 cursor-pointer rounded-full px-3 py-2 text-center text-sm font-semibold outline-none data-[selected]:bg-olive-800 data-[selected]:text-cream-50 data-[focus-visible]:ring-3 data-[focus-visible]:ring-gold-500';

/** Tabs as a pill switch (react-aria: arrow keys, roles and panels wired). */
export function Tabs({ label, tabs, panelClassName = 'max-h-[60vh] overflow-y-auto px-1' }: { label: string; tabs: { id: string; title: string; content: ReactNode }[]; panelClassName?: string }) {
  return (
    <AriaTabs>
      <TabList aria-label={label} className="mb-4 flex gap-1 rounded-full bg-olive-100 p-1">
        {tabs.map((t) => (
          <Tab key={t.id} id={t.id} className={tab}>
            {t.title}
          </Tab>
        ))}
      </TabList>
      {tabs.map((t) => (
        <TabPanel key={t.id} id={t.id} className={`${panelClassName} outline-none`}>
          {t.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
