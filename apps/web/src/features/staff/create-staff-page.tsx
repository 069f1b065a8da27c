import { ArrowLeft } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { createStaff, useCompanies } from './api/staff.ts';
import { LogoutButton } from './components/staff-header.tsx';

/** Spec §2.8 (+ DESIGN D10: a nurse can be created too). */
export function CreateStaffPage() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const client = useQueryClient();
  const companies = useCompanies();
  const [companyId, setCompanyId] = useState('');
  const [fullname, setFullname] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<'doctor' | 'nurse'>('doctor');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!companyId) {
      setError(t('create.noCompany'));
      return;
    }
    setBusy(true);
    try {
      const result = await createStaff(companyId, { email, password, fullname, role });
      if (!result.success) {
        toast.error(result.message);
        return;
      }
      toast.success(t('create.success'));
      await client.invalidateQueries({ queryKey: ['staff', 'list'] });
      await navigate('/doctor-list');
    } catch {
      toast.error(t('create.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  const input = 'mt-1 w-full rounded-lg border border-gray-300 px-3 py-2 text-base';
  return (
    <div className="min-h-full bg-gray-50">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex max-w-xl items-center justify-between gap-2 px-4 py-3">
          <Link to="/doctor-list" className="inline-flex items-center gap-1 text-sm font-medium text-gray-700" aria-label={t('create.back')}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('create.back')}
          </Link>
          <LogoutButton compact />
        </div>
      </header>
      <main className="mx-auto max-w-xl px-4 py-6">
        <h1 className="mb-4 text-2xl font-bold">{t('create.title')}</h1>
        {companies.isError ? (
          <p role="alert" className="mb-3 rounded-lg bg-red-50 p-3 text-sm text-red-800">
            {t('create.companiesError')}
          </p>
        ) : null}
        <form onSubmit={(e) => void submit(e)} className="space-y-4 rounded-xl border border-gray-200 bg-white p-4" noValidate>
          <label className="block text-sm font-medium">
            {t('create.company')}
            <select className={input} value={companyId} onChange={(e) => setCompanyId(e.target.value)}>
              <option value="">{t('create.selectCompany')}</option>
              {(companies.data?.companies ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm font-medium">
            {t('create.fullname')}
            <input className={input} required value={fullname} onChange={(e) => setFullname(e.target.value)} autoComplete="off" />
          </label>
          <label className="block text-sm font-medium">
            {t('create.email')}
            <input className={input} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
          </label>
          <label className="block text-sm font-medium">
            {t('create.password')}
            <input
              className={input}
              type="password"
              required
              minLength={12}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="new-password"
              aria-describedby="create-password-hint"
            />
            <span id="create-password-hint" className="mt-1 block text-xs text-gray-600">
              {t('create.passwordHint')}
            </span>
          </label>
          <label className="block text-sm font-medium">
            {t('create.role')}
            <select className={input} value={role} onChange={(e) => setRole(e.target.value as 'doctor' | 'nurse')}>
              <option value="doctor">{t('create.roles.doctor')}</option>
              <option value="nurse">{t('create.roles.nurse')}</option>
            </select>
          </label>
          {error ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <button type="submit" disabled={busy || !fullname || !email || !password} className="w-full rounded-lg bg-pink-600 px-4 py-2 font-semibold text-white disabled:opacity-50">
            {busy ? t('common.processing') : t('create.submit')}
          </button>
        </form>
      </main>
    </div>
  );
}
