import { type CaseAction, emailLocalPart, EMERGENCY_URGENCIES, type LiveCaseEvent, type StaffCase, type Urgency, URGENCY_LEVELS } from '@asa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useUser } from '../auth/api/get-user.ts';
import {
  casesKey,
  findLoadedCase,
  type QueueParams,
  runCaseAction,
  useApplyCase,
  useCaseEvents,
  useCaseQueue,
  useCaseStats,
} from './api/cases.ts';
import { CaseCard } from './components/case-card.tsx';
import { CaseCollection } from './components/case-collection.tsx';
import { CaseDetailModal } from './components/case-detail-modal.tsx';
import { ConfirmDialog, type ConfirmKind } from './components/confirm-dialog.tsx';
import { Chip, StaffHeader, StatTile, type ViewMode, ViewToggle } from './components/staff-header.tsx';
import { useUrgencyLabel } from './components/urgency.tsx';
import { becameCritical } from './critical-alert.ts';
import './staff.css';

/** Spec §4: tiles and chips are one mutually exclusive filter. */
type HubFilter = { kind: 'all' } | { kind: 'critical' } | { kind: 'high' } | { kind: 'pending' } | { kind: 'urgency'; level: Urgency };

function toParams(filter: HubFilter): QueueParams {
  switch (filter.kind) {
    case 'all':
      return { sortBy: 'newest' };
    case 'critical':
      return { sortBy: 'newest', urgency: [1] };
    case 'high':
      return { sortBy: 'newest', urgency: [...EMERGENCY_URGENCIES] };
    case 'pending':
      return { sortBy: 'newest', status: 'pending' };
    case 'urgency':
      return { sortBy: 'newest', urgency: [filter.level] };
  }
}

const AFTER_ACTION_MS = 500; // spec §9: list update after an action

export function NurseHubPage() {
  const { t } = useTranslation('staff');
  const { data: user } = useUser();
  const urgencyLabel = useUrgencyLabel();
  const client = useQueryClient();
  const applyCase = useApplyCase();
  const [filter, setFilter] = useState<HubFilter>({ kind: 'all' });
  const [mode, setMode] = useState<ViewMode>('grid');
  const [openId, setOpenId] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ kind: ConfirmKind; chat: StaffCase } | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<ReadonlySet<string>>(new Set());
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());

  const stats = useCaseStats();
  const queue = useCaseQueue(toParams(filter));

  const onEvent = useCallback(
    (event: LiveCaseEvent) => {
      // DESIGN D14: the red-flag floor fired on the patient's words; the case itself follows.
      if (event.type === 'case.emergency') {
        const flags = (event.payload.redFlags as { label?: string }[] | undefined) ?? [];
        toast.error(t('workflow.emergencyToast'), {
          description: flags.map((flag) => flag.label).filter(Boolean).join(', ') || t('hub.newCriticalHint'),
        });
        return;
      }
      // A new critical case, or a pending one a later message made critical.
      if (becameCritical(event, findLoadedCase(client, event.chatId))) {
        setFresh((ids) => new Set(ids).add(event.chatId));
        toast.error(t('hub.newCritical'), {
          description: event.type === 'case.created' ? t('hub.newCriticalHint') : t('hub.nowCriticalHint'),
        });
      }
    },
    [t, client],
  );
  useCaseEvents(onEvent);

  // The hub is the urgent queue: cases already with a doctor leave it (after their "sent" moment).
  const chats = useMemo(
    () =>
      (queue.data?.pages.flatMap((page) => page.chats) ?? []).filter(
        (chat) => !removed.has(chat.id) && (!chat.forwardedToDoctor || sent.has(chat.id)),
      ),
    [queue.data, removed, sent],
  );
  const open = chats.find((chat) => chat.id === openId) ?? null;

  const act = async () => {
    if (!confirm) return;
    const { kind, chat } = confirm;
    setBusy(true);
    try {
      const action: CaseAction = kind;
      const updated = await runCaseAction(chat.id, action);
      setConfirm(null);
      // The answer goes in place with the counts (issue 14 §11); its live event, arriving too, changes nothing more.
      if (kind === 'reopen') {
        // Back to pending at once, in the open modal: its footer offers the pending actions again.
        applyCase(updated);
      } else if (kind === 'sendToDoctor') {
        setOpenId(null);
        setSent((ids) => new Set(ids).add(chat.id));
        setTimeout(() => {
          setRemoved((ids) => new Set(ids).add(chat.id));
          applyCase(updated);
        }, AFTER_ACTION_MS);
      } else {
        setOpenId(null);
        setTimeout(() => applyCase(updated), AFTER_ACTION_MS);
      }
    } catch (error) {
      console.error('case action failed', error);
      toast.error(t('common.actionFailed'));
      void client.invalidateQueries({ queryKey: casesKey });
    } finally {
      setBusy(false);
    }
  };

  const name = emailLocalPart(user?.email) ?? t('hub.nurse');
  const filterLabel =
    filter.kind === 'urgency'
      ? urgencyLabel(filter.level)
      : filter.kind === 'critical'
        ? urgencyLabel(1)
        : filter.kind === 'high'
          ? t('hub.tiles.high')
          : filter.kind === 'pending'
            ? t('hub.tiles.pending')
            : null;
  const same = (other: HubFilter) => JSON.stringify(other) === JSON.stringify(filter);
  const s = stats.data;

  return (
    <div className="min-h-full bg-gray-50">
      <StaffHeader title={t('hub.title')} subtitle={t('hub.subtitle')}>
        <span className="text-sm font-medium text-gray-700" data-testid="staff-name">
          {name}
        </span>
        <Link to="/dashboard" className="text-sm font-medium text-pink-700 underline-offset-2 hover:underline">
          {t('nav.list')}
        </Link>
        <ViewToggle mode={mode} onChange={setMode} />
      </StaffHeader>
      <main className="mx-auto max-w-7xl space-y-4 px-4 py-4">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatTile label={t('hub.tiles.total')} value={s?.total} active={same({ kind: 'all' })} onClick={() => setFilter({ kind: 'all' })} />
          <StatTile
            label={t('hub.tiles.critical')}
            value={s?.byUrgency[1]}
            tone="red"
            active={same({ kind: 'critical' })}
            onClick={() => setFilter({ kind: 'critical' })}
          />
          <StatTile
            label={t('hub.tiles.high')}
            value={s ? EMERGENCY_URGENCIES.reduce((n, u) => n + s.byUrgency[u], 0) : undefined}
            tone="orange"
            active={same({ kind: 'high' })}
            onClick={() => setFilter({ kind: 'high' })}
          />
          <StatTile
            label={t('hub.tiles.pending')}
            value={s?.byStatus.pending}
            tone="blue"
            active={same({ kind: 'pending' })}
            onClick={() => setFilter({ kind: 'pending' })}
          />
        </div>
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('hub.filters')}>
          <Chip label={t('hub.all')} count={s?.total} active={same({ kind: 'all' })} onClick={() => setFilter({ kind: 'all' })} />
          {URGENCY_LEVELS.map((level) => (
            <Chip
              key={level}
              label={urgencyLabel(level)}
              count={s?.byUrgency[level]}
              active={same({ kind: 'urgency', level })}
              onClick={() => setFilter({ kind: 'urgency', level })}
            />
          ))}
        </div>
        <CaseCollection
          queue={queue}
          mode={mode}
          isEmpty={chats.length === 0}
          empty={
            <div className="rounded-xl border border-dashed border-gray-300 bg-white py-12 text-center">
              <p className="text-lg font-semibold text-gray-800">{filterLabel ? t('hub.empty', { label: filterLabel }) : t('hub.emptyAll')}</p>
              <p className="mt-1 text-sm text-gray-500">{filterLabel ? t('hub.hintFilter') : t('hub.hintAll')}</p>
            </div>
          }
        >
          {chats.map((chat) => (
            <CaseCard
              key={chat.id}
              chat={chat}
              mode={mode}
              state={sent.has(chat.id) ? 'sent' : chat.dismissed ? 'dimmed' : 'normal'}
              highlight={fresh.has(chat.id)}
              canSend={user?.role !== 'doctor'}
              onOpen={() => setOpenId(chat.id)}
              onSend={() => setConfirm({ kind: 'sendToDoctor', chat })}
              onDismiss={() => setConfirm({ kind: 'dismiss', chat })}
            />
          ))}
        </CaseCollection>
      </main>
      {open ? (
        <CaseDetailModal
          chat={open}
          canSendToDoctor={user?.role !== 'doctor'}
          onClose={() => setOpenId(null)}
          onSendToDoctor={() => setConfirm({ kind: 'sendToDoctor', chat: open })}
          onMarkReviewed={() => setConfirm({ kind: 'dismiss', chat: open })}
          onReopen={() => setConfirm({ kind: 'reopen', chat: open })}
        />
      ) : null}
      {confirm ? <ConfirmDialog kind={confirm.kind} busy={busy} onConfirm={() => void act()} onCancel={() => setConfirm(null)} /> : null}
    </div>
  );
}
