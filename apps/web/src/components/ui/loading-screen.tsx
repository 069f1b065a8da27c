import { useTranslation } from 'react-i18next';

/**
 * Spec §2.2: full-screen loader with an animated pink pulse line; white under 768 px, black from 768 px.
 * Uses no translations of its own beyond the accessible label, so it can show before they load.
 */
export function LoadingScreen() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white md:bg-black" role="status">
      <svg viewBox="0 0 120 40" className="h-16 w-48" aria-hidden="true">
        <path
          d="M0 20 H35 L45 5 L55 35 L65 12 L72 24 L80 20 H120"
          fill="none"
          stroke="#ec4899"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeDasharray="240"
          style={{ animation: 'asa-pulse-line 1.4s linear infinite' }}
        />
      </svg>
      <LoadingLabel />
    </div>
  );
}

function LoadingLabel() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  return <span className="sr-only">{ready ? t('loading') : '…'}</span>;
}
