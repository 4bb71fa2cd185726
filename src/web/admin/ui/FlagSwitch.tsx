import { Switch } from 'react-aria-components';

/** An on/off setting with its label (react-aria Switch: Space toggles it, screen readers hear its state). */
export function FlagSwitch({ isSelected, onChange, label }: { isSelected: boolean; onChange: (on: boolean) => void; label: string }) {
  return (
    <Switch isSelected={isSelected} onChange={onChange} className="group flex cursor-pointer items-center gap-2 text-sm font-medium outline-none">
      <span className="flex h-6 w-10 shrink-0 items-center rounded-full bg-olive-200 p-0.5 transition-colors group-selected:bg-olive-800 group-focus-visible:ring-3 group-focus-visible:ring-gold-500">
        <span className="size-5 rounded-full bg-white shadow transition-transform group-selected:translate-x-4 rtl:group-selected:-translate-x-4" />
      </span>
      {label}
    </Switch>
  );
}
