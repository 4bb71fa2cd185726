import type { ReactNode } from 'react';
import { Button, Disclosure as AriaDisclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronIcon } from './icons.tsx';

/** A titled section that opens and closes (react-aria Disclosure: a button with aria-expanded). */
export function Disclosure({
  id,
  title,
  defaultExpanded = false,
  children,
  panelClassName = 'pb-4',
  level = 2,
}: {
  id?: string;
  title: string;
  defaultExpanded?: boolean;
  children: ReactNode;
  panelClassName?: string;
  level?: 2 | 3;
}) {
  return (
    <AriaDisclosure id={id} defaultExpanded={defaultExpanded} className="group border-b border-olive-100 py-2">
      <Heading level={level}>
        <Button
          slot="trigger"
          className="flex w-full items-center justify-between rounded-xl py-3 text-start font-serif text-xl outline-none focus-visible:ring-3 focus-visible:ring-gold-500"
        >
          {title}
          <ChevronIcon className="size-5 transition-transform group-data-[expanded]:rotate-90" />
        </Button>
      </Heading>
      <DisclosurePanel className={panelClassName}>{children}</DisclosurePanel>
    </AriaDisclosure>
  );
}
