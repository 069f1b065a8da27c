import { displayPhone, PATIENT_NAME_MAX_LENGTH } from '@asa/domain';
import { LogOut, Stethoscope, Trash2, UserRound } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useUser } from './api/get-user.ts';
import { useSetMyName } from './api/patient.ts';
import { useDeleteAccount, useLogout } from './api/use-session-actions.ts';
import { PageHeader } from './page-header.tsx';

/** Profile, "Um þig" (spec §2.13): name, e-mail, avatar; back to /chat; logout "Skrá út". */
export function ProfilePage() {
  const { t } = useTranslation('auth');
  const { data: user } = useUser();
  const logout = useLogout();
  const remove = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);
  const confirmId = useId();
  if (!user) return null;
  const contact = user.email ?? (user.phoneNumber ? displayPhone(user.phoneNumber) : null);

  return (
    <div className="min-h-dvh bg-white text-neutral-900">
      <PageHeader title={t('profile.title')} backLabel={t('profile.back')} />
      <main className="mx-auto max-w-md space-y-6 px-5 py-8">
        <section className="flex flex-col items-center gap-3 text-center">
          {user.photoURL ? (
            <img src={user.photoURL} alt={t('profile.avatarAlt')} className="size-24 rounded-full object-cover" referrerPolicy="no-referrer" />
          ) : (
            <span role="img" aria-label={t('profile.avatarAlt')} className="flex size-24 items-center justify-center rounded-full bg-pink-100 text-pink-700">
              <UserRound className="size-12" aria-hidden="true" />
            </span>
          )}
          <div>
            <p className="text-xl font-semibold">{user.fullname || t('profile.guest')}</p>
            {contact && (
              <p className="text-neutral-600">
                <bdi dir="ltr">{contact}</bdi>
              </p>
            )}
          </div>
        </section>
        {user.role === 'user' && <NameForm current={user.fullname} />}
        <dl className="divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-neutral-600">{t('profile.name')}</dt>
            <dd dir="auto" className="text-end">{user.fullname || t('profile.guest')}</dd>
          </div>
          {user.email && (
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-neutral-600">{t('profile.email')}</dt>
              <dd className="text-end break-all">
                <bdi dir="ltr">{user.email}</bdi>
              </dd>
            </div>
          )}
          {user.phoneNumber && (
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-neutral-600">{t('profile.phone')}</dt>
              <dd className="text-end">
                <bdi dir="ltr">{displayPhone(user.phoneNumber)}</bdi>
              </dd>
            </div>
          )}
          {user.company && (
            <div className="flex justify-between gap-4 px-4 py-3">
              <dt className="text-neutral-600">{t('profile.clinic')}</dt>
              <dd dir="auto" className="text-end">{user.company.name}</dd>
            </div>
          )}
        </dl>
        <nav className="flex flex-col divide-y divide-neutral-200 rounded-2xl border border-neutral-200">
          <Link to="/doctors" className="flex items-center gap-3 px-4 py-3 hover:bg-neutral-50 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none">
            <Stethoscope className="size-5" aria-hidden="true" />
            {t('profile.doctors')}
          </Link>
          <button
            type="button"
            onClick={() => logout.mutate()}
            className="flex items-center gap-3 px-4 py-3 text-left hover:bg-neutral-50 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none"
          >
            <LogOut className="size-5" aria-hidden="true" />
            {t('profile.logout')}
          </button>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            aria-expanded={confirming}
            aria-controls={confirmId}
            className="flex items-center gap-3 px-4 py-3 text-left text-red-600 hover:bg-red-50 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none"
          >
            <Trash2 className="size-5" aria-hidden="true" />
            {t('profile.deleteAccount')}
          </button>
        </nav>
        {confirming && (
          <section id={confirmId} role="alertdialog" aria-labelledby={`${confirmId}-q`} className="space-y-3 rounded-2xl border border-red-200 bg-red-50 p-4">
            <p id={`${confirmId}-q`} className="font-medium">
              {t('profile.deleteConfirm')}
            </p>
            <p className="text-sm text-red-800">{t('profile.deleteWarning')}</p>
            <div className="flex gap-3">
              <button
                type="button"
                onClick={() => setConfirming(false)}
                className="flex-1 rounded-xl border border-neutral-300 bg-white px-4 py-2 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none"
              >
                {t('profile.cancel')}
              </button>
              <button
                type="button"
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
                className="flex-1 rounded-xl bg-red-600 px-4 py-2 font-medium text-white disabled:opacity-60 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:ring-offset-2 focus-visible:outline-none"
              >
                {t('profile.deleteYes')}
              </button>
            </div>
          </section>
        )}
        <p className="text-center text-sm">
          <Link to="/terms" className="text-neutral-500 underline underline-offset-2">
            {t('profile.terms')}
          </Link>
        </p>
      </main>
    </div>
  );
}

/** The patient's name, as staff see it on their cases (issue 15). */
function NameForm({ current }: { current: string }) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [name, setName] = useState(current);
  const save = useSetMyName();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    save.mutate(name.trim(), {
      onSuccess: () => toast.success(t('profile.nameSaved')),
      onError: () => toast.error(t('profile.nameFailed')),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-2xl border border-neutral-200 p-4">
      <label htmlFor={id} className="block text-sm font-medium text-neutral-700">
        {t('profile.nameLabel')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-neutral-600">
        {t('profile.nameHint')}
      </p>
      <div className="flex gap-2">
        <input
          id={id}
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={PATIENT_NAME_MAX_LENGTH}
          autoComplete="name"
          dir="auto"
          aria-describedby={`${id}-hint`}
          className="min-w-0 flex-1 rounded-xl border border-neutral-300 px-3 py-2 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none"
        />
        <button
          type="submit"
          disabled={save.isPending || !name.trim() || name.trim() === current}
          className="rounded-xl bg-neutral-900 px-4 py-2 font-medium text-white disabled:opacity-60 focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {t('profile.saveName')}
        </button>
      </div>
    </form>
  );
}
