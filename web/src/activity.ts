import type { ActivityView } from '../../core/broadcast/activity';
import type { ActivityPage, ActivityTotals } from '../../core/broadcast/ActivityUseCase';
import { actionWords } from '../i18n/words/grantWords';
import { byId, pageData, run, status, type ChainData } from './common';
import { t, words } from './i18n';

/*
 * "What each app did with your account" on /authorized-apps (issue 59 §1): the activity the
 * signed POST /api/oauth2/sign-ins answered (web/src/signIns.ts), under each app, newest first:
 * when, the operations in the registry's words (grant.allows.*), the transaction id linked to
 * EXPLORER_TX_URL, where it stands, and each app's totals. "Show older" and the downloads ask for
 * more pages, each a fresh signed request (`more`). Held by test/browser/activity.spec.ts.
 */

/** Reads the page after `before` (all apps), signing a fresh challenge; `limit` entries at most. */
export type ReadMore = (before: string, limit: number) => Promise<ActivityPage>;

/** Most entries a download reads per request (ACTIVITY_PAGE.max). */
const DOWNLOAD_PAGE = 500;

const explorer = pageData<ChainData & { explorerTxUrl?: string }>().explorerTxUrl;
let shown: ActivityView[] = [];
let totals: Record<string, ActivityTotals> = {};
let next: string | undefined;
let user = '';
let readMore: ReadMore | undefined;

byId('activity-more').addEventListener(
  'click',
  () =>
    void run(async () => {
      if (!next || !readMore) return;
      status(t('activity.reading'));
      add(await readMore(next, 50));
      status('');
    }),
);
for (const kind of ['csv', 'json'] as const)
  byId(`activity-${kind}`).addEventListener('click', () => void run(() => download(kind)));

/** Shows the first page of `name`'s activity; `more` reads the next ones. */
export function showActivity(name: string, page: ActivityPage, more: ReadMore): void {
  user = name;
  readMore = more;
  shown = [];
  add(page);
  byId('activity').hidden = false;
}

function add(page: ActivityPage): void {
  shown = [...shown, ...page.activity];
  totals = page.activity_totals;
  next = page.activity_before;
  render();
}

function render(): void {
  const apps = [...new Set([...shown.map((entry) => entry.app), ...Object.keys(totals)])];
  byId('activity-none').hidden = apps.length > 0;
  byId('activity-apps').replaceChildren(...apps.map(appGroup));
  byId('activity-more').hidden = next === undefined;
  for (const kind of ['csv', 'json']) byId(`activity-${kind}`).hidden = apps.length === 0;
}

function appGroup(app: string): HTMLElement {
  const group = document.createElement('section');
  group.className = 'activity-app';
  group.setAttribute('aria-labelledby', `activity-${app}`);
  const heading = document.createElement('h4');
  heading.id = `activity-${app}`;
  heading.textContent = `@${app}`;
  const sum = document.createElement('p');
  sum.className = 'small muted';
  const { last_24h: day = 0, last_30d: month = 0 } = totals[app] ?? {};
  sum.textContent = t('activity.totals', { day, month });
  const list = document.createElement('ol');
  list.className = 'plain-list activity-list';
  list.append(...shown.filter((entry) => entry.app === app).map(row));
  group.append(heading, sum, list);
  return group;
}

function row(entry: ActivityView): HTMLElement {
  const item = document.createElement('li');
  const what = document.createElement('span');
  const when = document.createElement('time');
  when.dateTime = entry.at;
  when.textContent = words.date(entry.at);
  what.textContent = t('activity.row', {
    when: when.textContent,
    operations: actionWords(entry.operations, words),
  });
  const where = document.createElement('span');
  where.className = 'small activity-status';
  where.textContent = t('activity.status', {
    status: entry.status,
    block: String(entry.block_num ?? ''),
    why: entry.why ?? '',
  });
  item.append(what, document.createElement('br'), where, ' ', transactionLink(entry.id));
  if (entry.source === 'app_key') {
    const note = document.createElement('span');
    note.className = 'small muted';
    note.textContent = t('activity.byAppKey');
    item.append(document.createElement('br'), note);
  }
  return item;
}

/** The id, short, linked to the explorer when one is set (its full id in the link's name). */
function transactionLink(id: string): HTMLElement {
  const link = document.createElement(explorer ? 'a' : 'code');
  link.textContent = id.slice(0, 10);
  link.setAttribute('aria-label', t('activity.tx', { id }));
  link.title = id;
  link.dir = 'ltr';
  if (link instanceof HTMLAnchorElement) {
    link.href = explorer!.replace('{id}', encodeURIComponent(id));
    link.rel = 'noopener noreferrer';
    link.target = '_blank';
  }
  return link;
}

/** The whole list, every page read first, as a file. */
async function download(kind: 'csv' | 'json'): Promise<void> {
  status(t('activity.downloading'));
  let all = shown;
  for (let before = next; before && readMore;) {
    const page = await readMore(before, DOWNLOAD_PAGE);
    all = [...all, ...page.activity];
    before = page.activity_before;
  }
  const body = kind === 'json' ? JSON.stringify(all, null, 2) : csvOf(all);
  const file = new Blob([body], { type: kind === 'json' ? 'application/json' : 'text/csv' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = `hivegate-activity-${user}.${kind}`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
  status('');
}

const COLUMNS = ['app', 'id', 'operations', 'at', 'status', 'block_num', 'why', 'source'] as const;

/** RFC 4180: every field quoted, quotes doubled; a field opening with =+-@ is kept as text. */
function csvOf(entries: ActivityView[]): string {
  const field = (value: string | string[] | number | null | undefined) => {
    const text = Array.isArray(value) ? value.join(' ') : String(value ?? '');
    return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
  };
  const lines = entries.map((entry) => COLUMNS.map((column) => field(entry[column])).join(','));
  return [COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}
