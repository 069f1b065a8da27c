import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal, ModalDescription, ModalTitle } from '../../../components/ui/modal.tsx';

export type ConfirmKind = 'sendToDoctor' | 'dismiss' | 'reopen';

/**
 * Spec §2.12: question, warning, Cancel and the action; "Processing..." while busy. A Radix
 * alertdialog: focus starts on Cancel, Escape cancels unless the action is in flight.
 */
export function ConfirmDialog({
  kind,
  busy,
  onConfirm,
  onCancel,
  question,
  confirmLabel,
}: {
  kind?: ConfirmKind;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Overrides for the list dashboard's plain confirmations. */
  question?: string;
  confirmLabel?: string;
}) {
  const { t } = useTranslation('staff');
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      onClose={onCancel}
      role="alertdialog"
      locked={busy}
      initialFocus={cancelRef}
      zIndex="z-[60]"
      undescribed={!kind}
      testId="confirm-dialog"
      className="max-w-sm p-5"
    >
        <ModalTitle className="text-lg font-semibold text-gray-900">{question ?? t(`confirm.${kind}.question`)}</ModalTitle>
        {kind ? <ModalDescription className="mt-2 text-sm text-amber-700">{t(`confirm.${kind}.warning`)}</ModalDescription> : null}
        <div className="mt-5 flex justify-end gap-2">
          <button
            ref={cancelRef}
            type="button"
            onClick={onCancel}
            disabled={busy}
            className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-medium text-gray-700 hover:bg-gray-50 disabled:opacity-50"
          >
            {t('common.cancel')}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            className={`rounded-lg px-4 py-2 text-sm font-semibold text-white disabled:opacity-70 ${
              kind === 'sendToDoctor' ? 'bg-red-600 hover:bg-red-700' : 'bg-gray-900 hover:bg-gray-800'
            }`}
          >
            {busy ? t('common.processing') : (confirmLabel ?? t(`confirm.${kind}.confirm`))}
          </button>
        </div>
    </Modal>
  );
}
