import { expect, test } from './fixtures.ts';
import { type RealtimePeer, startRealtimePeer } from './support/realtime-peer.ts';
import { CHROMIUM_ARGS, patientContext, shot, smsCode, startVoiceServer, type VoiceServer } from './support/voice-server.ts';

// A fake microphone, but every permission prompt answered "block" (as a patient might).
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--deny-permission-prompts'] } });

test.describe('microphone permission denied', () => {

  let peer: RealtimePeer;
  let server: VoiceServer;

  test.beforeAll(async () => {
    peer = await startRealtimePeer();
    server = await startVoiceServer(peer);
  });
  test.afterAll(async () => {
    await server?.stop();
    await peer?.close();
  });

  test('explains how to allow the microphone and connects nothing', async ({ browser }) => {
    const context = await patientContext(browser, server.url, '+3547790003', (phone) => smsCode(server.dataDir, phone));
    try {
      const page = await context.newPage();
      await page.goto('/chat');
      await page.getByRole('button', { name: 'Talk to Asa' }).click();
      const panel = page.getByRole('dialog', { name: 'Voice chat' });
      await expect(panel.getByRole('alert')).toContainText('Microphone access is blocked');
      await expect(panel.getByRole('alert')).toContainText('set Microphone to Allow');
      await expect(panel.getByRole('status')).toHaveText('Call ended');
      await page.setViewportSize({ width: 375, height: 812 });
      await shot(page, 'voice-denied-375');
      expect(peer.secretRequests).toHaveLength(0);
      expect(peer.callAuthorizations).toHaveLength(0);
      await panel.getByRole('button', { name: 'Close voice chat' }).click();
      await expect(panel).toBeHidden();
    } finally {
      await context.close();
    }
  });
});

