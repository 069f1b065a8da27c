import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A row of tabs (case detail, clinic director): the selected one underlined. Keyboard as the
 * WAI-ARIA tabs pattern: one tab stop, arrows (mirrored right to left), Home and End move and
 * select. With `idPrefix`, tab `x` is `${idPrefix}-tab-x` and controls `${idPrefix}-panel-x`.
 */
export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  idPrefix,
  className = '',
}: {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  label: (tab: T) => string;
  idPrefix?: string;
  className?: string;
}) {
  const { i18n } = useTranslation();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(selected);
    const forward = i18n.dir() === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = i18n.dir() === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    onSelect(tabs[next]!);
    event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div role="tablist" onKeyDown={onKeyDown} className={`flex gap-1 border-b border-gray-200 ${className}`}>
      {tabs.map((value) => (
        <button
          key={value}
          role="tab"
          type="button"
          id={idPrefix ? `${idPrefix}-tab-${value}` : undefined}
          aria-controls={idPrefix && selected === value ? `${idPrefix}-panel-${value}` : undefined}
          aria-selected={selected === value}
          tabIndex={selected === value ? 0 : -1}
          onClick={() => onSelect(value)}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-pink-600 ${selected === value ? 'border-pink-600 text-pink-700' : 'border-transparent text-gray-600'}`}
        >
          {label(value)}
        </button>
      ))}
    </div>
  );
}
