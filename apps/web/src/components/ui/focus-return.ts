import { type RefObject, useRef } from 'react';

/**
 * Focus for a Radix dialog (a Modal, a vaul sheet) that opens from anywhere: Radix gives focus back
 * only to its own Dialog.Trigger, so the element focused when the dialog opened is remembered and
 * focused again when it closes (or `returnFocus`, when the opener may be gone). `initialFocus`, when
 * given, takes focus on open instead of the first focusable element. Spread the handlers on the
 * dialog's Content.
 */
export function useFocusReturn(
  initialFocus?: RefObject<HTMLElement | null>,
  returnFocus?: RefObject<HTMLElement | null>,
) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const target = initialFocus?.current;
      if (!target) return;
      event.preventDefault();
      target.focus();
    },
    onCloseAutoFocus(event: Event) {
      const target = returnFocus?.current ?? opener.current;
      opener.current = null;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}
