import type { AdminTabKey } from '../tabs';

/**
 * The panel's sections as a menu on a phone: eleven tabs do not fit 390 px, and a strip that
 * scrolls sideways showed three of them with no hint of the rest. From `md` up the tab strip shows.
 */
interface PanelSectionPickerProps {
  tab: AdminTabKey;
  tabs: readonly { key: AdminTabKey; label: string }[];
  onChange: (tab: string) => void;
}

export function PanelSectionPicker({ tab, tabs, onChange }: PanelSectionPickerProps) {
  return (
    <label className="flex flex-col gap-1 md:hidden">
      <span className="text-sm font-semibold text-stone-900">Seção do painel</span>
      <select
        value={tab}
        onChange={(event) => onChange(event.target.value)}
        className="h-12 w-full rounded-xl border border-stone-300 bg-white px-3 text-base font-medium text-stone-900"
      >
        {tabs.map(({ key, label }) => (
          <option key={key} value={key}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
}
