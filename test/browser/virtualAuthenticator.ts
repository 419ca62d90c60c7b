import type { CDPSession, Page } from 'playwright-core';
import type { Logger } from '../../core/ports/Logger';

/*
 * What the vault specs (issue 60) share: Chromium's virtual authenticator standing for Touch ID or
 * Windows Hello, and a logger whose lines the no-secret checks read.
 */

export interface Authenticator {
  cdp: CDPSession;
  authenticatorId: string;
  setVerified(verified: boolean): Promise<unknown>;
}

/** A platform authenticator with PRF and user verification, for this page (it outlives reloads). */
export async function addAuthenticator(page: Page): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    cdp,
    authenticatorId,
    setVerified: (isUserVerified) =>
      cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified }),
  };
}

/** A logger keeping every line as JSON in `lines`: what the service logged, for the leak checks. */
export function recordingLogger(lines: string[]): Logger {
  const record = (fields: unknown, message?: string) =>
    lines.push(JSON.stringify({ fields, message }));
  return { info: record, warn: record, error: record };
}
