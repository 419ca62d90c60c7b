import type { AppEntry, DirectoryAnswer } from '../../../core/domain/directory';
import { escapeHtml } from './escapeHtml';

/*
 * The /apps page: the directory answer as HTML, featured apps first, then the ranking.
 * Every profile string is escaped; a website is a link only when its check said `ok`, and then
 * with rel="nofollow noopener noreferrer". No script at all; styles inline (the route's CSP
 * allows inline styles only).
 */

const STYLE = `
body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1a1a1a;background:#fafafa}
main{max-width:44rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
p.note{color:#555;font-size:.9rem;margin:.25rem 0}
ol,ul{list-style:none;padding:0;margin:0}
li.app{background:#fff;border:1px solid #e3e3e3;border-radius:.5rem;padding:.75rem;margin:.5rem 0;overflow-wrap:anywhere}
.head{display:flex;flex-wrap:wrap;gap:.25rem .5rem;align-items:baseline}
.rank{color:#777;min-width:2ch}.name{font-weight:600}.user{color:#555}
.badge{background:#e7f6ec;color:#17643a;border-radius:.25rem;padding:0 .4rem;font-size:.8rem}
.about{margin:.35rem 0}.stats{color:#444;font-size:.9rem}
a{color:#0b57d0}
@media (prefers-color-scheme:dark){body{background:#121212;color:#eee}li.app{background:#1d1d1d;border-color:#333}
.user,.rank,p.note,.stats{color:#aaa}a{color:#8ab4f8}.badge{background:#1e3a2a;color:#9fe0b5}}
`;

export function renderAppsPage(answer: DirectoryAnswer): string {
  const body = answer.building ? buildingSection() : directorySections(answer);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Apps — hivegate</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Apps</h1>
${body}
</main>
</body>
</html>
`;
}

function buildingSection(): string {
  return '<p>The directory is being built. Please try again in a minute.</p>';
}

function directorySections(answer: DirectoryAnswer): string {
  const byName = new Map(answer.apps.map((app) => [app.username, app]));
  const featured = answer.featured.flatMap((name) => byName.get(name) ?? []);
  const updated = escapeHtml(answer.updated_at);
  const parts = [
    `<p class="note">Apps that broadcast through this service, ranked by daily users over the last ${answer.window_days} days.
Updated <time datetime="${updated}">${updated.replace('T', ' ').slice(0, 16)} UTC</time>.
Names and descriptions are published by each app account itself and are not verified.</p>`,
  ];
  if (featured.length > 0) {
    parts.push(`<h2>Featured</h2>\n<ul>\n${featured.map((app) => card(app)).join('\n')}\n</ul>`);
  }
  parts.push('<h2>Ranking</h2>');
  parts.push(
    answer.apps.length === 0
      ? '<p>No app has been used in this period.</p>'
      : `<ol>\n${answer.apps.map((app, index) => card(app, index + 1)).join('\n')}\n</ol>`,
  );
  return parts.join('\n');
}

function card(app: AppEntry, rank?: number): string {
  const name = app.name ?? app.username;
  const lines = [
    `<li class="app">`,
    `<div class="head">${rank === undefined ? '' : `<span class="rank">${rank}.</span>`}` +
      `<span class="name">${escapeHtml(name)}</span> <span class="user">@${escapeHtml(app.username)}</span>` +
      `${app.new ? ' <span class="badge">New</span>' : ''}</div>`,
  ];
  if (app.about) lines.push(`<p class="about">${escapeHtml(app.about)}</p>`);
  const link = websiteLink(app);
  lines.push(`<div class="stats">${count(app.users, 'user')} · ${count(app.requests, 'request')}${link ? ` · ${link}` : ''}</div>`);
  lines.push('</li>');
  return lines.join('\n');
}

/** A link only for a website that answered on its own domain, and only to http(s). */
function websiteLink(app: AppEntry): string | undefined {
  if (app.site !== 'ok' || app.website === null || !/^https?:\/\//i.test(app.website)) return undefined;
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
