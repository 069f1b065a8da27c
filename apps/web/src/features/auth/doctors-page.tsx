import { Stethoscope, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useClinicDoctors } from './api/patient.ts';
import { PageHeader } from './page-header.tsx';

/** "Þínir læknar" / Your doctors (spec §2.13): the doctors of the patient's clinic; back to /chat. */
export function DoctorsPage() {
  const { t } = useTranslation('auth');
  const { data, isPending, isError } = useClinicDoctors();
  return (
    <div className="min-h-dvh bg-white text-neutral-900">
      <PageHeader title={t('doctors.title')} backLabel={t('doctors.back')} />
      <main className="mx-auto max-w-md space-y-4 px-5 py-8">
        <div className="flex items-center gap-4 rounded-2xl border border-neutral-200 p-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-pink-100 text-pink-700">
            <Stethoscope className="size-6" aria-hidden="true" />
          </span>
          <p className="font-medium">
            {data?.clinic ? t('doctors.clinic', { name: data.clinic }) : isPending ? t('doctors.loading') : t('doctors.noClinic')}
          </p>
        </div>
        <section aria-labelledby="doctors-list-title" className="space-y-2">
          <h2 id="doctors-list-title" className="text-sm font-semibold text-neutral-600">
            {t('doctors.listTitle')}
          </h2>
          {isError ? (
            <p role="alert" className="text-red-700">
              {t('doctors.loadFailed')}
            </p>
          ) : isPending ? (
            <p role="status" className="text-neutral-600">
              {t('doctors.loading')}
            </p>
          ) : data.doctors.length === 0 ? (
            <p className="text-neutral-600">{t('doctors.none')}</p>
          ) : (
            <ul className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
              {data.doctors.map((doctor, index) => (
                <li key={`${doctor.name}-${index}`} className="flex items-center gap-3 px-4 py-3">
                  <UserRound className="size-5 shrink-0 text-neutral-500" aria-hidden="true" />
                  <div className="min-w-0">
                    <p dir="auto" className="truncate font-medium">
                      {doctor.name}
                    </p>
                    <p className="text-sm text-neutral-600">{t('doctors.role')}</p>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <p className="text-neutral-600">{t('doctors.body')}</p>
      </main>
    </div>
  );
}
