import type { StaffMember } from '@asa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal, ModalTitle } from '../../components/ui/modal.tsx';
import { useUser } from '../auth/api/get-user.ts';
import { useStaffList } from './api/staff.ts';
import { ReportLanguageSetting } from './components/report-language-setting.tsx';
import { StaffHeader } from './components/staff-header.tsx';
import { Tabs } from './components/tabs.tsx';

const TABS = ['all', 'doctors', 'nurses', 'staff', 'asa'] as const;
type Tab = (typeof TABS)[number];
const ROLE_OF: Record<Exclude<Tab, 'all' | 'asa'>, StaffMember['role']> = { doctors: 'doctor', nurses: 'nurse', staff: 'admin' };

function StaffCards({ members, onView }: { members: StaffMember[]; onView: (m: StaffMember) => void }) {
  const { t } = useTranslation('staff');
  if (members.length === 0) return <p className="text-sm text-gray-500">{t('director.empty')}</p>;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {members.map((m) => (
        <li key={m.id} className="flex items-center justify-between gap-2 rounded-xl border border-gray-200 bg-white p-3">
          <div className="min-w-0">
            <p className="truncate font-semibold">{m.fullname}</p>
            <p className="truncate text-sm text-gray-600">{m.email}</p>
            <p className="text-xs text-gray-500">{t(`director.roles.${m.role}`)}</p>
          </div>
          <button type="button" onClick={() => onView(m)} className="rounded-lg border border-gray-300 px-3 py-1 text-sm font-medium">
            {t('director.view')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Spec §2.7: clinic director screen. */
export function DirectorPage() {
  const { t } = useTranslation('staff');
  const { data: user } = useUser();
  const companyId = user?.company?.id;
  const list = useStaffList(companyId);
  const [tab, setTab] = useState<Tab>('all');
  const [viewing, setViewing] = useState<StaffMember | null>(null);
  const members = list.data?.doctors ?? [];
  const byRole = (role: StaffMember['role']) => members.filter((m) => m.role === role);
  return (
    <div className="min-h-full bg-gray-50">
      <StaffHeader title={t('director.title')} subtitle={user?.company?.name}>
        <Link to="/create-doctor" className="rounded-lg bg-pink-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-pink-700">
          {t('director.create')}
        </Link>
        <Link to="/view-urgent-chats" className="text-sm font-medium text-pink-700 hover:underline">
          {t('nav.hub')}
        </Link>
      </StaffHeader>
      <main className="mx-auto max-w-7xl space-y-4 px-4 py-4">
        {companyId ? <ReportLanguageSetting companyId={companyId} /> : null}
        <Tabs tabs={TABS} selected={tab} onSelect={setTab} label={(value) => t(`director.tabs.${value}`)} className="flex-wrap" />
        {list.isError || (!companyId && user) ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {t('director.loadError')}
          </p>
        ) : null}
        {tab === 'asa' ? (
          <p className="text-gray-600">{t('director.asaPlaceholder')}</p>
        ) : tab === 'all' ? (
          <div className="space-y-6">
            {(['doctors', 'nurses', 'support'] as const).map((section) => (
              <section key={section}>
                <h2 className="mb-2 text-lg font-semibold">{t(`director.sections.${section}`)}</h2>
                <StaffCards members={byRole(section === 'support' ? 'admin' : ROLE_OF[section])} onView={setViewing} />
              </section>
            ))}
          </div>
        ) : (
          <StaffCards members={byRole(ROLE_OF[tab])} onView={setViewing} />
        )}
      </main>
      {viewing ? (
        <Modal onClose={() => setViewing(null)} undescribed testId="member-dialog" className="max-w-sm p-5">
            <ModalTitle className="text-lg font-semibold">{viewing.fullname}</ModalTitle>
            <dl className="mt-3 space-y-1 text-sm">
              <div>
                <dt className="inline font-medium">{t('director.name')}: </dt>
                <dd className="inline">{viewing.fullname}</dd>
              </div>
              <div>
                <dt className="inline font-medium">{t('director.email')}: </dt>
                <dd className="inline">{viewing.email}</dd>
              </div>
              <div>
                <dt className="inline font-medium">{t('director.role')}: </dt>
                <dd className="inline">{t(`director.roles.${viewing.role}`)}</dd>
              </div>
            </dl>
            <div className="mt-4 flex justify-end">
              <button type="button" onClick={() => setViewing(null)} className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-medium">
                {t('common.close')}
              </button>
            </div>
        </Modal>
      ) : null}
    </div>
  );
}
