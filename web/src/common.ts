/*
 * What the sign-in, authorized-apps and sign pages share, as one namespace (`import * as HG`):
 * each part lives in its own file.
 */
export * from './pageDom';
export * from './shownErrors';
export * from './accountKeys';
export * from './serviceApi';
export * from './keychain';
export * from './chainWrites';
