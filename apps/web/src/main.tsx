import { DEFAULT_LANGUAGE, isLanguage } from '@asa/domain';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n, LANGUAGE_STORAGE_KEY } from './i18n/index.ts';
import './index.css';

const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
void initI18n(isLanguage(stored) ? stored : DEFAULT_LANGUAGE);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
