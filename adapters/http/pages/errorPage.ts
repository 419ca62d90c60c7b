import { html, layout } from './html';

/** A page that only explains what went wrong; it has no form, no script and never redirects. */
export function renderErrorPage(options: { title: string; description: string; code?: string }): string {
  return layout({
    title: options.title,
    body: html`<h1>${options.title}</h1>
<div class="error-box" role="alert">
<p>${options.description}</p>
${options.code ? html`<p class="muted">Error code: <code>${options.code}</code></p>` : ''}
</div>
<p>If an app sent you here, go back to it and try again, or tell its developers.</p>`,
  });
}
