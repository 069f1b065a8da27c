import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
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

/** Runs axe (WCAG 2.1 A and AA) on the page as it is; serious and critical violations are kept. */
export async function scan(page: Page, screen: string, findings: Finding[]) {
  // Axe reads colours as painted: let transitions (sheets, the side menu, modals) finish first;
  // endless ones (spinners, the critical cards' pulse) never do and are left running.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  for (const violation of result.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    findings.push({
      screen,
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    });
  }
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${screen.replace(/[^\w-]+/g, '-')}.png`) });
}
