import { isLanguage, type Language, LANGUAGE_NAMES, LANGUAGES } from '@asa/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCompanies } from '../api/staff.ts';
import { useUpdateCompany } from '../api/update-company.ts';

/**
 * Issue 6: the clinic director picks the language staff read case summaries in (the structured
 * assessment), whatever language the patient writes in. Language names are shown in their own
 * language, as in the patient's language picker.
 */
export function ReportLanguageSetting({ companyId }: { companyId: string }) {
  const { t } = useTranslation('staff');
  const companies = useCompanies();
  const update = useUpdateCompany();
  // Only what the director has picked and not yet saved; the saved value comes from the server.
  const [draft, setDraft] = useState<Language | null>(null);
  const headingId = useId();
  const helpId = useId();
  const company = companies.data?.companies.find((c) => c.id === companyId);
  const saved = company?.reportLanguage;
  const value = draft ?? saved;
  const changed = value !== undefined && value !== saved;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value || !changed || update.isPending) return;
    update.mutate(
      { reportLanguage: value },
      {
        onSuccess: (stored) => {
          setDraft(null);
          toast.success(t('director.reportLanguage.saved', { language: LANGUAGE_NAMES[stored.reportLanguage] }));
        },
        onError: () => toast.error(t('director.reportLanguage.saveError')),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('director.reportLanguage.title')}
      </h2>
      <p id={helpId} className="mt-1 max-w-prose text-sm text-gray-600">
        {t('director.reportLanguage.help')} {t('director.reportLanguage.note')}
      </p>
      {companies.isPending ? (
        <p className="mt-3 text-sm text-gray-500" role="status">
          {t('common.loading')}
        </p>
      ) : !company ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t('director.reportLanguage.loadError')}
        </p>
      ) : (
        <form onSubmit={submit} aria-busy={update.isPending} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
          <select
            aria-labelledby={headingId}
            aria-describedby={helpId}
            value={value}
            onChange={(e) => {
              if (!isLanguage(e.target.value)) return;
              update.reset();
              setDraft(e.target.value);
            }}
            className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base sm:w-64"
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
          <button
            type="submit"
            disabled={!changed || update.isPending}
            className="rounded-lg bg-pink-600 px-4 py-2 font-semibold text-white hover:bg-pink-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pink-600 disabled:opacity-50"
          >
            {update.isPending ? t('director.reportLanguage.saving') : t('director.reportLanguage.save')}
          </button>
        </form>
      )}
      {update.isError ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {t('director.reportLanguage.saveError')}
        </p>
      ) : null}
    </section>
  );
}
