import { Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useUser } from './api/get-user.ts';
import { PageHeader } from './page-header.tsx';

/** "Þínir læknar" / Your doctors (spec §2.13): the patient's clinic; back to /chat. */
export function DoctorsPage() {
  const { t } = useTranslation('auth');
  const { data: user } = useUser();
  return (
    <div className="min-h-dvh bg-white text-neutral-900">
      <PageHeader title={t('doctors.title')} backLabel={t('doctors.back')} />
      <main className="mx-auto max-w-md space-y-4 px-5 py-8">
        <div className="flex items-center gap-4 rounded-2xl border border-neutral-200 p-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-pink-100 text-pink-700">
            <Stethoscope className="size-6" aria-hidden="true" />
          </span>
          <p className="font-medium">{user?.company ? t('doctors.clinic', { name: user.company.name }) : t('doctors.noClinic')}</p>
        </div>
        <p className="text-neutral-600">{t('doctors.body')}</p>
      </main>
    </div>
  );
}
