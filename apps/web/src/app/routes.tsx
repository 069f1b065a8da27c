import type { RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { HomeRedirect, RequireUser, SessionRoot } from './guards.tsx';
import { RouterError } from './router-error.tsx';

const STAFF = ['nurse', 'doctor', 'admin'] as const;
const DOCTORS = ['doctor', 'admin'] as const;
const ADMINS = ['admin'] as const;

// Each screen is its own chunk; staff screens never load for patients. The landing, where every
// visit starts, is part of the entry so that it paints without another round trip.
const chat = async () => ({ Component: (await import('./chat-route.tsx')).ChatRoute });
const terms = async () => ({ Component: (await import('../features/auth/terms-page.tsx')).TermsPage });
const verifyEmail = async () => ({ Component: (await import('../features/auth/verify-email-page.tsx')).VerifyEmailPage });
const profile = async () => ({ Component: (await import('../features/auth/profile-page.tsx')).ProfilePage });
const doctors = async () => ({ Component: (await import('../features/auth/doctors-page.tsx')).DoctorsPage });
const nurseHub = async () => ({ Component: (await import('../features/staff/nurse-hub-page.tsx')).NurseHubPage });
const doctorDashboard = async () => ({
  Component: (await import('../features/staff/doctor-dashboard-page.tsx')).DoctorDashboardPage,
});
const listDashboard = async () => ({ Component: (await import('../features/staff/list-dashboard-page.tsx')).ListDashboardPage });
const director = async () => ({ Component: (await import('../features/staff/director-page.tsx')).DirectorPage });
const createStaff = async () => ({ Component: (await import('../features/staff/create-staff-page.tsx')).CreateStaffPage });

export const routes: RouteObject[] = [
  {
    element: <SessionRoot />,
    errorElement: <RouterError />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      { path: '/home', element: <HomeRedirect /> },
      { path: '/landing', Component: LandingPage },
      { path: '/:companySlug/landing', Component: LandingPage },
      { path: '/terms', lazy: terms },
      { path: '/verify-email', lazy: verifyEmail },
      // Signed-out visitors of the chat area see the dark landing (spec §2.5).
      { path: '/chat', lazy: chat },
      { path: '/chat/create', lazy: chat },
      { path: '/chat/:chatId', lazy: chat },
      { path: '/profile', element: <RequireUser />, children: [{ index: true, lazy: profile }] },
      { path: '/doctors', element: <RequireUser />, children: [{ index: true, lazy: doctors }] },
      { path: '/view-urgent-chats', element: <RequireUser roles={STAFF} />, children: [{ index: true, lazy: nurseHub }] },
      { path: '/doctor-ui', element: <RequireUser roles={DOCTORS} />, children: [{ index: true, lazy: doctorDashboard }] },
      { path: '/dashboard', element: <RequireUser roles={STAFF} />, children: [{ index: true, lazy: listDashboard }] },
      { path: '/doctor-list', element: <RequireUser roles={ADMINS} />, children: [{ index: true, lazy: director }] },
      { path: '/create-doctor', element: <RequireUser roles={ADMINS} />, children: [{ index: true, lazy: createStaff }] },
      // Spec §2.1: any unknown path shows the landing screen.
      { path: '*', Component: LandingPage },
    ],
  },
];
