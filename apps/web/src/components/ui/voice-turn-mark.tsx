import { Mic } from 'lucide-react';

/**
 * A small microphone on a transcript turn that was spoken in a voice call (issue 8: voice turns
 * are marked as voice). The label is what screen readers say and what the tooltip shows.
 */
export function VoiceTurnMark({ label, className = '' }: { label: string; className?: string }) {
  return (
    <span role="img" aria-label={label} title={label} data-channel="voice" className={`inline-flex shrink-0 items-center text-neutral-500 ${className}`}>
      <Mic className="size-3.5" aria-hidden="true" />
    </span>
  );
}
