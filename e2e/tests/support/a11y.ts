import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** Shared by the axe sweeps (issue 15 item 4): translations, findings, one scan of a screen. */

const HERE = path.dirname(fileURLToPath(import.meta.url));
const LOCALES = path.resolve(HERE, '../../../apps/web/src/i18n/locales');
const SHOTS_DIR = path.resolve(HERE, '../../artifacts/a11y');
export const LANGUAGES = ['is', 'en', 'ar'] as const;
export const WIDTHS = [375, 1280] as const;

type Catalogue = Record<string, unknown>;
const catalogues = new Map<string, Catalogue>();

/** A string of the SPA's catalogues, to find elements by their translated name. */
export function tr(language: string, namespace: string, key: string): string {
  const file = `${language}/${namespace}`;
  if (!catalogues.has(file)) catalogues.set(file, JSON.parse(fs.readFileSync(path.join(LOCALES, `${file}.json`), 'utf8')) as Catalogue);
  let value: unknown = catalogues.get(file);
  for (const part of key.split('.')) value = (value as Catalogue)[part];
  if (typeof value !== 'string') throw new Error(`no ${language} ${namespace}:${key}`);
  return value;
}

export interface Finding {
  screen: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** The rules of the sweeps: WCAG 2.1 A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type AxeWindow = Window & { axe?: typeof axe };

/**
 * Runs axe (WCAG 2.1 A and AA) on the page as it is; serious and critical violations are kept.
 * Axe is put into a document once and `axe.run` called in it: the SPA has no frames, so this is the
 * run that @axe-core/playwright makes, without its cost per scan (its 600 kB source evaluated two or
 * three times, and the results merged in a blank page opened for each scan: two thirds of a scan).
 * Only the violations come back from the page.
 */
export async function scan(page: Page, screen: string, findings: Finding[]) {
  // Axe reads colours as painted: let transitions (sheets, the side menu, modals) finish first;
  // endless ones (spinners, the critical cards' pulse) never do and are left running.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => Boolean((window as AxeWindow).axe)))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (tags) => {
    const result = await (window as AxeWindow).axe!.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  }, TAGS);
  for (const violation of violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    findings.push({ screen, ...violation });
  }
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${screen.replace(/[^\w-]+/g, '-')}.png`) });
}
