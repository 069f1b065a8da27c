import { useQueryClient } from '@tanstack/react-query';
import { LayoutGrid, List, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signOut } from '../api/staff.ts';

export type ViewMode = 'grid' | 'list';

export function useLogout() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const client = useQueryClient();
  return async () => {
    try {
      await signOut();
    } catch {
      // signed out already, or the server is away: leave anyway
    }
    client.clear();
    toast(t('common.loggedOut'));
    await navigate('/landing', { replace: true });
  };
}

export function LogoutButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('staff');
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => void logout()}
      className="inline-flex items-center gap-1.5 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-50"
      aria-label={t('common.logout')}
    >
      <LogOut className="h-4 w-4" aria-hidden="true" />
      {compact ? null : <span className="hidden sm:inline">{t('common.logout')}</span>}
    </button>
  );
}

export function ViewToggle({ mode, onChange }: { mode: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useTranslation('staff');
  const button = (value: ViewMode, label: string, icon: ReactNode) => (
    <button
      type="button"
      onClick={() => onChange(value)}
      aria-pressed={mode === value}
      aria-label={label}
      title={label}
      className={`rounded-md p-1.5 ${mode === value ? 'bg-gray-900 text-white' : 'text-gray-600 hover:bg-gray-100'}`}
    >
      {icon}
    </button>
  );
  return (
    <div role="group" aria-label={t('common.viewMode')} className="inline-flex gap-1 rounded-lg border border-gray-300 bg-white p-0.5">
      {button('grid', t('common.grid'), <LayoutGrid className="h-4 w-4" aria-hidden="true" />)}
      {button('list', t('common.list'), <List className="h-4 w-4" aria-hidden="true" />)}
    </div>
  );
}

export function StaffHeader({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <header className="sticky top-0 z-20 border-b border-gray-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="min-w-0">
          <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{title}</h1>
          {subtitle ? <p className="text-sm text-gray-500">{subtitle}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {children}
          <LogoutButton />
        </div>
      </div>
    </header>
  );
}

export function StatTile({
  label,
  value,
  active,
  onClick,
  tone = 'gray',
}: {
  label: string;
  value: number | undefined;
  active?: boolean;
  onClick?: () => void;
  tone?: 'gray' | 'red' | 'orange' | 'blue' | 'green';
}) {
  const tones = {
    gray: 'text-gray-900',
    red: 'text-red-700',
    orange: 'text-orange-600',
    blue: 'text-sky-700',
    green: 'text-emerald-700',
  };
  const body = (
    <>
      <span className="block text-xs font-medium uppercase tracking-wide text-gray-500">{label}</span>
      <span className={`mt-1 block text-2xl font-bold ${tones[tone]}`}>{value ?? '–'}</span>
    </>
  );
  const cls = `rounded-xl border bg-white p-3 text-left shadow-sm ${active ? 'border-gray-900 ring-2 ring-gray-900' : 'border-gray-200'}`;
  return onClick ? (
    <button type="button" onClick={onClick} aria-pressed={active} className={`${cls} hover:border-gray-400`}>
      {body}
    </button>
  ) : (
    <div className={cls}>{body}</div>
  );
}

export function Chip({ label, count, active, onClick }: { label: string; count?: number; active: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium ${
        active ? 'border-gray-900 bg-gray-900 text-white' : 'border-gray-300 bg-white text-gray-700 hover:bg-gray-50'
      }`}
    >
      {label}
      {count !== undefined ? (
        <span className={`rounded-full px-1.5 text-xs ${active ? 'bg-white/20' : 'bg-gray-100 text-gray-600'}`}>{count}</span>
      ) : null}
    </button>
  );
}
