import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The microphone level, so the patient sees the microphone works. Updated from the analyser about
 * 60 times a second by writing the style directly: no React render per frame.
 */
export function LevelMeter({ subscribe }: { subscribe: (listener: ((level: number) => void) | null) => void }) {
  const { t } = useTranslation('voice');
  const bar = useRef<HTMLDivElement>(null);
  const meter = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let last = -1;
    subscribe((level) => {
      if (bar.current) bar.current.style.transform = `scaleX(${Math.max(0.02, level)})`;
      const percent = Math.round(level * 100);
      // The accessible value changes in steps of ten (any sound at all reads as at least 10):
      // screen readers need no 60 Hz updates.
      const step = Math.ceil(percent / 10) * 10;
      if (meter.current && step !== last) {
        last = step;
        meter.current.setAttribute('aria-valuenow', String(step));
        meter.current.dataset.level = String(step);
      }
    });
    return () => subscribe(null);
  }, [subscribe]);
  return (
    <div
      ref={meter}
      role="meter"
      aria-label={t('level')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      data-level="0"
      className="h-2 w-full overflow-hidden rounded-full bg-neutral-200"
    >
      <div ref={bar} className="h-full w-full origin-left rounded-full bg-brand transition-transform duration-75 rtl:origin-right" style={{ transform: 'scaleX(0.02)' }} />
    </div>
  );
}
