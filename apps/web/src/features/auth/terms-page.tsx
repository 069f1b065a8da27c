import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TermsContent } from '../../components/terms/terms-content.tsx';

/** /terms (spec §2.4): public; English, Icelandic or Polish by interface language. */
export function TermsPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  return (
    <div className="min-h-dvh bg-white text-neutral-900">
      <header className="sticky top-0 border-b border-neutral-200 bg-white/90 px-4 py-3 backdrop-blur">
        <button
          type="button"
          onClick={() => (window.history.length > 1 ? void navigate(-1) : void navigate('/landing'))}
          className="flex items-center gap-2 rounded-full px-3 py-1.5 text-sm hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('terms.back')}
        </button>
      </header>
      <main className="mx-auto max-w-2xl px-5 py-8">
        <TermsContent />
      </main>
    </div>
  );
}
