import { html, layout } from './html';

/** A page that only explains what went wrong; it has no form, no script and never redirects. */
export function renderErrorPage(options: {
  title: string;
  description: string;
  code?: string;
  home?: boolean;
}): string {
  return layout({
    title: options.title,
    body: html`<h1>${options.title}</h1>
<div class="error-box" role="alert">
<p>${options.description}</p>
${options.code ? html`<p class="small">Error code: <code>${options.code}</code></p>` : ''}
</div>
${
  options.home
    ? html`<p><a href="/">Go to the home page</a>, see <a href="/authorized-apps">your authorized apps</a> or <a href="/apps">the app directory</a>.</p>`
    : html`<p>If an app sent you here, go back to it and try again, or tell its developers.</p>`
}`,
  });
}
