import type * as SonnerModule from 'sonner';
import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * Toasts without sonner on the landing's first path (issue 16): sonner (~10 kB over the wire) is
 * fetched when the page is idle or at the first toast, whichever comes first; a toast asked for
 * before it arrives is shown when it does. Same calls as sonner's `toast` for what the app uses.
 * Screens that load later may import sonner directly: it is the same module, shown by the same
 * toaster.
 */
type Message = Parameters<typeof sonnerToast>[0];
type Sonner = typeof SonnerModule;

let loading: Promise<Sonner> | null = null;
const wanted = new Set<() => void>();
let isWanted = false;

/** Loads sonner once and tells the toaster slot to mount. */
export function loadSonner(): Promise<Sonner> {
  if (!isWanted) {
    isWanted = true;
    for (const listener of wanted) listener();
  }
  loading ??= import('sonner');
  return loading;
}

/** For the toaster slot: whether anything asked for sonner yet. */
export function subscribeToasterWanted(listener: () => void): () => void {
  wanted.add(listener);
  return () => wanted.delete(listener);
}
export function toasterWanted(): boolean {
  return isWanted;
}

function show(kind: 'message' | 'success' | 'error' | 'warning', message: Message, data?: ExternalToast): void {
  void loadSonner().then(({ toast }) => (kind === 'message' ? toast(message, data) : toast[kind](message, data)));
}

export const toast = Object.assign((message: Message, data?: ExternalToast) => show('message', message, data), {
  success: (message: Message, data?: ExternalToast) => show('success', message, data),
  error: (message: Message, data?: ExternalToast) => show('error', message, data),
  warning: (message: Message, data?: ExternalToast) => show('warning', message, data),
});
