import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { DEMO_PASSWORD, expect, readSmsCode, test } from './fixtures.ts';

/**
 * Issue 6: the 15 languages, one after the other, on landing (with the sign-in and staff sheets open), the
 * chat screen of a signed-in patient (with the side menu open) and the nurse hub of a signed-in
 * nurse (with a case open). For each, `<html lang>` is the language, `dir` is rtl only for Arabic,
 * and no English UI text shows in a non-English interface:
 *   1. no distinctive English string of the screen's namespaces (fragments of en/*.json values of
 *      at least 12 characters, between {{variables}}) is in `document.body.innerText`;
 *   2. in the non-Latin scripts (zh, ja, ko, ru, ar, hi), no Latin word at all is on the screen
 *      other than names (Asa, Google, Facebook, language names) and what the language's own
 *      translations write in Latin letters (SOAP, ICD-10), which also finds English literals
 *      written straight into components.
 * Clinic content from the database (patient names, diagnoses, summaries, conversations — written in
 * the clinic's language, English in the demo clinic) is not UI text and is left out of both checks.
 * One sign-in per role; the language is switched with `?lang=` on the same page.
 */

const LANGUAGES = ['en', 'is', 'pl', 'es', 'fr', 'de', 'zh', 'ja', 'pt', 'ru', 'ar', 'hi', 'it', 'ko', 'tr'] as const;
type Language = (typeof LANGUAGES)[number];
const NON_LATIN: ReadonlySet<Language> = new Set(['zh', 'ja', 'ko', 'ru', 'ar', 'hi']);

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/i18n/locales');

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function flatten(value: Json, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (typeof value === 'string') {
    out.set(prefix, value);
  }
  return out;
}

function locale(language: Language, namespace: string): Map<string, string> {
  const file = path.join(LOCALES, language, `${namespace}.json`);
  return fs.existsSync(file) ? flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Json) : new Map();
}

/** A translated string as i18next would show it (plain keys only; enough to find buttons). */
function tr(language: Language, namespace: string, key: string, vars: Record<string, string> = {}): string {
  const value = locale(language, namespace).get(key);
  if (!value) throw new Error(`${language}/${namespace}.json has no ${key}`);
  return value.replace(/\{\{\s*-?\s*(\w+)[^}]*\}\}/g, (_, name: string) => vars[name] ?? '');
}

/** Names that stay as they are in every language (the brand, providers, languages by their own name). */
const NAMES = ['Asa', 'Google', 'Facebook', 'English', 'Íslenska', 'Polski', 'Español', 'Français', 'Deutsch', 'Português', 'Italiano', 'Türkçe'];

/**
 * The distinctive English UI strings of these namespaces: every literal fragment (text between
 * {{variables}}) of at least 12 characters, lower-cased (CSS may upper-case what is shown).
 */
function englishStrings(namespaces: string[]): string[] {
  const found = new Set<string>();
  for (const namespace of namespaces) {
    for (const value of locale('en', namespace).values()) {
      for (const fragment of value.split(/\{\{[^}]*\}\}/)) {
        const text = fragment.trim().replace(/\s+/g, ' ');
        if (text.length < 12) continue;
        const withoutNames = NAMES.reduce((rest, name) => rest.replaceAll(name, ''), text);
        if (!/\p{L}{3,}/u.test(withoutNames)) continue; // only names, numbers or punctuation
        found.add(text.toLowerCase());
      }
    }
  }
  return [...found];
}

const NAMESPACES = {
  landing: ['auth', 'common'],
  chat: ['chat', 'common', 'voice'],
  hub: ['staff', 'common'],
};
type Screen = keyof typeof NAMESPACES;
const SCREENS = Object.fromEntries(Object.entries(NAMESPACES).map(([screen, namespaces]) => [screen, englishStrings(namespaces)])) as Record<Screen, string[]>;

/**
 * A single word that the language writes the same way ("Conversation" in French) is that
 * language's own word, not a leak: it is excused when the language's translation has it too.
 * Anything longer than one word identical to English still counts.
 */
function sameWordInLanguage(language: Language, screen: Screen, english: string): boolean {
  if (/\s/.test(english)) return false;
  return NAMESPACES[screen].some((namespace) =>
    [...locale(language, namespace).values()].some((value) => value.toLowerCase().replace(/\s+/g, ' ').includes(english)),
  );
}

/** Every string value in a JSON answer of our API: clinic content shown on staff screens. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => strings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => strings(v, out));
  return out;
}

async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

interface Content {
  /** Whole content strings (a UI string found inside one is content, not a leak). */
  texts: string[];
  /** Words of the content, lower-cased. */
  words: Set<string>;
}
const NO_CONTENT: Content = { texts: [], words: new Set() };

function contentOf(values: string[]): Content {
  const texts = values.map((v) => v.toLowerCase());
  const words = new Set(texts.flatMap((t) => t.match(/\p{L}+/gu) ?? []));
  return { texts, words };
}

/** The English UI strings on the page (the two checks of the header comment). */
function leaks(language: Language, screen: Screen, text: string, content: Content): string[] {
  const lower = text.toLowerCase().replace(/\s+/g, ' ');
  const found = SCREENS[screen]
    .filter((s) => lower.includes(s) && !content.texts.some((c) => c.includes(s)))
    .filter((s) => language === 'en' || !sameWordInLanguage(language, screen, s))
    .map((s) => `"${s}"`);
  if (NON_LATIN.has(language)) {
    // Names, and what the language's own translations write in Latin letters (SOAP, ICD-10).
    const own = NAMESPACES[screen].flatMap((namespace) => [...locale(language, namespace).values()]).join(' ');
    const excused = new Set([...NAMES, 'SMS', 'XXX', ...(own.match(/\p{Script=Latin}+/gu) ?? [])].map((n) => n.toLowerCase()));
    for (const word of content.words) excused.add(word);
    const latin = new Set(
      (text.match(/\p{Script=Latin}[\p{Script=Latin}'’-]*\p{Script=Latin}/gu) ?? [])
        .map((w) => w.toLowerCase())
        .filter((w) => w.replace(/[^\p{L}]/gu, '').length >= 3)
        .filter((w) => !(w.match(/\p{L}+/gu) ?? []).every((part) => excused.has(part))),
    );
    found.push(...[...latin].map((w) => `Latin word "${w}"`));
  }
  return found;
}

async function expectDocumentLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
  // ?lang is applied and then dropped from the address.
  await expect(page).not.toHaveURL(/[?&]lang=/);
}

/** The checks for one screen in one language; soft, so one run lists every leak. */
function check(language: Language, screen: Screen, text: string, content: Content = NO_CONTENT) {
  if (language === 'en') {
    // The detector itself: on the English screen it finds English UI strings of its list.
    const shown = leaks(language, screen, text, content);
    expect(shown.length, `${screen} in en shows strings of the list: ${shown.join(', ')}`).toBeGreaterThanOrEqual(3);
    return;
  }
  expect.soft(leaks(language, screen, text, content), `${screen} in ${language}: English UI text on the screen`).toEqual([]);
}

async function contextFor(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
}

test.describe.configure({ timeout: 180_000 });

test('landing, with the sign-in and staff sheets open, in all 15 languages', async ({ browser }) => {
  const context = await contextFor(browser);
  const page = await context.newPage();
  for (const language of LANGUAGES) {
    await test.step(language, async () => {
      await page.goto(`/landing?lang=${language}`);
      await expectDocumentLanguage(page, language);
      await expect(page.getByRole('heading', { level: 1, name: tr(language, 'auth', 'landing.prompt') })).toBeVisible();
      await page.getByRole('button', { name: tr(language, 'auth', 'landing.signIn'), exact: true }).click();
      const sheet = page.getByRole('dialog', { name: tr(language, 'auth', 'signIn.title', { appName: 'Asa' }) });
      await expect(sheet).toBeVisible();
      await expect(sheet).toHaveAttribute('data-state', 'open');
      await expect(sheet.getByText(tr(language, 'auth', 'signIn.facebook'))).toBeVisible();
      const signInText = await visibleText(page);

      // The staff sheet too (e-mail and password).
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('sign-in-sheet')).toBeHidden();
      await page.getByRole('button', { name: tr(language, 'auth', 'landing.staffSignIn'), exact: true }).click();
      const staff = page.getByRole('dialog', { name: tr(language, 'auth', 'staff.title') });
      await expect(staff).toHaveAttribute('data-state', 'open');
      await expect(staff.getByText(tr(language, 'auth', 'staff.description'))).toBeVisible();
      check(language, 'landing', `${signInText}\n${await visibleText(page)}`);
    });
  }
  await context.close();
});

test('the chat screen of a signed-in patient, with the side menu open, in all 15 languages', async ({ browser }) => {
  const context = await contextFor(browser);
  const phone = `+3548${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const headers = { origin: baseURL };
  expect((await context.request.post('/api/identity/phone-number/send-otp', { data: { phoneNumber: phone }, headers })).status()).toBe(200);
  const code = await readSmsCode(phone);
  expect((await context.request.post('/api/identity/phone-number/verify', { data: { phoneNumber: phone, code }, headers })).status()).toBe(200);

  const page = await context.newPage();
  for (const language of LANGUAGES) {
    await test.step(language, async () => {
      await page.goto(`/chat?lang=${language}`);
      await expectDocumentLanguage(page, language);
      await expect(page.getByRole('textbox', { name: tr(language, 'chat', 'input.label') })).toBeVisible();
      await expect(page.getByText(tr(language, 'chat', 'empty.prompt'))).toBeVisible();
      await page.getByRole('button', { name: tr(language, 'chat', 'menu.open') }).click();
      const menu = page.getByRole('navigation', { name: tr(language, 'chat', 'menu.title') });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('heading', { name: tr(language, 'chat', 'menu.yourChats') })).toBeVisible();
      check(language, 'chat', await visibleText(page));
    });
  }
  await context.close();
});

test('the nurse hub of a signed-in nurse, with a case open, in all 15 languages', async ({ browser }) => {
  const context = await contextFor(browser);
  const email = 'nurse@demo.clinic';
  const signIn = await context.request.post('/api/identity/sign-in/email', { data: { email, password: DEMO_PASSWORD }, headers: { origin: baseURL } });
  expect(signIn.status(), await signIn.text()).toBe(200);

  // The clinic's cases as the hub receives them, and the conversation of the first one (opened below).
  const queue = await context.request.get('/api/asa/doctor/chats?sortBy=newest');
  expect(queue.ok()).toBe(true);
  const cases = (await queue.json()) as { chats: { id: string; forwardedToDoctor: boolean }[] };
  const clinic = [email, ...strings(cases)];

  const page = await context.newPage();
  for (const language of LANGUAGES) {
    await test.step(language, async () => {
      await page.goto(`/view-urgent-chats?lang=${language}`);
      await expectDocumentLanguage(page, language);
      await expect(page.getByRole('heading', { name: tr(language, 'staff', 'hub.title') })).toBeVisible();
      const card = page.locator('article[data-case-id]').first();
      await expect(card).toBeVisible();
      const hubText = await visibleText(page);

      // A case open: the detail modal with its assessment (content) and its labels (UI).
      const caseId = (await card.getAttribute('data-case-id'))!;
      const messages = await context.request.get(`/api/asa/doctor/chats/${caseId}/messages`);
      const content = contentOf([...clinic, ...(messages.ok() ? strings(await messages.json()) : [])]);
      await card.getByRole('button').first().click();
      const modal = page.getByRole('dialog');
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('tab', { name: tr(language, 'staff', 'modal.tabs.overview') })).toBeVisible();
      // Each tab of the modal (overview, clinical details, actions).
      const modalTexts: string[] = [];
      for (const tab of await modal.getByRole('tab').all()) {
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        modalTexts.push(await visibleText(page));
      }
      await page.keyboard.press('Escape');

      check(language, 'hub', [hubText, ...modalTexts].join('\n'), content);
    });
  }
  await context.close();
});
