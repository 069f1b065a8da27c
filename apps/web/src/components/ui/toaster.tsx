import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';

function TranslatedToaster() {
  const { t } = useTranslation('common');
  return (
    // Spec §9: at most 3 visible, 4000 ms, gap 14 px, width 356 px (sonner's defaults).
    <Sonner
      visibleToasts={3}
      duration={4000}
      gap={14}
      position="top-center"
      richColors
      closeButton
      containerAriaLabel={t('toasts.label')}
      toastOptions={{ closeButtonAriaLabel: t('toasts.close') }}
    />
  );
}

/** The global toast area, its labels in the interface language (issue 15: not English everywhere). */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <TranslatedToaster />
    </Suspense>
  );
}
