import type { ReactNode, RefObject } from 'react';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** The menu button: sheets open from the side menu, which is gone when they close. */
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/**
 * A bottom sheet of the chat screen (the shared vaul primitive): the dimmed backdrop and Escape
 * close it, focus moves in and stays inside while open and returns to the opener. The chat screen
 * keeps at most one open at a time (spec §2.5).
 */
export function Sheet({ open, onClose, title, description, returnFocus, children }: SheetProps) {
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      returnFocus={returnFocus}
      title={title}
      description={description ?? title}
      titleClassName="text-lg font-semibold text-neutral-900"
      descriptionClassName={description ? 'mt-1 text-sm text-neutral-600' : 'sr-only'}
      className="max-h-[85vh] px-5 pb-6"
    >
      <div className="mt-4">{children}</div>
    </BottomSheet>
  );
}

export const primaryButton =
  'inline-flex h-11 w-full items-center justify-center rounded-full bg-neutral-900 px-5 font-medium text-white hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50';
export const dangerButton =
  'inline-flex h-11 w-full items-center justify-center rounded-full bg-red-600 px-5 font-medium text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-50';
export const secondaryButton =
  'inline-flex h-11 w-full items-center justify-center rounded-full border border-neutral-200 bg-white px-5 font-medium text-neutral-800 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
