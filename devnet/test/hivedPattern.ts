import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import requests from './hivedPatterns/requests.json';

/** hived's recorded answers (hivedPatterns/README.md says where each comes from). */

const ROOT = join(__dirname, 'hivedPatterns');

export type PatternName = keyof typeof requests;

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
}

/**
 * The recorded answer of `name` (e.g. `condenser_api_patterns/get_accounts/get`): its `result`, or
 * its `error` when the recording kept the whole response (hived's tests do for `null` and errors).
 */
export function hivedPattern(name: PatternName): unknown {
  const recorded = readJson(`${name}.pat.json`);
  if (recorded !== null && typeof recorded === 'object' && 'jsonrpc' in recorded) {
    const envelope = recorded as { result?: unknown; error?: unknown };
    return 'error' in envelope ? envelope.error : envelope.result;
  }
  return recorded;
}

/** The request hived's test sent for `name`. */
export function hivedRequest(name: PatternName): { method: string; params: unknown } {
  return requests[name];
}

/** A shape written for these tests where no recording shows one (hivedPatterns/derived/). */
export function derivedPattern(method: string): unknown {
  return readJson(join('derived', `${method}.json`));
}

/** An older recording kept beside a pattern (`multiple.orig.json`). */
export function hivedRecording(file: string): unknown {
  return readJson(file);
}
