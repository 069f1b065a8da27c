import { decodeReplyStream } from '@asa/domain';
import { expect, test } from './fixtures.ts';
import { type OwnServer, startOwnServer } from './support/own-server.ts';
import { patientContext, smsCode } from './support/voice-server.ts';

/**
 * Replies that survive a refresh (issue 15 item 5): a patient reloads while Asa is writing. The page
 * shows the stored part, says "Reconnecting…", and ends with the whole reply exactly once. A server
 * of our own writes slowly (the offline engine with a pause between words), so the reload falls
 * mid-reply for sure.
 */

let server: OwnServer;

test.beforeAll(async () => {
  // Starting a server of our own takes a while on a busy machine.
  test.setTimeout(150_000);
  // 600 ms a word: the offline engine's first reply may be a one-line question (13 words, 7.8 s),
  // which must outlast a reload on a loaded machine (at 200 ms it ended before the reload once).
  server = await startOwnServer({ OFFLINE_CHUNK_DELAY_MS: '600' });
});
test.afterAll(async () => {
  await server?.stop();
});

interface Watch {
  reconnecting: boolean;
  busy: boolean;
  /** The transcript's text at the moment the streamed reply settled, before the transcript is refetched. */
  settled: string | null;
  mostReplies: number;
}

test('a reload mid-reply shows the stored part, reconnects, and ends with the whole reply exactly once', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await patientContext(browser, server.url, '+3547771515', (phone) => smsCode(server.dataDir, phone));
  // Watches the transcript through the reload: "Reconnecting…" seen, how many replies were ever
  // shown at once, and the text as the streamed reply settles (before any refetch replaces it).
  await context.addInitScript(() => {
    const watch: Watch = { reconnecting: false, busy: false, settled: null, mostReplies: 0 };
    (window as unknown as { asaWatch: Watch }).asaWatch = watch;
    new MutationObserver(() => {
      const list = document.querySelector<HTMLElement>('ol[aria-label="Conversation"]');
      if (!list) return;
      if (list.textContent?.includes('Reconnecting…')) watch.reconnecting = true;
      const replies = Array.from(list.querySelectorAll('li')).filter((item) => item.textContent?.startsWith('Asa:')).length;
      watch.mostReplies = Math.max(watch.mostReplies, replies);
      if (list.getAttribute('aria-busy') === 'true') watch.busy = true;
      else if (watch.busy && watch.settled === null) watch.settled = list.innerText;
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  const page = await context.newPage();
  await page.goto('/chat/create');
  const input = page.getByRole('textbox', { name: 'Your message' });
  await input.fill('I have had a headache since yesterday and it is getting worse');
  await input.press('Enter');
  // The chat's own address (its id): /chat/create, where the page starts, must not pass for it.
  await page.waitForURL(/\/chat\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const chatId = page.url().split('/').pop()!;

  // Mid-reply: some of it is on screen and stored (the server saves progress every second).
  const transcript = page.getByRole('list', { name: 'Conversation' });
  await expect(transcript.getByRole('listitem').nth(1)).toContainText(/\w+/);
  const messagesUrl = `/api/asa/chat/${chatId}/messages`;
  type Stored = { messages: Array<{ role: string; content: string; state: string }> };
  const reply = async () => ((await (await context.request.get(messagesUrl)).json()) as Stored).messages.find((m) => m.role === 'assistant');
  await expect.poll(async () => (await reply())?.content.length ?? 0).toBeGreaterThan(0);

  const reloadedTranscript = page.waitForResponse((r) => r.url().endsWith(messagesUrl));
  const resumed = page.waitForResponse((r) => r.url().endsWith(`/api/asa/chat/${chatId}/reply`));
  await page.reload();
  const shown = ((await (await reloadedTranscript).json()) as Stored).messages.find((m) => m.role === 'assistant')!;
  expect(shown.state).toBe('streaming');
  const rest = decodeReplyStream(await (await resumed).text());
  expect(rest.at(-1)).toEqual({ type: 'done' });
  const restText = rest.map((event) => (event.type === 'chunk' ? event.text : '')).join('');
  expect(restText.length).toBeGreaterThan(0);

  const final = await expect.poll(async () => (await reply())?.state, { timeout: 30_000 }).toBe('complete').then(reply);
  // The stored part shown at the reload and the rest streamed after it are the reply, exactly.
  expect(shown.content + restText).toBe(final!.content);

  await expect(transcript).toHaveAttribute('aria-busy', 'false');
  await expect(transcript.getByRole('listitem')).toHaveCount(2);
  const watch = await page.evaluate(() => (window as unknown as { asaWatch: Watch }).asaWatch);
  expect(watch.reconnecting).toBe(true);
  expect(watch.mostReplies).toBe(1);
  // What streamed in is what was stored: the refetched transcript reads the same.
  const afterRefetch = await transcript.innerText();
  expect(watch.settled).toBe(afterRefetch);
  await context.close();
});
