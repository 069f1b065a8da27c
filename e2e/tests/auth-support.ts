import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, readSmsCode } from './fixtures.ts';

/** Steps shared by the auth-*.spec.ts files. */

export const SHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/auth');

export async function shot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: false });
}

let counter = 0;
/** A fresh Icelandic number per call (+354 7xx-xxxx), unlike the chat specs' 6xx range. */
export function newPhone(): string {
  counter += 1;
  return `+3547${String((Date.now() + counter * 7) % 1_000_000).padStart(6, '0')}`;
}

/** Opens the sign-in sheet from the landing input, as a visitor would. */
export async function openSignInFromInput(page: Page, question = 'I have a headache') {
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill(question);
  await input.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Login to Asa' })).toBeVisible();
}

/** Phone sign-in through the sheets, reading the code from the SMS outbox. */
export async function signInByPhone(page: Page, phone: string) {
  await page.getByLabel('Phone number').fill(phone.slice(4));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const codeSheet = page.getByRole('dialog', { name: 'Enter Verification Code' });
  await expect(codeSheet).toBeVisible();
  await codeSheet.getByPlaceholder('Enter 6-digit code').fill(await readSmsCode(phone));
  await codeSheet.getByRole('button', { name: 'Verify', exact: true }).click();
}

/** Signs in from the landing's "Staff sign-in" sheet. */
export async function staffSignIn(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Staff sign-in' }).click();
  const sheet = page.getByRole('dialog', { name: 'Staff sign-in' });
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('E-mail').fill(email);
  await sheet.getByLabel('Password').fill(password);
  await sheet.getByRole('button', { name: 'Sign in', exact: true }).click();
}
