import { postingLimitsOf } from '../../../core/domain/grantLimits';
import { dateWords } from '../../../core/domain/limitWords';
import type { ConsentAnswer } from '../../../core/usecases/ConsentUseCase';
import { html, type Html } from './html';

/*
 * The limits a user may set on the consent page (issue 24 §3): each control starts at what the
 * app asked and can only go lower (web/src/consent.ts tightens with core/domain/grantLimits.ts);
 * when the app asked for none, a sensible offer (an end date, a daily budget, a vote ceiling)
 * that changes nothing unless the user picks it. Every control has a visible label; the group is a
 * fieldset with a legend, so screen readers announce it. Held by test/http/grantLimits.spec.ts
 * and the browser test of consent tightening.
 */

/** Access ends after these many days, as the expiry choice offers them. */
export const EXPIRY_DAYS = [1, 7, 30, 90] as const;

export function limitsFieldset(consent: ConsentAnswer): Html | string {
  if (consent.grants.kind !== 'posting') return '';
  const asked = postingLimitsOf(consent.grants.authorization_details);
  const app = consent.app.username;
  const votes = consent.grants.scope.includes('vote');
  const maxPercent = (asked?.max_vote_weight ?? 10000) / 100;
  return html`<section class="card" aria-labelledby="limits-title">
<h2 id="limits-title">Your limits on @${app}</h2>
<p class="muted small" id="limits-help">You can lower what @${app} may do here, never raise it. You can remove its access at any time on the Authorized apps page.</p>
<fieldset class="limits" aria-describedby="limits-help">
<legend class="visually-hidden">Limits on what @${app} may do</legend>
${
  asked?.operations
    ? html`<fieldset class="choices"><legend>Allowed actions</legend>
${asked.operations.map((name) => html`<label class="check"><input type="checkbox" name="limit-operation" value="${name}" checked> ${name}</label>`)}
</fieldset>`
    : ''
}
${
  votes
    ? html`<label for="limit-vote-weight">Largest vote, in % (at most ${maxPercent})</label>
<input id="limit-vote-weight" type="number" inputmode="decimal" min="0.01" max="${maxPercent}" step="0.01" value="${maxPercent}" data-asked="${asked?.max_vote_weight ?? ''}">
${
  asked?.allow_downvote === false
    ? html`<p class="small">No downvotes.</p>`
    : html`<label class="check"><input id="limit-downvote" type="checkbox" checked> Allow downvotes</label>`
}`
    : ''
}
${
  asked?.custom_json_ids?.length
    ? html`<fieldset class="choices"><legend>Allowed app messages (custom_json)</legend>
${asked.custom_json_ids.map((id) => html`<label class="check"><input type="checkbox" name="limit-custom-json" value="${id}" checked> ${id}</label>`)}
</fieldset>`
    : ''
}
<label for="limit-per-day">Most actions a day${asked?.max_operations_per_day !== undefined ? html` (at most ${asked.max_operations_per_day})` : ' (empty: no limit)'}</label>
<input id="limit-per-day" type="number" inputmode="numeric" min="1" step="1"${asked?.max_operations_per_day !== undefined ? html` max="${asked.max_operations_per_day}" value="${asked.max_operations_per_day}"` : ''}>
<label for="limit-expiry">Access ends</label>
<select id="limit-expiry">
${asked?.expires_at ? html`<option value="asked" selected>${dateWords(asked.expires_at)} (as @${app} asked)</option>` : html`<option value="never" selected>When you remove it</option>`}
${EXPIRY_DAYS.map((days) => html`<option value="${days}">In ${days} ${days === 1 ? 'day' : 'days'}</option>`)}
</select>
</fieldset>
</section>`;
}
