import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@asa/domain';
import { Check } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { chooseLanguage } from '../../../i18n/language-choice.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAccessLog } from '../api/get-access-log.ts';
import { useSendFeedback } from '../api/send-feedback.ts';
import { dangerButton, primaryButton, secondaryButton, Sheet } from './sheet.tsx';

export type SheetName = 'feedback' | 'language' | 'logout' | 'delete' | 'access';

interface SheetControl {
  open: boolean;
  onClose: () => void;
  /** Where focus returns when the sheet closes (the menu button). */
  returnFocus?: RefObject<HTMLElement | null>;
}

/** "Help us": POST /api/feedback (spec §5/§8 texts). */
export function FeedbackSheet({ open, onClose, returnFocus }: SheetControl) {
  const { t } = useTranslation('chat');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const feedback = useSendFeedback();
  const submit = () => {
    if (text.trim() === '') {
      setError(t('feedback.empty'));
      return;
    }
    setError(null);
    feedback.mutate(text, {
      onSuccess: () => {
        toast.success(t('feedback.sent'));
        setText('');
        onClose();
      },
      onError: () => toast.error(t('feedback.failed')),
    });
  };
  return (
    <Sheet open={open} onClose={onClose} returnFocus={returnFocus} title={t('feedback.title')} description={t('feedback.description')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="flex flex-col gap-3"
      >
        <label htmlFor="feedback-message" className="text-sm font-medium text-neutral-800">
          {t('feedback.label')}
        </label>
        <textarea
          id="feedback-message"
          rows={4}
          dir="auto"
          value={text}
          maxLength={4000}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('feedback.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'feedback-error' : undefined}
          className="w-full resize-none rounded-2xl border border-neutral-200 px-3 py-2 focus:border-neutral-400 focus:outline-none"
        />
        {error && (
          <p id="feedback-error" role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <button type="submit" className={primaryButton} disabled={feedback.isPending}>
          {t('feedback.send')}
        </button>
      </form>
    </Sheet>
  );
}

/** Language picker: shows the choice at once, keeps it, saves it to the account (spec §4). */
export function LanguageSheet({ open, onClose, returnFocus }: SheetControl) {
  const { t, i18n } = useTranslation('chat');
  const current = i18n.resolvedLanguage ?? i18n.language;
  const pick = async (language: Language) => {
    onClose();
    try {
      await chooseLanguage(language);
      toast.success(t('language.selected', { language: LANGUAGE_NAMES[language], lng: language }));
    } catch {
      toast.error(t('errors.unexpected'));
    }
  };
  return (
    <Sheet open={open} onClose={onClose} returnFocus={returnFocus} title={t('language.title')} description={t('language.description')}>
      <ul className="grid grid-cols-1 gap-1 sm:grid-cols-2">
        {LANGUAGES.map((language) => {
          const selected = language === current;
          return (
            <li key={language}>
              <button
                type="button"
                lang={language}
                aria-pressed={selected}
                onClick={() => void pick(language)}
                className="flex w-full items-center justify-between rounded-xl px-3 py-2.5 text-start hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand aria-pressed:bg-neutral-100 aria-pressed:font-semibold"
              >
                <span>{LANGUAGE_NAMES[language]}</span>
                {selected && <Check className="size-4 text-brand" aria-hidden="true" />}
              </button>
            </li>
          );
        })}
      </ul>
    </Sheet>
  );
}

export interface ConfirmSheetProps extends SheetControl {
  title: string;
  description: string;
  warning?: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
}

/** Logout and delete-account confirmations. */
export function ConfirmSheet({ open, onClose, returnFocus, title, description, warning, confirmLabel, danger, busy, onConfirm }: ConfirmSheetProps) {
  const { t } = useTranslation('chat');
  return (
    <Sheet open={open} onClose={onClose} returnFocus={returnFocus} title={title} description={description}>
      {warning && <p className="mb-4 rounded-2xl bg-red-50 p-3 text-sm text-red-800">{warning}</p>}
      <div className="flex flex-col gap-2">
        <button type="button" className={danger ? dangerButton : primaryButton} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </button>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </Sheet>
  );
}

/** The access-log actions a patient may read about, by audit action (others read as "other"). */
const ACCESS_ACTIONS = [
  'case.read',
  'case.transcript.read',
  'case.notes.read',
  'case.claimed',
  'case.released',
  'case.urgency',
  'case.note.added',
  'case.patientMessage',
  'case.forwarded',
  'case.dismissed',
  'case.reopened',
] as const;

/** "Who looked at my case" (issue 14 §9, GDPR Art. 15): staff reads and actions on this chat. */
export function AccessLogSheet({ open, onClose, returnFocus, chatId }: SheetControl & { chatId: string | null }) {
  const { t } = useTranslation('chat');
  const log = useAccessLog(chatId, open);
  const roleName = (role: string | null) => t(`clinic.roles.${role === 'doctor' ? 'doctor' : role === 'admin' ? 'admin' : 'nurse'}`);
  const actionName = (action: string) =>
    (ACCESS_ACTIONS as readonly string[]).includes(action) ? t(`access.actions.${action.replace(/\./g, '_')}`) : t('access.actions.other');
  return (
    <Sheet open={open} onClose={onClose} returnFocus={returnFocus} title={t('access.title')} description={t('access.description')}>
      {!chatId ? (
        <p className="text-sm text-neutral-600">{t('access.noChat')}</p>
      ) : log.isPending ? (
        <p className="text-sm text-neutral-600">{t('loading')}</p>
      ) : (log.data ?? []).length === 0 ? (
        <p className="text-sm text-neutral-600">{t('access.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('access.title')}>
          {(log.data ?? []).map((entry, index) => (
            <li key={index} className="rounded-xl border border-neutral-200 px-3 py-2 text-sm">
              <p className="font-medium text-neutral-900">
                {entry.name || roleName(entry.role)} · {roleName(entry.role)}
              </p>
              <p className="text-neutral-600">
                {actionName(entry.action)} · <time dateTime={new Date(entry.at).toISOString()}>{formatDateTime(entry.at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Sheet>
  );
}
