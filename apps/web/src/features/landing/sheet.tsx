import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

/**
 * A bottom sheet (spec §2.3): slides up in 300 ms, labelled dialog, Escape closes it. Sheets are
 * stacked by `layer`; the one backdrop (SheetBackdrop) closes them all. A covered sheet is inert,
 * so focus stays in the top one.
 */
export function Sheet({
  open,
  onClose,
  layer,
  covered = false,
  labelledBy,
  describedBy,
  dark = false,
  initialFocus,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  layer: number;
  covered?: boolean;
  labelledBy: string;
  describedBy?: string;
  dark?: boolean;
  initialFocus?: RefObject<HTMLElement | null>;
  testId?: string;
  children: ReactNode;
}) {
  const panel = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  // Focus moves into the sheet when it opens and back where it was when it closes (a DOM side effect).
  useEffect(() => {
    if (open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const target = initialFocus?.current ?? panel.current;
      // Once the sheet is visible: `visibility` switches only when the transition has started,
      // which on a busy device can take longer than a fixed delay, so try each frame for a while.
      const started = performance.now();
      let frame = 0;
      const tryFocus = () => {
        target?.focus();
        if (document.activeElement !== target && performance.now() - started < 1000) frame = requestAnimationFrame(tryFocus);
      };
      frame = requestAnimationFrame(tryFocus);
      return () => cancelAnimationFrame(frame);
    }
    const previous = returnFocus.current;
    returnFocus.current = null;
    if (previous && document.contains(previous) && panel.current?.contains(document.activeElement)) previous.focus();
    return undefined;
  }, [open, initialFocus]);

  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-hidden={!open}
      inert={!open || covered}
      tabIndex={-1}
      data-testid={testId}
      data-state={open ? 'open' : 'closed'}
      style={{ zIndex: 40 + layer }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className={[
        'fixed inset-x-0 bottom-0 mx-auto max-h-[92dvh] w-full max-w-lg overflow-y-auto rounded-t-3xl px-6 pt-3 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl outline-none',
        'transition-[translate,visibility] duration-300 ease-out',
        open ? 'visible translate-y-0' : 'invisible translate-y-full',
        dark ? 'bg-neutral-900 text-white' : 'bg-white text-neutral-900',
      ].join(' ')}
    >
      <div aria-hidden="true" className={`mx-auto mb-4 h-1.5 w-12 rounded-full ${dark ? 'bg-neutral-700' : 'bg-neutral-300'}`} />
      {children}
    </div>
  );
}

/** The dimmed backdrop under every open sheet; clicking it closes all of them (spec §2.3). */
export function SheetBackdrop({ visible, onClick }: { visible: boolean; onClick: () => void }) {
  return (
    <div
      aria-hidden="true"
      data-testid="sheet-backdrop"
      onClick={onClick}
      style={{ zIndex: 40 }}
      className={`fixed inset-0 bg-black/60 transition-opacity duration-300 ${visible ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
    />
  );
}
