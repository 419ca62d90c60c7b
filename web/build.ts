import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module';
import { build, type Plugin } from 'esbuild';
import { AVAILABLE_LOCALES, messagesOf } from '../core/i18n/catalogues';
import { PSEUDO, type PageLocale } from '../core/i18n/locales';
import { intlLocale } from '../core/i18n/translator';

/*
 * Builds the pages' scripts: web/src/<page>.ts → web/dist/<page>.<hash>.js, one minified bundle per
 * page, each with .gz and .br beside it, and web/dist/manifest.json naming them (read by
 * adapters/http/pageScripts.ts). The hash in the name lets the service cache them as immutable.
 * Run by `npm run build` (and so by `npm ci`'s prepare), by `npm run dev` and by the tests' setup,
 * the last two only when the sources changed (`--if-stale`: the manifest records every file of
 * ours a bundle took in — web/src and the core words and rules the pages import — and a hash of
 * them; packages are pinned by the lockfile).
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

export interface Manifest {
  inputs: string;
  /** Our files the bundles took in (paths from the repository root), outside node_modules. */
  files: string[];
  scripts: Record<keyof typeof PAGES, string>;
  /** Each locale's compiled messages (the pseudo-locale's too), by locale. */
  messages: Record<string, string>;
}

/** Every locale whose messages are built: those with a catalogue, and the pseudo-locale. */
export const MESSAGE_LOCALES: readonly PageLocale[] = [...AVAILABLE_LOCALES, PSEUDO];

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
      const source = compileModule(mf, messagesOf(locale)).replace(
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
 * it took in (`files`: core/domain words and rules), this file and the lockfile. Undefined when one
 * of them is gone.
 */
function inputsHash(files: readonly string[]): string | undefined {
  const hash = createHash('sha256');
  for (const name of readdirSync(SOURCES).sort())
    hash.update(name).update(readFileSync(join(SOURCES, name)));
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
    !manifest.messages ||
    manifest.inputs !== inputsHash(manifest.files) ||
    Object.values(manifest.scripts).some((f) => !existsSync(join(OUT, f)))
  );
}

export async function buildPageScripts(): Promise<Manifest> {
  const result = await build({
    entryPoints: Object.fromEntries(
      Object.entries(PAGES).map(([page, file]) => [page, join(SOURCES, file)]),
    ),
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['chrome100', 'firefox100', 'safari15'],
    entryNames: '[name].[hash]',
    outdir: OUT,
    write: false,
    legalComments: 'none',
    plugins: [chainIdWhenSigning],
    logLevel: 'warning',
    metafile: true,
  });
  const messageResult = await build({
    entryPoints: Object.fromEntries(
      MESSAGE_LOCALES.map((locale) => [`messages-${locale}`, `messages:${locale}`]),
    ),
    bundle: true,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['chrome100', 'firefox100', 'safari15'],
    entryNames: '[name].[hash]',
    outdir: OUT,
    write: false,
    legalComments: 'none',
    plugins: [compiledMessages],
    logLevel: 'warning',
  });
  const catalogues = readdirSync(join(ROOT, 'core/i18n'), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => join('core/i18n', file));
  const files = [
    ...new Set([
      ...Object.keys(result.metafile.inputs)
        .filter((file) => !file.split(/[\\/]/).includes('node_modules'))
        .map((file) => relative(ROOT, join(process.cwd(), file))),
      ...catalogues,
    ]),
  ].sort();
  const inputs = inputsHash(files)!;
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const scripts = {} as Manifest['scripts'];
  for (const file of result.outputFiles) {
    const name = file.path.slice(OUT.length + 1);
    const page = name.slice(0, name.indexOf('.')) as keyof typeof PAGES;
    scripts[page] = name;
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
  const manifest: Manifest = { inputs, files, scripts, messages };
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
