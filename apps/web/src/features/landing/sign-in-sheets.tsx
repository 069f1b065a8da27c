import { Construction, Loader2 } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { TermsContent } from '../../components/terms/terms-content.tsx';
import { BottomSheet } from '../../components/ui/bottom-sheet.tsx';
import { useProviders } from '../auth/api/use-session-actions.ts';
import { LOGIN_TOAST } from './finish-sign-in.ts';
import { field, primary, secondary, textButton } from './styles.ts';
import { StaffSheet } from './staff-sheet.tsx';
import type { SignInFlow } from './use-sign-in-flow.ts';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.6-4.9h-4v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.4 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8l4-3z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z" />
    </svg>
  );
}

/** Sign-in, verification-code, terms and staff sheets of the landing (spec §2.3). */
export function SignInSheets({ flow }: { flow: SignInFlow }) {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation('common');
  const dark = flow.variant === 'dark';
  const { data: providers } = useProviders();
  const ids = { terms: useId(), phone: useId(), phoneError: useId(), codeInput: useId() };
  const phoneRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const { sheets } = flow;
  // The backdrop under the top sheet closes every sheet (spec §2.3); Escape closes the top one.
  const top = sheets.terms ? 'terms' : sheets.code ? 'code' : sheets.signIn ? 'signIn' : sheets.staff ? 'staff' : null;
  const backdrop = (sheet: typeof top) => (top === sheet ? 'sheet-backdrop' : undefined);
  const titleClassName = 'text-center text-xl font-semibold';
  const descriptionClassName = 'mt-1 mb-5 text-center text-sm opacity-75';

  return (
    <>
      {/* Kept from the hosted identity's invisible captcha (spec §2.3); per-phone and per-IP limits replace it (DESIGN D10). */}
      <div id="recaptcha-container" aria-hidden="true" className="pointer-events-none fixed right-0 bottom-0 size-0 overflow-hidden" />

      <BottomSheet
        open={sheets.signIn}
        onClose={flow.closeAll}
        onBackdrop={flow.closeAll}
        title={t('signIn.title', { appName: tc('appName') })}
        description={t('signIn.description')}
        titleClassName={titleClassName}
        descriptionClassName={descriptionClassName}
        dark={dark}
        initialFocus={phoneRef}
        testId="sign-in-sheet"
        backdropTestId={backdrop('signIn')}
      >
        <div className="space-y-3">
          {providers?.google && (
            <button type="button" className={secondary(dark)} onClick={() => void flow.google()} disabled={flow.busy === 'google'}>
              {flow.busy === 'google' ? <Loader2 className="size-5 animate-spin" aria-hidden="true" /> : <GoogleMark />}
              {t('signIn.google')}
            </button>
          )}
          {/* Displayed but not offered (spec §1): a click explains why. aria-disabled keeps it focusable. */}
          <button
            type="button"
            aria-disabled="true"
            className={`${secondary(dark)} cursor-not-allowed opacity-50`}
            onClick={() => toast(t('toast.facebookSoon'), { ...LOGIN_TOAST, icon: <Construction className="size-4" aria-hidden="true" /> })}
          >
            <span aria-hidden="true" className="flex size-5 items-center justify-center rounded-full bg-[#1877F2] text-xs font-bold text-white">
              f
            </span>
            {t('signIn.facebook')}
          </button>
        </div>
        <div className="my-4 flex items-center gap-3 text-xs uppercase opacity-60" aria-hidden="true">
          <span className="h-px flex-1 bg-current opacity-30" />
          {t('signIn.or')}
          <span className="h-px flex-1 bg-current opacity-30" />
        </div>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void flow.submitPhone();
          }}
          className="space-y-3"
        >
          <label htmlFor={ids.phone} className="block text-sm font-medium">
            {t('signIn.phoneLabel')}
          </label>
          <input
            id={ids.phone}
            ref={phoneRef}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            // A phone number reads left to right in every language (no "555-2005 354+" in Arabic).
            dir="ltr"
            value={flow.phone}
            placeholder={t('signIn.phonePlaceholder')}
            onChange={(event) => flow.changePhone(event.target.value)}
            aria-invalid={flow.phoneError ? true : undefined}
            aria-describedby={flow.phoneError ? ids.phoneError : undefined}
            className={field(dark)}
          />
          {flow.phoneError && (
            <p id={ids.phoneError} role="alert" className={`text-sm ${dark ? 'text-red-400' : 'text-red-700'}`}>
              {flow.phoneError}
            </p>
          )}
          <button type="submit" className={primary(dark)} disabled={flow.busy === 'send'}>
            {flow.busy === 'send' && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {flow.busy === 'send' ? t('signIn.sending') : t('signIn.login')}
          </button>
        </form>
        <button type="button" className={`${textButton} mt-3 underline underline-offset-2`} onClick={() => flow.open('terms')}>
          {t('signIn.agreement')}
        </button>
        <button type="button" className={textButton} onClick={flow.closeAll}>
          {t('signIn.cancel')}
        </button>
      </BottomSheet>

      <BottomSheet
        open={sheets.code}
        onClose={() => flow.close('code')}
        onBackdrop={flow.closeAll}
        title={t('code.title')}
        description={t('code.description', {
          // Isolated left-to-right (LRI … PDI) so the number keeps its order inside right-to-left text.
          phone: flow.sentTo ? `\u2066${flow.sentTo.slice(0, 4)} ${flow.sentTo.slice(4, 7)}-${flow.sentTo.slice(7)}\u2069` : '',
        })}
        titleClassName={titleClassName}
        descriptionClassName={descriptionClassName}
        dark={dark}
        initialFocus={codeRef}
        testId="code-sheet"
        backdropTestId={backdrop('code')}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void flow.submitCode();
          }}
          className="space-y-3"
        >
          <label htmlFor={ids.codeInput} className="sr-only">
            {t('code.label')}
          </label>
          <input
            id={ids.codeInput}
            ref={codeRef}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={flow.code}
            placeholder={t('code.placeholder')}
            onChange={(event) => flow.setCode(event.target.value)}
            className={`${field(dark)} text-center text-2xl tracking-[0.4em] placeholder:text-base placeholder:tracking-normal`}
          />
          <button type="submit" className={primary(dark)} disabled={flow.busy === 'verify'}>
            {flow.busy === 'verify' && <Loader2 className="size-4 animate-spin" aria-hidden="true" />}
            {flow.busy === 'verify' ? t('code.verifying') : t('code.verify')}
          </button>
        </form>
        <button type="button" className={`${textButton} mt-2`} onClick={() => flow.close('code')}>
          {t('code.cancel')}
        </button>
      </BottomSheet>

      <BottomSheet
        open={sheets.terms}
        onClose={() => flow.close('terms')}
        onBackdrop={flow.closeAll}
        title={<span id={ids.terms}>{t('landing.terms')}</span>}
        description={t('termsSheet.description')}
        hideHeader
        dark={dark}
        testId="terms-sheet"
        backdropTestId={backdrop('terms')}
      >
        {/* Focusable so keyboard users can scroll the terms (WCAG 2.1.1). */}
        <div
          role="region"
          aria-labelledby={ids.terms}
          tabIndex={0}
          className="max-h-[65dvh] overflow-y-auto rounded-lg pe-1 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none"
        >
          {sheets.terms && <TermsContent headingLevel={2} />}
        </div>
        <button type="button" className={`${primary(dark)} mt-4`} onClick={() => flow.close('terms')}>
          {t('termsSheet.close')}
        </button>
      </BottomSheet>

      <StaffSheet flow={flow} backdropTestId={backdrop('staff')} />
    </>
  );
}

