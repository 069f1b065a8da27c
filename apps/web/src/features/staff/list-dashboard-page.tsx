import { type CaseAction, isLanguage, LANGUAGE_NAMES, LANGUAGES, type StaffCase, truncateSummary } from '@asa/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { apiFetch } from '../../lib/api.ts';
import { chooseLanguage } from '../../i18n/language-choice.ts';
import { formatHubDate } from '../../lib/format.ts';
import { runCaseAction, useApplyCase, useCaseEvents, useCaseQueue } from './api/cases.ts';
import { LoadMore } from './components/case-collection.tsx';
import { ConfirmDialog } from './components/confirm-dialog.tsx';
import { useLogout } from './components/staff-header.tsx';
import { PatientContact, UrgencyPair, usePatientName } from './components/case-workflow.tsx';
import { UrgencyScalePanel } from './components/urgency.tsx';
import './staff.css';

const ROTATE_MS = 3000;
const ACTION_OF = { send: 'sendToDoctor', read: 'dismiss', reopen: 'reopen' } as const satisfies Record<string, CaseAction>;
const ROTATING = ['welcome', 'monitor', 'support'] as const;
const CONFIRM_OF = { send: 'Send', read: 'Read', reopen: 'Reopen' } as const;
const LABEL_OF = { send: 'sendToDoctor', read: 'markAsRead', reopen: 'reopen' } as const;

function Row({ chat, onSend, onRead, onReopen }: { chat: StaffCase; onSend: () => void; onRead: () => void; onReopen: () => void }) {
  const { t } = useTranslation('staff');
  const patientName = usePatientName();
  const [expanded, setExpanded] = useState(false);
  const text = chat.diagnosis || chat.diagnosisData?.primaryDiagnosis || '';
  const cut = truncateSummary(text);
  const pending = !chat.dismissed && !chat.forwardedToDoctor;
  return (
    <li data-case-id={chat.id} className={`rounded-xl border border-gray-200 p-4 ${chat.dismissed ? 'border-dashed bg-gray-50' : 'bg-white'}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{patientName(chat)}</span>
        <UrgencyPair chat={chat} />
      </div>
      <PatientContact chat={chat} />
      <dl className="mt-1 grid grid-cols-2 gap-2 text-xs text-gray-600 sm:max-w-md">
        <div>
          <dt className="font-medium">{t('list.createdAt')}</dt>
          <dd>{formatHubDate(chat.createdAt * 1000)}</dd>
        </div>
        <div>
          <dt className="font-medium">{t('list.updatedAt')}</dt>
          <dd>{formatHubDate(chat.updatedAt * 1000)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm">
        <span className="font-medium">{t('list.diagnosis')}: </span>
        {expanded ? text : cut.text}
        {cut.truncated ? (
          <button type="button" className="ml-2 text-pink-700 underline" onClick={() => setExpanded((v) => !v)}>
            {expanded ? t('list.showLess') : t('list.showMore')}
          </button>
        ) : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {chat.forwardedToDoctor ? <span className="text-sm font-medium text-sky-800">{t('common.sentToDoctor')}</span> : null}
        {chat.dismissed ? (
          <>
            <span className="text-sm font-medium text-emerald-800">{t('list.read')}</span>
            <button type="button" onClick={onReopen} className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium">
              {t('list.reopen')}
            </button>
          </>
        ) : null}
        {pending ? (
          <>
            <button type="button" onClick={onSend} className="rounded-lg bg-red-600 px-3 py-1.5 text-sm font-semibold text-white">
              {t('list.sendToDoctor')}
            </button>
            <button type="button" onClick={onRead} className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium">
              {t('list.markAsRead')}
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}

type SidebarDialog = 'help' | 'language' | 'logout' | 'delete' | null;

function Sidebar() {
  const { t, i18n } = useTranslation('staff');
  const logout = useLogout();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<SidebarDialog>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const sendFeedback = async () => {
    if (!message.trim()) {
      toast.error(t('list.sidebar.feedbackEmpty'));
      return;
    }
    try {
      await apiFetch('/api/feedback', { method: 'POST', body: { feedbackMessage: message } });
      toast.success(t('list.sidebar.feedbackSent'));
      setMessage('');
      setDialog(null);
    } catch {
      toast.error(t('list.sidebar.feedbackFailed'));
    }
  };
  const deleteAccount = async () => {
    setBusy(true);
    try {
      await apiFetch('/api/auth/delete', { method: 'DELETE' });
      toast.success(t('list.sidebar.deleted'));
      await navigate('/landing', { replace: true });
    } catch {
      toast.error(t('list.sidebar.deleteFailed'));
    } finally {
      setBusy(false);
      setDialog(null);
    }
  };
  const item = 'block w-full rounded-lg px-3 py-2 text-left text-sm font-medium hover:bg-gray-100';
  return (
    <nav aria-label={t('list.sidebar.label')} className="rounded-xl border border-gray-200 bg-white p-2">
      <button type="button" className={item} onClick={() => setDialog('help')}>
        {t('list.sidebar.help')}
      </button>
      <button type="button" className={item} onClick={() => setDialog('language')}>
        {t('list.sidebar.language')}
      </button>
      <button type="button" className={item} onClick={() => setDialog('logout')}>
        {t('common.logout')}
      </button>
      <button type="button" className={`${item} text-red-700`} onClick={() => setDialog('delete')}>
        {t('list.sidebar.delete')}
      </button>
      {dialog === 'help' ? (
        <div className="mt-2 space-y-2 border-t border-gray-100 p-2">
          <label className="block text-sm font-medium" htmlFor="staff-feedback">
            {t('list.sidebar.help')}
          </label>
          <textarea id="staff-feedback" value={message} onChange={(e) => setMessage(e.target.value)} className="w-full rounded-lg border border-gray-300 p-2 text-sm" rows={3} />
          <button type="button" onClick={() => void sendFeedback()} className="rounded-lg bg-gray-900 px-3 py-1.5 text-sm font-semibold text-white">
            {t('list.sidebar.send')}
          </button>
        </div>
      ) : null}
      {dialog === 'language' ? (
        <div className="mt-2 border-t border-gray-100 p-2">
          <label className="block text-sm font-medium" htmlFor="staff-language">
            {t('list.sidebar.language')}
          </label>
          <select
            id="staff-language"
            value={i18n.language}
            onChange={(e) => {
              if (isLanguage(e.target.value)) void chooseLanguage(e.target.value);
              setDialog(null);
            }}
            className="mt-1 w-full rounded-lg border border-gray-300 p-2 text-sm"
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {dialog === 'logout' ? (
        <ConfirmDialog question={t('list.sidebar.confirmLogout')} confirmLabel={t('common.logout')} busy={false} onCancel={() => setDialog(null)} onConfirm={() => void logout()} />
      ) : null}
      {dialog === 'delete' ? (
        <ConfirmDialog question={t('list.sidebar.confirmDelete')} confirmLabel={t('list.sidebar.delete')} busy={busy} onCancel={() => setDialog(null)} onConfirm={() => void deleteAccount()} />
      ) : null}
    </nav>
  );
}

/** Spec §2.6: the older list dashboard at /dashboard (DESIGN D10). */
export function ListDashboardPage() {
  const { t } = useTranslation('staff');
  const applyCase = useApplyCase();
  const [rotation, setRotation] = useState(0);
  const [confirm, setConfirm] = useState<{ kind: 'send' | 'read' | 'reopen'; chat: StaffCase } | null>(null);
  const [busy, setBusy] = useState(false);
  const queue = useCaseQueue({ sortBy: 'newest' });
  useCaseEvents();
  useEffect(() => {
    const timer = setInterval(() => setRotation((n) => (n + 1) % ROTATING.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, []);
  const chats = queue.data?.pages.flatMap((page) => page.chats) ?? [];

  const act = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      const updated = await runCaseAction(confirm.chat.id, ACTION_OF[confirm.kind]);
      setConfirm(null);
      // In place, as its live event does (issue 14 §11): no refetch of the queue.
      setTimeout(() => applyCase(updated), 500);
    } catch (error) {
      console.error('case action failed', error);
      toast.error(t('common.actionFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="min-h-full bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <div>
            <h1 className="text-2xl font-bold">{t('list.title')}</h1>
            <p className="text-sm text-gray-500" aria-live="polite">
              {t(`list.rotating.${ROTATING[rotation]}`)}
            </p>
          </div>
          <nav className="flex items-center gap-4">
            {/* No dead end (issue 15): /home takes each role back to its own start screen. */}
            <Link to="/home" className="text-sm font-medium text-gray-900 underline focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none">
              {t('nav.home')}
            </Link>
            <a href="mailto:support@asa.health" className="text-sm font-medium text-pink-700 underline">
              {t('list.support')}
            </a>
          </nav>
        </div>
      </header>
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-4 lg:grid-cols-[220px_1fr_320px]">
        <Sidebar />
        <main>
          {queue.isPending ? (
            <p className="py-10 text-center text-gray-500">{t('common.loading')}</p>
          ) : chats.length === 0 ? (
            <p className="py-10 text-center text-gray-600">{t('list.empty')}</p>
          ) : (
            <ul className="space-y-2">
              {chats.map((chat) => (
                <Row
                  key={chat.id}
                  chat={chat}
                  onSend={() => setConfirm({ kind: 'send', chat })}
                  onRead={() => setConfirm({ kind: 'read', chat })}
                  onReopen={() => setConfirm({ kind: 'reopen', chat })}
                />
              ))}
            </ul>
          )}
          <LoadMore queue={queue} label={t('list.loadMore')} className="mt-3" />
        </main>
        <aside>
          <UrgencyScalePanel />
        </aside>
      </div>
      {confirm ? (
        <ConfirmDialog
          question={t(`list.confirm${CONFIRM_OF[confirm.kind]}`)}
          confirmLabel={t(`list.${LABEL_OF[confirm.kind]}`)}
          busy={busy}
          onCancel={() => setConfirm(null)}
          onConfirm={() => void act()}
        />
      ) : null}
    </div>
  );
}
