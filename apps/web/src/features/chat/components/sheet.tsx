import type { ReactNode } from 'react';
import { Drawer } from 'vaul';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: ReactNode;
}

/**
 * A bottom sheet (vaul): the dimmed backdrop and Escape close it; focus stays inside while open.
 * The chat screen keeps at most one open at a time (spec §2.5).
 */
export function Sheet({ open, onClose, title, description, children }: SheetProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Drawer.Content
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[85vh] w-full max-w-lg flex-col rounded-t-3xl bg-white px-5 pt-3 pb-6 shadow-xl outline-none"
        >
          <div className="mx-auto mb-4 h-1.5 w-12 shrink-0 rounded-full bg-neutral-200" aria-hidden="true" />
          <Drawer.Title className="text-lg font-semibold text-neutral-900">{title}</Drawer.Title>
          {description ? (
            <Drawer.Description className="mt-1 text-sm text-neutral-600">{description}</Drawer.Description>
          ) : (
            <Drawer.Description className="sr-only">{title}</Drawer.Description>
          )}
          <div className="mt-4 min-h-0 overflow-y-auto">{children}</div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

export const primaryButton =
  'inline-flex h-11 w-full items-center justify-center rounded-full bg-neutral-900 px-5 font-medium text-white hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:opacity-50';
export const dangerButton =
  'inline-flex h-11 w-full items-center justify-center rounded-full bg-red-600 px-5 font-medium text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-50';
export const secondaryButton =
  'inline-flex h-11 w-full items-center justify-center rounded-full border border-neutral-200 bg-white px-5 font-medium text-neutral-800 hover:bg-neutral-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';
