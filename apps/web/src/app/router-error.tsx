import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec §8: router failures show "Unexpected Application Error!". */
export function RouterError() {
  const { t } = useTranslation('common');
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{t('routerError.title')}</h1>
      <Link to="/" className="rounded-full bg-black px-5 py-2 text-white">
        {t('routerError.home')}
      </Link>
    </main>
  );
}
