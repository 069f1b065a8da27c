import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Header of the patient's own screens: back to /chat (spec §2.13) and the screen title. */
export function PageHeader({ title, backLabel, actions }: { title: string; backLabel: string; actions?: ReactNode }) {
  return (
    <header className="flex items-center gap-2 border-b border-neutral-200 px-3 py-3">
      <Link
        to="/chat"
        aria-label={backLabel}
        className="flex size-10 items-center justify-center rounded-full hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none"
      >
        <ArrowLeft className="size-5" aria-hidden="true" />
      </Link>
      <h1 className="flex-1 text-lg font-semibold">{title}</h1>
      {actions}
    </header>
  );
}
