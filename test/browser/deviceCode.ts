import { expect } from 'chai';
import { DEMO_APP_SECRET } from '../../devnet/demoGenesis';
import { call } from '../support/http';

/**
 * A device request of demo-app for `vote`, started at `serviceUrl`: the /device page its user
 * opens, with the code filled in and the page in `locale`.
 */
export async function deviceCodeUrl(serviceUrl: string, locale: string): Promise<string> {
  const started = await call(serviceUrl, 'POST', '/api/oauth2/device_authorization', {
    form: new URLSearchParams({
      client_id: 'demo-app',
      client_secret: DEMO_APP_SECRET,
      scope: 'vote',
      ui_locales: locale,
    }).toString(),
  });
  expect(started.status, JSON.stringify(started.body)).to.equal(200);
  const complete = new URL(String(started.body.verification_uri_complete));
  return `${serviceUrl}${complete.pathname}${complete.search}`;
}
