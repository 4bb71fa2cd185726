import { Disclosure, DisclosurePanel, Heading, Button as AriaButton } from 'react-aria-components';

/**
 * Figures as a table, the way a screen reader or a keyboard reads them: the charts show the same. A
 * folded table opens from a button under its chart.
 */
export function FigureTable({ caption, head, rows, folded = false }: { caption: string; head: string[]; rows: string[][]; folded?: boolean }) {
  const table = (
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-olive-800">
          <tr>
            {head.map((cell, i) => (
              <th key={i} scope="col" className="border-b border-olive-100 px-3 py-2 text-start font-semibold whitespace-nowrap">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-olive-100">
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-3 py-2 text-start font-medium">
                    <bdi>{cell}</bdi>
                  </th>
                ) : (
                  <td key={i} className="px-3 py-2 whitespace-nowrap">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (!folded) return table;
  return (
    <Disclosure className="mt-3">
      <Heading level={3} className="text-sm">
        <AriaButton slot="trigger" className="rounded-full px-3 py-1.5 font-semibold text-olive-800 underline outline-none data-[focus-visible]:ring-3 data-[focus-visible]:ring-gold-500">
          {caption}
        </AriaButton>
      </Heading>
      <DisclosurePanel>{table}</DisclosurePanel>
    </Disclosure>
  );
}
