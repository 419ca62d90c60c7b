import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webDir } from './webDir';

/*
 * The pages' scripts as web/build.ts left them in web/dist: one bundle per page and one module per
 * wallet, named by its content's hash, with gzip and brotli copies beside it. Read once, on first use.
 */

export type PageScript = 'consent' | 'sign' | 'authorized-apps' | 'register-app';

interface Manifest {
  scripts: Record<PageScript, string>;
  /** The wallets' modules, each loaded by a page only when its wallet is chosen (issue 42). */
  wallets: Record<string, string>;
  /** Each locale's messages for the page scripts, compiled (web/build.ts). */
  messages: Record<string, string>;
}

export interface ScriptFile {
  /** The file as built, and its compressed copies. */
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const DIST = join(webDir(), 'dist');
let manifest: Manifest | undefined;
const files = new Map<string, ScriptFile>();

function loadManifest(): Manifest {
  if (!manifest) {
    const path = join(DIST, 'manifest.json');
    if (!existsSync(path))
      throw new Error(
        `hivegate: the pages' scripts are not built (${path} is missing): run \`npm run build\``,
      );
    manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  }
  return manifest;
}

/** The URL of a page's script: /assets/<page>.<hash>.js. */
export function pageScriptUrl(page: PageScript): string {
  return `/assets/${loadManifest().scripts[page]}`;
}

/** The URL of a locale's compiled messages, loaded before the page's script: /assets/messages-<locale>.<hash>.js. */
export function messagesScriptUrl(locale: string): string {
  const file = loadManifest().messages[locale];
  if (!file)
    throw new Error(`hivegate: no messages built for ${locale}: run \`npm run build:web\``);
  return `/assets/${file}`;
}

/** A built script (a page's, a wallet's or a locale's messages) by its file name, or undefined when there is no such script. */
export function pageScriptFile(name: string): ScriptFile | undefined {
  const { scripts, wallets, messages } = loadManifest();
  if (![scripts, wallets, messages].some((built) => Object.values(built).includes(name)))
    return undefined;
  let file = files.get(name);
  if (!file) {
    const path = join(DIST, name);
    file = {
      identity: readFileSync(path),
      gzip: readFileSync(`${path}.gz`),
      br: readFileSync(`${path}.br`),
    };
    files.set(name, file);
  }
  return file;
}
