import { expect } from 'chai';
import type { AppProfile } from '../../core/apps/app';
import { isRegisteredRedirect } from '../../core/signIn/redirectUri';

const app = (...redirectUris: string[]): AppProfile => ({
  username: 'demo-app',
  redirectUris,
  postLogoutRedirectUris: [],
  secretHash: '0'.repeat(64),
  publicClient: false,
  source: 'json_metadata',
});

describe('isRegisteredRedirect (core/signIn/redirectUri.ts)', () => {
  it('matches a registered URI character for character, nothing looser', () => {
    const demo = app('https://demo.example/callback');
    expect(isRegisteredRedirect(demo, 'https://demo.example/callback')).to.equal(true);
    for (const other of [
      'https://demo.example/callback/',
      'https://demo.example/Callback',
      'https://demo.example:8443/callback',
      'http://demo.example/callback',
      'https://demo.example/callback?x=1',
    ]) {
      expect(isRegisteredRedirect(demo, other), other).to.equal(false);
    }
  });

  it('accepts any port for a loopback IP redirect URI (RFC 8252 §7.3), registered with or without one', () => {
    const native = app('http://127.0.0.1/cb', 'http://[::1]:8080/cb?app=1');
    expect(isRegisteredRedirect(native, 'http://127.0.0.1:51234/cb')).to.equal(true);
    expect(isRegisteredRedirect(native, 'http://127.0.0.1/cb')).to.equal(true);
    expect(isRegisteredRedirect(native, 'http://[::1]:40000/cb?app=1')).to.equal(true);
    expect(isRegisteredRedirect(native, 'http://[::1]/cb?app=1')).to.equal(true);
  });

  it('keeps everything but the port exact for loopback URIs, and never extends the rule to other hosts', () => {
    const native = app(
      'http://127.0.0.1/cb',
      'https://127.0.0.1/secure',
      'http://localhost/cb',
      'http://example.com/cb',
    );
    for (const other of [
      'http://127.0.0.1:5000/cb/', // path differs
      'http://127.0.0.1:5000/other',
      'http://[::1]:5000/cb', // another loopback address is another URI
      'https://127.0.0.1:5000/secure', // https loopback is not the native-app rule
      'http://localhost:5000/cb', // RFC 8252 §8.3: localhost is not a loopback IP literal
      'http://example.com:5000/cb',
      'http://127.0.0.1:99999/cb', // not a port
      'http://127.0.0.1:/cb',
      'http://127.0.0.1@evil.example/cb',
      'http://127.0.0.1.evil.example/cb',
    ]) {
      expect(isRegisteredRedirect(native, other), other).to.equal(false);
    }
  });
});
