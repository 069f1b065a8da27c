import { useTranslation } from 'react-i18next';

export function NurseHubPage() {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-full items-center justify-center p-6">
      <h1 className="text-2xl font-semibold">{t('appName')}</h1>
    </main>
  );
}
