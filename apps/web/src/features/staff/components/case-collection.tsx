import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ViewMode } from './staff-header.tsx';

/** What the staff screens read of their paged queue (TanStack's infinite query). */
export interface PagedQueue {
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** "Load more" under a paged queue, while there is more. */
export function LoadMore({ queue, label, className = '' }: { queue: PagedQueue; label?: string; className?: string }) {
  const { t } = useTranslation('staff');
  if (!queue.hasNextPage) return null;
  return (
    <div className={`flex justify-center ${className}`}>
      <button
        type="button"
        onClick={() => void queue.fetchNextPage()}
        disabled={queue.isFetchingNextPage}
        className="rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-medium hover:bg-gray-50 disabled:opacity-50"
      >
        {queue.isFetchingNextPage ? t('common.loading') : (label ?? t('common.loadMore'))}
      </button>
    </div>
  );
}

/**
 * The body of the nurse hub and the doctor dashboard: loading, the screen's own empty state, or
 * the cards in a grid or a list; then "load more".
 */
export function CaseCollection({ queue, mode, isEmpty, empty, children }: { queue: PagedQueue; mode: ViewMode; isEmpty: boolean; empty: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('staff');
  return (
    <>
      {queue.isPending ? (
        <p className="py-10 text-center text-gray-500">{t('common.loading')}</p>
      ) : isEmpty ? (
        empty
      ) : (
        <div className={mode === 'grid' ? 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4' : 'flex flex-col gap-2'}>{children}</div>
      )}
      <LoadMore queue={queue} />
    </>
  );
}
