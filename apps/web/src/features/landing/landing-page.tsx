import { useQueryClient } from '@tanstack/react-query';
import { LogIn, SquarePen } from 'lucide-react';
import type { Language } from '@asa/domain/languages';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { EmergencyCard } from '../../components/ui/emergency-card.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { LoadingScreen } from '../../components/ui/loading-screen.tsx';
import { useFirstInteraction } from '../../lib/idle.ts';
import { getUser, userQueryKey, useUser } from '../auth/api/get-user.ts';
import { checkRedFlags } from './api/check-red-flags.ts';
import { ChatInput } from './chat-input.tsx';
import { releaseEarlyActions } from './early-actions.ts';
import { dropPendingMessage, finishSignIn, LOGIN_TOAST, readPendingMessage, storePendingMessage } from './finish-sign-in.ts';
import { TypedTitle } from './typed-title.tsx';
import { isMobileViewport, useIsMobile } from './use-is-mobile.ts';
import { type SignInFlow, useSignInFlow } from './use-sign-in-flow.ts';

// The sheets (sign-in, code, terms, staff) and what they bring load at the visitor's first
// interaction with the page, or when one opens first (issue 16): none of them is on the landing's
// first path, nor in the work the page does while it starts.
const SignInSheets = lazy(async () => ({ default: (await import('./sign-in-sheets.tsx')).SignInSheets }));

/**
 * Landing (spec §2.3): dark on mobile (< 768 px) with a typed title, light on desktop with the
 * emergency notice. A signed-in visitor goes to /home; a question typed here is kept
 * (sessionStorage) and sent by the chat screen after sign-in.
 *
 * The build prerenders it (`src/prerender.tsx`) and the browser hydrates that HTML, so the page
 * paints before any script runs (issue 16). The viewport is unknown to the prerender, so until the
 * page is mounted both variants are rendered and CSS at the same 768 px shows one; then the other
 * is dropped. The shown variant's elements stay the same nodes, so nothing moves or repaints.
 */
export function LandingPage({ variant: forced }: { variant?: 'dark' } = {}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const { data: user } = useUser();
  const { companySlug } = useParams();
  const isMobile = useIsMobile() || forced === 'dark';
  const variant = isMobile ? 'dark' : 'light';
  const flow = useSignInFlow(variant, companySlug);
  const googleReturn = useGoogleReturn(companySlug);
  const leaving = googleReturn === 'finishing' || Boolean(user && !flow.finishing);
  // Actions held on the prerendered page are released by the shown variant once it is hydrated, or
  // here when the landing is not shown at all (they then have nothing left to act on).
  useEffect(() => {
    if (leaving) releaseEarlyActions();
  }, [leaving]);

  // The session check is not waited for: a visitor sees the landing at once, and a signed-in one
  // is sent on to /home as soon as the check answers.
  if (googleReturn === 'finishing') return <LoadingScreen />;
  if (leaving) return <Navigate to="/home" replace />;

  return <LandingScreen flow={flow} shown={forced === 'dark' ? 'forced dark' : mounted ? variant : 'both'} />;
}

/** What the landing's question box does: keep the text, check it for red flags, then sign in. */
function LandingScreen({ flow, shown }: { flow: SignInFlow; shown: 'forced dark' | 'dark' | 'light' | 'both' }) {
  const isMobile = flow.variant === 'dark';
  const { t, i18n } = useTranslation('auth');
  const interacted = useFirstInteraction();
  const sheetsWanted = interacted || Object.values(flow.sheets).some(Boolean);
  const [initialText] = useState(readPendingMessage);
  const [emergency, setEmergency] = useState<{ language: Language | null } | null>(null);
  const [checking, setChecking] = useState(false);

  const keep = (text: string) => (text.trim() ? storePendingMessage(text) : dropPendingMessage());

  const ask = async (text: string) => {
    storePendingMessage(text);
    setChecking(true);
    try {
      // The red-flag floor runs before sign-in: an emergency shows the 112 card at once (issue 15).
      const verdict = await checkRedFlags(text, i18n.resolvedLanguage ?? i18n.language);
      if (verdict.emergency) {
        setEmergency({ language: verdict.language });
        return;
      }
    } catch {
      // The check must never stand between the patient and the chat: sign-in opens as before.
    } finally {
      setChecking(false);
    }
    flow.open('signIn');
  };

  const input = (dark: boolean) => (
    <ChatInput dark={dark} onSubmit={(text) => void ask(text)} initialText={initialText} onTextChange={keep} busy={checking} />
  );
  const card = emergency ? (
    <div className="w-full space-y-3">
      <EmergencyCard language={emergency.language} />
      <button
        type="button"
        onClick={() => flow.open('signIn')}
        className={`w-full rounded-full border px-4 py-2 text-sm font-medium focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none ${
          isMobile ? 'border-neutral-600 text-white hover:bg-neutral-800' : 'border-neutral-300 text-neutral-900 hover:bg-neutral-100'
        }`}
      >
        {t('landing.continueSignIn')}
      </button>
    </div>
  ) : null;
  return (
    <>
      {shown === 'forced dark' ? (
        <DarkLanding flow={flow} input={input(true)} card={card} />
      ) : (
        <>
          {/* Each variant hides itself where the other shows (the same query as useIsMobile's). */}
          {shown !== 'light' && (
            <Suspense fallback={null}>
              <UnlessHidden mobile>
                <DarkLanding flow={flow} input={input(true)} card={card} responsive />
              </UnlessHidden>
            </Suspense>
          )}
          {shown !== 'dark' && (
            <Suspense fallback={null}>
              <UnlessHidden mobile={false}>
                <LightLanding flow={flow} input={input(false)} card={card} responsive />
              </UnlessHidden>
            </Suspense>
          )}
        </>
      )}
      {sheetsWanted ? (
        <Suspense fallback={null}>
          <SignInSheets flow={flow} />
        </Suspense>
      ) : null}
    </>
  );
}

const neverSettles = new Promise<never>(() => {});

/**
 * Until the landing is mounted, the variant this viewport hides is not rendered in the browser: it
 * suspends, so React leaves its prerendered HTML as it is (unhydrated, hidden by CSS) instead of
 * hydrating a tree nobody sees — half the work before the page answers (issue 16) — and it is
 * removed once mounted. The prerender (no window) renders both.
 */
function UnlessHidden({ mobile, children }: { mobile: boolean; children: ReactNode }) {
  if (typeof window !== 'undefined' && isMobileViewport() !== mobile) throw neverSettles;
  return children;
}

/**
 * The browser comes back from Google to /landing?signedIn=google (or ?loginError=google): finish
 * the sign-in (register with the slug, toast) and go on, or say it failed.
 */
function useGoogleReturn(companySlug: string | undefined): 'idle' | 'finishing' {
  const [params, setParams] = useSearchParams();
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = params.get('signedIn') === 'google';
  const failed = params.get('loginError') === 'google';
  const newUser = params.get('newUser') === '1';
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current || (!signedIn && !failed)) return;
    handled.current = true;
    if (failed) {
      toast.error(t('toast.googleFailed'), LOGIN_TOAST);
      setParams({}, { replace: true });
      return;
    }
    void (async () => {
      // A callback that set no session (e.g. the sign-in was started in another browser) is a failure.
      const user = await queryClient.fetchQuery({ queryKey: userQueryKey, queryFn: getUser, staleTime: 0 }).catch(() => null);
      if (!user) {
        toast.error(t('toast.googleFailed'), LOGIN_TOAST);
        setParams({}, { replace: true });
        return;
      }
      toast.success(t('toast.googleSuccess'), LOGIN_TOAST);
      const next = await finishSignIn({ queryClient, t, companySlug, newUser });
      await navigate(next, { replace: true });
    })();
  }, [signedIn, failed, newUser, companySlug, t, queryClient, navigate, setParams]);

  return signedIn ? 'finishing' : 'idle';
}

interface VariantProps {
  flow: SignInFlow;
  input: ReactNode;
  /** The emergency card, when the red-flag check fired. */
  card: ReactNode;
  /** Shown only on its side of 768 px (the landing route); the chat route's dark landing is always shown. */
  responsive?: boolean;
}

/**
 * What the patient did on the prerendered page before the app had started (a send, a button, a
 * language) is replayed once this variant is hydrated (`early-actions.ts`): its handlers exist then,
 * and the question box has taken over the text typed into it (a layout effect, before this one).
 */
function useEarlyActionsReleased() {
  useEffect(() => releaseEarlyActions(), []);
}

function DarkLanding({ flow, input, card, responsive = false }: VariantProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  useEarlyActionsReleased();
  return (
    <div data-landing-variant="dark" className={`flex min-h-dvh flex-col bg-black text-white ${responsive ? 'md:hidden' : ''}`}>
      <header className="flex items-center justify-between px-4 py-3">
        <button
          type="button"
          aria-label={t('landing.newChat')}
          onClick={() => flow.open('signIn')}
          className="flex size-10 items-center justify-center rounded-full hover:bg-neutral-800 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none"
        >
          <SquarePen className="size-5" aria-hidden="true" />
        </button>
        <span className="text-lg font-semibold tracking-wide">{tc('appName')}</span>
        <button
          type="button"
          aria-label={t('landing.signIn')}
          onClick={() => flow.open('signIn')}
          className="flex size-10 items-center justify-center rounded-full hover:bg-neutral-800 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none"
        >
          <LogIn className="size-5" aria-hidden="true" />
        </button>
      </header>
      <main className="flex flex-1 flex-col justify-end px-4 pb-4">
        <div className="flex flex-1 items-center justify-center px-2">
          <TypedTitle text={t('landing.prompt')} className="text-center text-3xl font-semibold" />
        </div>
        {card && <div className="mb-3">{card}</div>}
        {input}
        <p className="mt-3 text-center text-xs text-neutral-400">{t('landing.emergency')}</p>
        <nav className="mt-3 flex flex-wrap items-center justify-center gap-4 text-xs text-neutral-300">
          <LanguageSelect dark />
          <button type="button" onClick={() => flow.open('staff')} className="underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none">
            {t('landing.staffSignIn')}
          </button>
          <Link to="/terms" className="underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none">
            {t('landing.terms')}
          </Link>
        </nav>
      </main>
    </div>
  );
}

function LightLanding({ flow, input, card, responsive = false }: VariantProps) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  useEarlyActionsReleased();
  return (
    <div data-landing-variant="light" className={`flex min-h-dvh flex-col bg-white text-neutral-900 ${responsive ? 'max-md:hidden' : ''}`}>
      <header className="flex items-center justify-between px-8 py-5">
        <span className="text-xl font-semibold tracking-wide">
          {tc('appName')}
          <span className="text-pink-600">.</span>
        </span>
        <nav className="flex items-center gap-3">
          <LanguageSelect />
          <button
            type="button"
            onClick={() => flow.open('staff')}
            className="rounded-full px-4 py-2 text-sm text-neutral-600 hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none"
          >
            {t('landing.staffSignIn')}
          </button>
          <button
            type="button"
            onClick={() => flow.open('signIn')}
            className="rounded-full bg-neutral-900 px-5 py-2 text-sm font-medium text-white focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:ring-offset-2 focus-visible:outline-none"
          >
            {t('landing.signIn')}
          </button>
        </nav>
      </header>
      <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center gap-6 px-6 pb-24">
        <h1 className="text-center text-4xl font-semibold tracking-tight">{t('landing.prompt')}</h1>
        {card}
        {input}
        <p role="note" className="max-w-xl text-center text-sm text-neutral-500">
          {t('landing.emergency')}
        </p>
      </main>
      <footer className="pb-6 text-center text-xs text-neutral-500">
        <Link to="/terms" className="underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none">
          {t('landing.terms')}
        </Link>
      </footer>
    </div>
  );
}
