import type { AppEntry, DirectoryAnswer } from '../../../core/apps/directory';
import { appLimitsWords } from '../../../core/limits/limitsReach';
import { escapeHtml } from './escapeHtml';
import { Html, html, layout } from './html';

/*
 * The /apps page, in the common layout: featured apps first, then the ranking of the others (an
 * app is listed once; a featured one keeps its rank number). Every profile string is escaped; a
 * website is a link only when its check said `ok`, and then with rel="nofollow noopener
 * noreferrer". An app whose identity is read from posting_json_metadata (APP_PROFILE_POSTING_FALLBACK)
 * or not readable at all is flagged, with the way to register it properly (issue 37 §2). Each says
 * whether the limits its users set bind all it can do, as /api/apps's `limits_enforced` and the
 * consent page say it (issue 39 §1). No script.
 */

export function renderAppsPage(answer: DirectoryAnswer): string {
  const body = answer.building ? buildingSection() : directorySections(answer);
  return layout({ title: 'Apps', current: '/apps', body: html`<h1>Apps</h1>\n${new Html(body)}` });
}

function buildingSection(): string {
  return '<p>The directory is being built. Please try again in a minute.</p>';
}

function directorySections(answer: DirectoryAnswer): string {
  const rankOf = new Map(answer.apps.map((app, index) => [app.username, index + 1]));
  const featuredNames = new Set(answer.featured);
  const byName = new Map(answer.apps.map((app) => [app.username, app]));
  const featured = answer.featured.flatMap((name) => byName.get(name) ?? []);
  const ranked = answer.apps.filter((app) => !featuredNames.has(app.username));
  const updated = escapeHtml(answer.updated_at);
  const parts = [
    `<p class="muted small">Apps that broadcast through this service, ranked by daily users over the last ${answer.window_days} days.
Updated <time datetime="${updated}">${updated.replace('T', ' ').slice(0, 16)} UTC</time>.
Names and descriptions are published by each app account itself and are not verified.
Own an app? <a href="/apps/register">Register it</a> with its active key.</p>`,
  ];
  if (featured.length > 0) {
    parts.push(
      `<h2>Featured</h2>\n<ul class="apps">\n${featured.map((app) => card(app, rankOf.get(app.username))).join('\n')}\n</ul>`,
    );
  }
  parts.push('<h2>Ranking</h2>');
  parts.push(
    answer.apps.length === 0
      ? '<p>No app has been used in this period.</p>'
      : ranked.length === 0
        ? '<p>Every app used in this period is featured above.</p>'
        : `<ol class="apps">\n${ranked.map((app) => card(app, rankOf.get(app.username))).join('\n')}\n</ol>`,
  );
  return parts.join('\n');
}

function card(app: AppEntry, rank?: number): string {
  const name = app.name ?? app.username;
  const lines = [
    `<li class="app-entry">`,
    `<div class="head">${rank === undefined ? '' : `<span class="rank">#${rank}</span>`}` +
      `<span class="name">${escapeHtml(name)}</span> <span class="user">@${escapeHtml(app.username)}</span>` +
      `${app.new ? ' <span class="badge">New</span>' : ''}${registrationBadge(app)}</div>`,
  ];
  if (app.about) lines.push(`<p class="about">${escapeHtml(app.about)}</p>`);
  const note = registrationNote(app);
  if (note) lines.push(note);
  if (app.limits_enforced !== null)
    lines.push(
      `<p class="small limits-reach">${escapeHtml(appLimitsWords(app.limits_enforced))}</p>`,
    );
  const link = websiteLink(app);
  lines.push(
    `<div class="stats">${count(app.users, 'user')} · ${count(app.requests, 'request')}${link ? ` · ${link}` : ''}</div>`,
  );
  lines.push('</li>');
  return lines.join('\n');
}

/** Where the app's identity comes from, when that is weaker than its active key's json_metadata. */
function registrationBadge(app: AppEntry): string {
  if (app.profile_source === 'posting_json_metadata')
    return ' <span class="badge warn">Weaker registration</span>';
  if (app.profile_source === null) return ' <span class="badge warn">Not registered</span>';
  return '';
}

function registrationNote(app: AppEntry): string | undefined {
  if (app.profile_source === 'posting_json_metadata')
    return `<p class="small">Its sign-in settings are in <code>posting_json_metadata</code>: anyone who holds its posting authority can change where its users' sign-ins go. Its owner can <a href="/apps/register">register it with the active key</a>.</p>`;
  if (app.profile_source === null)
    return `<p class="small">No app profile in its <code>json_metadata</code>: nobody can sign in to it here until its owner <a href="/apps/register">registers it</a>.</p>`;
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

function count(value: number, unit: string): string {
  return `${value.toLocaleString('en-US')} ${unit}${value === 1 ? '' : 's'}`;
}
