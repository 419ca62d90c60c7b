import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module';
import { build, type Plugin } from 'esbuild';
import { isPageMessage } from './i18n/catalogue';
import { AVAILABLE_LOCALES, messagesOf } from './i18n/catalogues';
import { PSEUDO, type PageLocale } from './i18n/locales';
import { intlLocale } from './i18n/translator';

/*
 * Builds the pages' scripts: web/src/<page>.ts → web/dist/<page>.<hash>.js, one minified bundle per
 * page, each with .gz and .br beside it, and web/dist/manifest.json naming them (read by
 * adapters/http/pages/pageScripts.ts). The hash in the name lets the service cache them as immutable.
 * Run by `npm run build` (and so by `npm ci`'s prepare), by `npm run dev` and by the tests' setup,
 * the last two only when the sources changed (`--if-stale`: the manifest records every file of
 * ours a bundle took in — web/src, web/i18n's words and the core rules the pages import — and a
 * hash of them; packages are pinned by the lockfile).
 * Each locale's messages are compiled here too (issue 40 §3), with @messageformat/core, into
 * web/dist/messages-<locale>.<hash>.js: plain functions and the few runtime helpers they use, no
 * parser. A page loads its own locale's file before its script (adapters/http/pages/html.ts), so
 * a page script grows by one locale's messages, never by the others'.
 */

const WEB = __dirname;
const SOURCES = join(WEB, 'src');
export const OUT = join(WEB, 'dist');
const MANIFEST = join(OUT, 'manifest.json');

/** Page name (as the layout asks for it) → entry file. */
export const PAGES = {
  consent: 'consent.ts',
  sign: 'sign.ts',
  'authorized-apps': 'authorizedApps.ts',
  'register-app': 'registerApp.ts',
} as const;

/**
 * Wallet name → entry file: each an ES module of its own (`export function connect(host)`), loaded
 * by a page with `import()` only when the user chooses that wallet, so a page's first load does
 * not carry any wallet's code (issue 42). The pages learn their URLs at build time
 * (`HIVEGATE_WALLET_URLS`), so a page script and the wallets it loads always match.
 */
export const WALLETS = {
  peakvault: 'wallets/peakVault.ts',
  metamask: 'wallets/metaMaskSnap.ts',
  ledger: 'wallets/ledger.ts',
} as const;

export interface Manifest {
  inputs: string;
  /** Our files the bundles took in (paths from the repository root), outside node_modules. */
  files: string[];
  scripts: Record<keyof typeof PAGES, string>;
  wallets: Record<keyof typeof WALLETS, string>;
  /** Each locale's compiled messages (the pseudo-locale's too), by locale. */
  messages: Record<string, string>;
}

/** Every locale whose messages are built: those with a catalogue, and the pseudo-locale. */
export const MESSAGE_LOCALES: readonly PageLocale[] = [...AVAILABLE_LOCALES, PSEUDO];

/** A locale's messages a page script may say: all but the server-only ones (web/i18n/catalogue.ts). */
export const pageMessagesOf = (locale: PageLocale): Record<string, string> =>
  Object.fromEntries(Object.entries(messagesOf(locale)).filter(([id]) => isPageMessage(id)));

/**
 * `messages:<locale>` is a module that sets `self.hivegateMessages` to that locale's messages,
 * each compiled to a function (web/src/i18n.ts reads it).
 */
const compiledMessages: Plugin = {
  name: 'compiled-messages',
  setup(b) {
    b.onResolve({ filter: /^messages:/ }, (args) => ({ path: args.path, namespace: 'messages' }));
    b.onLoad({ filter: /.*/, namespace: 'messages' }, (args) => {
      const locale = args.path.slice('messages:'.length) as PageLocale;
      const mf = new MessageFormat(intlLocale(locale));
      const source = compileModule(mf, pageMessagesOf(locale)).replace(
        'export default',
        'const messages =',
      );
      return {
        contents: `${source}\nself.hivegateMessages = { locale: ${JSON.stringify(locale)}, messages };\n`,
        resolveDir: ROOT,
        loader: 'js',
      };
    });
  },
};

const ROOT = join(WEB, '..');

/**
 * hive-tx reads its chain id once, when it loads; the pages learn theirs from #page-data, after.
 * This makes its signing digest read the configured chain id at the time it signs.
 */
const chainIdWhenSigning: Plugin = {
  name: 'hive-tx-chain-id-when-signing',
  setup(b) {
    b.onLoad({ filter: /hive-tx[\\/]dist[\\/]index\.mjs$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      const from = '[...chainId, ...transactionData]';
      if (!text.includes(from))
        throw new Error(
          'hive-tx changed: its signing digest no longer reads `chainId` as expected',
        );
      return {
        contents: text.replace(from, '[...hexToBytes$1(config.chain_id), ...transactionData]'),
      };
    });
  },
};

/**
 * A hash of everything a bundle is made of: web/src (a new page file too), the other files of ours
 * it took in (`files`: web/i18n's words and the core rules it bundles), this file and the
 * lockfile. Undefined when one of them is gone.
 */
function inputsHash(files: readonly string[]): string | undefined {
  const hash = createHash('sha256');
  for (const name of readdirSync(SOURCES, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(SOURCES, name);
    if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
  }
  for (const file of [...files].sort()) {
    if (!existsSync(join(ROOT, file))) return undefined;
    hash.update(file).update(readFileSync(join(ROOT, file)));
  }
  hash.update(readFileSync(__filename));
  // The lockfile pins every package a bundle takes in (hive-tx, qrcode-generator, esbuild itself).
  const lock = join(WEB, '..', 'package-lock.json');
  if (existsSync(lock)) hash.update(readFileSync(lock));
  return hash.digest('hex');
}

export function isStale(): boolean {
  if (!existsSync(MANIFEST)) return true;
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Partial<Manifest>;
  return (
    !manifest.files ||
    !manifest.scripts ||
    !manifest.wallets ||
    !manifest.messages ||
    manifest.inputs !== inputsHash(manifest.files) ||
    [...Object.values(manifest.scripts), ...Object.values(manifest.wallets)].some(
      (f) => !existsSync(join(OUT, f)),
    )
  );
}

const COMMON = {
  bundle: true,
  minify: true,
  platform: 'browser' as const,
  target: ['chrome100', 'firefox100', 'safari15'],
  entryNames: '[name].[hash]',
  outdir: OUT,
  write: false as const,
  legalComments: 'none' as const,
  plugins: [chainIdWhenSigning],
  logLevel: 'warning' as const,
  metafile: true as const,
};

export async function buildPageScripts(): Promise<Manifest> {
  // The wallets first: the pages are built knowing their file names.
  const wallets = await build({
    ...COMMON,
    entryPoints: Object.fromEntries(
      Object.entries(WALLETS).map(([wallet, file]) => [`wallet-${wallet}`, join(SOURCES, file)]),
    ),
    format: 'esm',
  });
  const walletFiles = {} as Manifest['wallets'];
  for (const file of wallets.outputFiles) {
    const name = file.path.slice(OUT.length + 1);
    walletFiles[name.slice('wallet-'.length, name.indexOf('.')) as keyof typeof WALLETS] = name;
  }
  const pages = await build({
    ...COMMON,
    entryPoints: Object.fromEntries(
      Object.entries(PAGES).map(([page, file]) => [page, join(SOURCES, file)]),
    ),
    format: 'iife',
    define: {
      HIVEGATE_WALLET_URLS: JSON.stringify(
        Object.fromEntries(Object.entries(walletFiles).map(([w, f]) => [w, `/assets/${f}`])),
      ),
    },
  });
  const messageResult = await build({
    entryPoints: Object.fromEntries(
      MESSAGE_LOCALES.map((locale) => [`messages-${locale}`, `messages:${locale}`]),
    ),
    ...COMMON,
    format: 'iife',
    plugins: [compiledMessages],
  });
  const catalogues = readdirSync(join(ROOT, 'web/i18n'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join('web/i18n', file));
  const files = [
    ...new Set([
      ...[...Object.keys(pages.metafile.inputs), ...Object.keys(wallets.metafile.inputs)]
        // esbuild names a `define` as an input (`<define:…>`): no file of ours.
        .filter((file) => !file.startsWith('<') && !file.split(/[\\/]/).includes('node_modules'))
        .map((file) => relative(ROOT, join(process.cwd(), file))),
      ...catalogues,
    ]),
  ].sort();
  const inputs = inputsHash(files)!;
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const scripts = {} as Manifest['scripts'];
  for (const file of [...pages.outputFiles, ...wallets.outputFiles]) {
    const name = file.path.slice(OUT.length + 1);
    if (!name.startsWith('wallet-'))
      scripts[name.slice(0, name.indexOf('.')) as keyof typeof PAGES] = name;
    writeFileSync(file.path, file.contents);
    writeCompressed(file.path, file.contents);
  }
  const messages: Manifest['messages'] = {};
  for (const file of messageResult.outputFiles) {
    const name = file.path.slice(OUT.length + 1);
    messages[name.slice('messages-'.length, name.lastIndexOf('.', name.length - 4))] = name;
    writeFileSync(file.path, file.contents);
    writeCompressed(file.path, file.contents);
  }
  const manifest: Manifest = { inputs, files, scripts, wallets: walletFiles, messages };
  writeFileSync(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function writeCompressed(path: string, contents: Uint8Array): void {
  writeFileSync(`${path}.gz`, gzipSync(contents, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(contents, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/** Builds unless the bundles on disk were made from the current sources. */
export async function buildPageScriptsIfStale(): Promise<void> {
  if (isStale()) await buildPageScripts();
}

if (require.main === module) {
  const onlyIfStale = process.argv.includes('--if-stale');
  (onlyIfStale ? buildPageScriptsIfStale() : buildPageScripts().then(() => undefined)).catch(
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
