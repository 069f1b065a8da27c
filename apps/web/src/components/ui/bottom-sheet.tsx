import { type ReactNode, type RefObject, useRef } from 'react';
import { Drawer } from 'vaul';
import { useFocusReturn } from './focus-return.ts';

export interface BottomSheetProps {
  open: boolean;
  /** Escape, a swipe down, a close button: this sheet closes. */
  onClose: () => void;
  /** A click on the dimmed backdrop; by default the same as onClose (the landing closes its whole stack). */
  onBackdrop?: () => void;
  title: ReactNode;
  /** Read with the title when the sheet opens; a sheet without a visible one still needs it for screen readers. */
  description: ReactNode;
  /** Title and description for screen readers only (the sheet shows its own heading). */
  hideHeader?: boolean;
  dark?: boolean;
  /** What takes focus when the sheet opens (the first field); otherwise the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes when it closes, when what opened it is gone (a sheet opened from the side menu). */
  returnFocus?: RefObject<HTMLElement | null>;
  testId?: string;
  /** Test id of the backdrop (the landing's stack marks the top one's). */
  backdropTestId?: string;
  titleClassName?: string;
  descriptionClassName?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A bottom sheet on vaul's Drawer (Radix Dialog underneath): focus moves in when it opens, stays
 * inside while it is open, Escape closes it and focus goes back to what opened it. Labelled by its
 * title and description. Slides up in 300 ms (spec §2.3).
 */
export function BottomSheet({
  open,
  onClose,
  onBackdrop,
  title,
  description,
  hideHeader = false,
  dark = false,
  initialFocus,
  returnFocus,
  testId,
  backdropTestId,
  titleClassName = 'text-lg font-semibold',
  descriptionClassName = 'mt-1 text-sm opacity-75',
  className = '',
  children,
}: BottomSheetProps) {
  // vaul reports every way of closing as one onOpenChange(false); a press outside is told apart
  // because Radix announces it first.
  const pressedOutside = useRef(false);
  // These sheets open from many places (an input's Enter, a button, another sheet).
  const focus = useFocusReturn(initialFocus, returnFocus);
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(next) => {
        if (next) return;
        const outside = pressedOutside.current;
        pressedOutside.current = false;
        (outside && onBackdrop ? onBackdrop : onClose)();
      }}
      autoFocus
    >
      <Drawer.Portal>
        <Drawer.Overlay
          data-testid={backdropTestId}
          className="fixed inset-0 z-40 bg-black/60 [animation-duration:300ms]!"
        />
        <Drawer.Content
          data-testid={testId}
          onPointerDownOutside={() => {
            pressedOutside.current = true;
          }}
          {...focus}
          className={[
            'fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] w-full max-w-lg flex-col rounded-t-3xl px-6 pt-3 pb-[max(1.5rem,env(safe-area-inset-bottom))] shadow-2xl outline-none [animation-duration:300ms]!',
            dark ? 'bg-neutral-900 text-white' : 'bg-white text-neutral-900',
            className,
          ].join(' ')}
        >
          <div
            aria-hidden="true"
            className={`mx-auto mb-4 h-1.5 w-12 shrink-0 rounded-full ${dark ? 'bg-neutral-700' : 'bg-neutral-300'}`}
          />
          <Drawer.Title className={hideHeader ? 'sr-only' : titleClassName}>{title}</Drawer.Title>
          <Drawer.Description className={hideHeader ? 'sr-only' : descriptionClassName}>
            {description}
          </Drawer.Description>
          <div className="min-h-0 overflow-y-auto">{children}</div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}
