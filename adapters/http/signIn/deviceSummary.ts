import Bowser from 'bowser';
import type { Context } from 'koa';

/**
 * The signing browser in a few words, "Firefox on Android", for the sign-in's record (issue 57 §8):
 * read by bowser, a maintained User-Agent parser (User-Agents are too varied for our own
 * patterns). Only the browser's and the system's names are kept, never versions nor the rest of
 * the header; undefined when it names neither (a script, no header). core/tokens/signInOrigin.ts
 * bounds its length.
 */
export function deviceSummary(userAgent: string | undefined): string | undefined {
  if (!userAgent) return undefined;
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowserName();
  const system = parser.getOSName();
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || undefined;
}

/** The request's device summary, as a signed request passes it to the core. */
export function deviceOf(ctx: Pick<Context, 'get'>): { device?: string } {
  const device = deviceSummary(ctx.get('User-Agent') || undefined);
  return device ? { device } : {};
}
