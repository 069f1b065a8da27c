/**
 * The landing, rendered to HTML at build time (issue 16: a landing that paints before any script
 * runs). `vite.config.ts` builds this module for Node after the browser build and writes one page
 * per language; the server sends the one for the visitor's country, and
 * `main.tsx` hydrates it. The tree is the browser's (`AppProviders`, the same routes), with a
 * static router in place of the browser router, so the markup and `useId` values match.
 */
import { LANGUAGES, RTL_LANGUAGES, type Language } from '@asa/domain/languages';
import i18next, { type Resource } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';

// What the landing shows: the `common` and `auth` namespaces of each prerendered language.
const locales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/{common,auth}.json', {
  base: './i18n',
  eager: true,
});

/** Every interface language: `?lang=xx` links and the country's language all paint at once. */
export const PRERENDERED_LANGUAGES: readonly Language[] = LANGUAGES;

export interface PrerenderedPage {
  /** The HTML inside `<div id="root">`. */
  html: string;
  lang: Language;
  dir: 'ltr' | 'rtl';
}

export async function renderLanding(language: Language): Promise<PrerenderedPage> {
  const resources: Resource = { [language]: {} };
  for (const namespace of ['common', 'auth']) {
    const file = locales[`./locales/${language}/${namespace}.json`];
    if (!file) throw new Error(`no ${language}/${namespace}.json to prerender the landing with`);
    resources[language]![namespace] = file.default;
  }
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources,
    ns: ['common', 'auth'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });

  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request('http://localhost/landing'));
  if (context instanceof Response) throw new Error(`the landing route answered ${context.status}`);
  const router = createStaticRouter(dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </I18nextProvider>
    </StrictMode>,
  );
  return { html, lang: language, dir: RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr' };
}
