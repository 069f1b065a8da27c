/** A row of tabs (case detail, clinic director): the selected one underlined. */
export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  className = '',
}: {
  tabs: readonly T[];
  selected: T;
  onSelect: (tab: T) => void;
  label: (tab: T) => string;
  className?: string;
}) {
  return (
    <div role="tablist" className={`flex gap-1 border-b border-gray-200 ${className}`}>
      {tabs.map((value) => (
        <button
          key={value}
          role="tab"
          type="button"
          aria-selected={selected === value}
          onClick={() => onSelect(value)}
          className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium ${selected === value ? 'border-pink-600 text-pink-700' : 'border-transparent text-gray-600'}`}
        >
          {label(value)}
        </button>
      ))}
    </div>
  );
}
