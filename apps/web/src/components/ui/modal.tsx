import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode, RefObject } from 'react';
import { useFocusReturn } from './focus-return.ts';

export interface ModalProps {
  /** Escape, a click outside, a close button. */
  onClose: () => void;
  /** The modal renders its own ModalTitle; true when it renders no ModalDescription either. */
  undescribed?: boolean;
  /** A confirmation that interrupts (spec §2.12) is an alertdialog. */
  role?: 'dialog' | 'alertdialog';
  /** While true, neither Escape nor a click outside closes it (an action is in flight). */
  locked?: boolean;
  /** What takes focus when it opens; otherwise the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Layer: a confirmation opened over the case modal sits above it. */
  zIndex?: 'z-50' | 'z-[60]';
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A centred modal on Radix Dialog, open while rendered: focus moves in, stays inside, Escape and a
 * click outside close it, and focus goes back to what opened it. Its content names it with a
 * ModalTitle (and describes it with a ModalDescription).
 */
export function Modal({
  onClose,
  undescribed = false,
  role = 'dialog',
  locked = false,
  initialFocus,
  zIndex = 'z-50',
  className = '',
  testId,
  children,
}: ModalProps) {
  // These modals open from list items, not from a Dialog.Trigger.
  const focus = useFocusReturn(initialFocus);
  const guard = (event: Event) => {
    if (locked) event.preventDefault();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !locked && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={`fixed inset-0 ${zIndex} bg-black/50`} />
        <div
          className={`pointer-events-none fixed inset-0 ${zIndex} flex items-center justify-center p-2 sm:p-4`}
        >
          <Dialog.Content
            role={role}
            data-testid={testId}
            {...(undescribed ? { 'aria-describedby': undefined } : {})}
            onEscapeKeyDown={guard}
            onPointerDownOutside={guard}
            {...focus}
            className={`pointer-events-auto w-full rounded-2xl bg-white shadow-2xl outline-none ${className}`}
          >
            {children}
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const ModalTitle = Dialog.Title;
export const ModalDescription = Dialog.Description;
