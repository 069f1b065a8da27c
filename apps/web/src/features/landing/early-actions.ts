import { PENDING_MESSAGE_STORAGE_KEY } from '@asa/domain/text';
import { isMobileViewport } from './viewport.ts';

/**
 * The prerendered landing works before the app has started (issue 16: React starts at the
 * patient's first action or when the page has long been idle, not while it loads). Until then the
 * page's own HTML does what it can — the question box takes text, the language picker opens, links
 * navigate — and what only the app can do is held here: a send (Enter, the send button), a press of
 * a button (sign in, new chat, staff sign-in), a language chosen. The landing releases them once it
 * is hydrated (`releaseEarlyActions`), in the order they happened, so nothing done before the app
 * was ready is lost. This module is part of the page's first script: it imports nothing heavy.
 */

type EarlyAction =
  | { kind: 'submit'; form: HTMLFormElement }
  | { kind: 'click'; button: HTMLButtonElement }
  | { kind: 'change'; select: HTMLSelectElement };

let held: EarlyAction[] | null = null;
let stopListening: (() => void) | null = null;

/**
 * One action per element (the last): a double press before the app is ready counts once. The event
 * goes no further, so an app that is hydrating meanwhile does not act on it as well.
 */
function hold(event: Event, action: EarlyAction): void {
  if (!held) return;
  event.stopPropagation();
  const element = targetOf(action);
  held = held.filter((other) => targetOf(other) !== element);
  held.push(action);
}

function targetOf(action: EarlyAction): HTMLElement {
  switch (action.kind) {
    case 'submit':
      return action.form;
    case 'click':
      return action.button;
    case 'change':
      return action.select;
  }
}

/**
 * Starts holding the patient's actions on the prerendered page inside `root`, and makes the page
 * what the app will make it: the question kept from before (a cancelled sign-in, a reload) put
 * back, and the variant this viewport does not show taken out.
 */
export function holdEarlyActions(root: HTMLElement): void {
  if (held) return;
  held = [];
  dropHiddenVariant(root);
  let pending = '';
  try {
    pending = sessionStorage.getItem(PENDING_MESSAGE_STORAGE_KEY) ?? '';
  } catch {
    // storage unavailable: nothing kept
  }
  if (pending) {
    for (const box of root.querySelectorAll('textarea')) if (!box.value) box.value = pending;
  }

  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault(); // a form without the app would reload the page
    hold(event, { kind: 'submit', form });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const box = event.target;
    if (!(box instanceof HTMLTextAreaElement) || !root.contains(box) || !box.form) return;
    // The question box sends on Enter and adds a line on Shift+Enter (spec §5), as the app does.
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      hold(event, { kind: 'submit', form: box.form });
    }
  };
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button) || button.type === 'submit') return; // a submit comes as `submit`
    hold(event, { kind: 'click', button });
  };
  const onChange = (event: Event) => {
    const select = event.target;
    if (select instanceof HTMLSelectElement && root.contains(select)) hold(event, { kind: 'change', select });
  };
  document.addEventListener('submit', onSubmit, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('click', onClick, true);
  document.addEventListener('change', onChange, true);
  stopListening = () => {
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('change', onChange, true);
  };
}

/**
 * The page holds both variants of the landing (the prerender does not know the viewport), one of
 * them hidden by CSS; the app drops it once mounted (`landing-page.tsx`). Dropped here already, so
 * that the page is one landing while it waits for the app. Its Suspense markers stay: React leaves
 * that boundary unhydrated (it suspends for the hidden side) and removes it with its markers.
 * Which one is hidden is read from the viewport by the stylesheet's own query, not from the style:
 * `getComputedStyle` here computed the whole page's style inside this script (issue 16: 25–110 ms
 * of the page's longest task on this machine).
 */
function dropHiddenVariant(root: HTMLElement): void {
  const hidden = isMobileViewport() ? 'light' : 'dark';
  for (const child of [...root.children]) {
    const inBoundary = child.previousSibling?.nodeType === Node.COMMENT_NODE && child.nextSibling?.nodeType === Node.COMMENT_NODE;
    if (inBoundary && child instanceof HTMLElement && child.dataset.landingVariant === hidden) child.remove();
  }
}

/**
 * The landing is hydrated: stop holding and replay what was held, to the app's own handlers. Text
 * typed into the question box needs no replay: the box takes it over when it mounts.
 */
export function releaseEarlyActions(): void {
  stopListening?.();
  stopListening = null;
  const actions = held ?? [];
  held = null;
  for (const action of actions) {
    const element = targetOf(action);
    if (!element.isConnected) continue;
    switch (action.kind) {
      case 'submit':
        action.form.requestSubmit();
        break;
      case 'click':
        action.button.click();
        break;
      case 'change':
        action.select.dispatchEvent(new Event('change', { bubbles: true }));
        break;
    }
  }
}
