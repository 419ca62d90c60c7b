import type { AppEntry, DirectoryAnswer } from '../../../core/ports/DirectoryShare';
import { appLimitsWords } from '../../../web/i18n/words/limitsReachWords';
import { words } from '../pages/i18n';
import { escapeHtml } from '../pages/escapeHtml';
import { Html, html, layout } from '../pages/html';

/*
 * The /apps page, in the common layout: featured apps first, then the ranking of the others (an
 * app is listed once; a featured one keeps its rank number). Every profile string is escaped; a
 * website is a link only when its check said `ok`, and then with rel="nofollow noopener
 * noreferrer". An app whose identity is read from posting_json_metadata (APP_PROFILE_POSTING_FALLBACK)
 * or not readable at all is flagged, with the way to register it properly (issue 37 §2). Each says
 * whether the limits its users set bind all it can do, as /api/apps's `limits_enforced` and the
 * consent page say it (issue 39 §1). No script. In the page's language (issue 40); on-chain
 * names and descriptions are the apps' own, marked translate="no".
 */

export function renderAppsPage(answer: DirectoryAnswer): string {
  const t = words();
  const body = answer.building ? buildingSection() : directorySections(answer);
  const title = t.t('layout.nav.apps');
  return layout({ title, current: '/apps', body: html`<h1>${title}</h1>\n${new Html(body)}` });
}

function buildingSection(): string {
  return `<p>${escapeHtml(words().t('apps.building'))}</p>`;
}

function directorySections(answer: DirectoryAnswer): string {
  const rankOf = new Map(answer.apps.map((app, index) => [app.username, index + 1]));
  const featuredNames = new Set(answer.featured);
  const byName = new Map(answer.apps.map((app) => [app.username, app]));
  const featured = answer.featured.flatMap((name) => byName.get(name) ?? []);
  const ranked = answer.apps.filter((app) => !featuredNames.has(app.username));
  const t = words();
  const updated = html`<time datetime="${answer.updated_at}">${t.date(answer.updated_at)}</time>`;
  const parts = [
    `<p class="muted small">${t.html('apps.intro', { days: answer.window_days }).text}
${t.html('apps.updated', { date: updated }).text}
${t.html('apps.unverified').text}
${t.html('apps.own', { link: html`<a href="/apps/register">${t.t('home.register')}</a>` }).text}</p>`,
  ];
  if (featured.length > 0) {
    parts.push(
      `<h2>${escapeHtml(t.t('apps.featured'))}</h2>\n<ul class="apps">\n${featured.map((app) => card(app, rankOf.get(app.username))).join('\n')}\n</ul>`,
    );
  }
  parts.push(`<h2>${escapeHtml(t.t('apps.ranking'))}</h2>`);
  parts.push(
    answer.apps.length === 0
      ? `<p>${escapeHtml(t.t('apps.none'))}</p>`
      : ranked.length === 0
        ? `<p>${escapeHtml(t.t('apps.allFeatured'))}</p>`
        : `<ol class="apps">\n${ranked.map((app) => card(app, rankOf.get(app.username))).join('\n')}\n</ol>`,
  );
  return parts.join('\n');
}

function card(app: AppEntry, rank?: number): string {
  const t = words();
  const name = app.name ?? app.username;
  const lines = [
    `<li class="app-entry">`,
    `<div class="head">${rank === undefined ? '' : `<span class="rank">#${rank}</span>`}` +
      `<bdi class="name" translate="no">${escapeHtml(name)}</bdi> <bdi class="user">@${escapeHtml(app.username)}</bdi>` +
      `${app.new ? ` <span class="badge">${escapeHtml(t.t('apps.new'))}</span>` : ''}${registrationBadge(app)}</div>`,
  ];
  if (app.about)
    lines.push(`<p class="about" dir="auto" translate="no">${escapeHtml(app.about)}</p>`);
  const note = registrationNote(app);
  if (note) lines.push(note);
  if (app.limits_enforced !== null)
    lines.push(
      `<p class="small limits-reach">${escapeHtml(appLimitsWords(app.limits_enforced, t))}</p>`,
    );
  const link = websiteLink(app);
  lines.push(
    `<div class="stats">${escapeHtml(t.t('apps.users', { count: app.users }))} · ${escapeHtml(t.t('apps.requests', { count: app.requests }))}${link ? ` · ${link}` : ''}</div>`,
  );
  lines.push('</li>');
  return lines.join('\n');
}

/** Where the app's identity comes from, when that is weaker than its active key's json_metadata. */
function registrationBadge(app: AppEntry): string {
  const t = words();
  if (app.profile_source === 'posting_json_metadata')
    return ` <span class="badge warn">${escapeHtml(t.t('apps.weaker'))}</span>`;
  if (app.profile_source === null)
    return ` <span class="badge warn">${escapeHtml(t.t('apps.notRegistered'))}</span>`;
  return '';
}

function registrationNote(app: AppEntry): string | undefined {
  const t = words();
  const link = html`<a href="/apps/register">${t.t('home.register')}</a>`;
  if (app.profile_source === 'posting_json_metadata')
    return `<p class="small">${t.html('apps.postingNote', { field: html`<code>posting_json_metadata</code>`, link }).text}</p>`;
  if (app.profile_source === null)
    return `<p class="small">${t.html('apps.noProfile', { field: html`<code>json_metadata</code>`, link }).text}</p>`;
  return undefined;
}

/** A link only for a website that answered on its own domain, and only to http(s). */
function websiteLink(app: AppEntry): string | undefined {
  if (app.site !== 'ok' || app.website === null || !/^https?:\/\//i.test(app.website))
    return undefined;
  let label = app.website;
  try {
    label = new URL(app.website).host;
  } catch {
    return undefined;
  }
  return `<a href="${escapeHtml(app.website)}" rel="nofollow noopener noreferrer">${escapeHtml(label)}</a>`;
}
