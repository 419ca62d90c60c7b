import { postingLimitsOf } from '../../../core/limits/postingLimits';
import { actionWords } from '../../../web/i18n/words/grantWords';
import { words } from '../pages/i18n';
import type { ConsentAnswer } from '../../../core/signIn/ConsentUseCase';
import { html, type Html } from '../pages/html';

/*
 * The limits a user may set on the consent page (issues 24 §3, 39 §1), folded under "Adjust
 * limits" beside what the app may do, before the sign-in step. Each control starts at what the
 * sign-in will grant and can only go lower (web/src/consent.ts tightens with
 * core/limits/postingLimits.ts and says the grant again); only choices that change the grant are
 * offered:
 * - the operations, when more than one is granted; a limit on one (votes, app message kinds) is
 *   in a group of its own that is disabled while that operation is unticked;
 * - app message kinds only when custom_json is granted;
 * - an end only before the end the app asked (none left: the asked end is said, not offered).
 * When the app asked for none, a sensible offer (an end date, a daily budget, a vote ceiling)
 * that changes nothing unless the user picks it. Every control has a visible label; groups are
 * fieldsets with legends. Held by test/http/grantLimits.spec.ts and test/browser/grantLimits.spec.ts.
 */

/** Access ends after these many days, as the expiry choice offers them. */
export const EXPIRY_DAYS = [1, 7, 30, 90] as const;

const DAY_MS = 24 * 3600_000;

export function limitsFieldset(consent: ConsentAnswer, now = Date.now()): Html | string {
  const granted = consent.grants;
  if (granted.kind !== 'posting') return '';
  const asked = postingLimitsOf(granted.authorization_details);
  const t = words();
  const app = `@${consent.app.username}`;
  const maxPercent = (asked?.max_vote_weight ?? 10000) / 100;
  const ids = granted.scope.includes('custom_json') ? (asked?.custom_json_ids ?? []) : [];
  return html`<details id="limits-adjust" class="adjust">
<summary>${t.t('limits.adjust')}</summary>
<fieldset id="limits" class="limits" aria-describedby="limits-help">
<legend>${t.html('limits.legend', { app })}</legend>
<p class="muted small" id="limits-help">${t.html('limits.help', { app })}</p>
${
  granted.scope.length > 1
    ? html`<fieldset class="choices"><legend>${t.t('limits.actions')}</legend>
${granted.scope.map((name) => html`<label class="check"><input type="checkbox" name="limit-operation" value="${name}" checked> ${actionWords([name], t)}</label>`)}
</fieldset>`
    : ''
}
${
  granted.scope.includes('vote')
    ? html`<fieldset class="choices" data-operation="vote"><legend>${t.t('limits.votes')}</legend>
<label for="limit-vote-weight">${t.html('limits.voteWeight', { max: String(maxPercent) })}</label>
<input id="limit-vote-weight" type="number" inputmode="decimal" min="0.01" max="${maxPercent}" step="0.01" value="${maxPercent}">
${
  asked?.allow_downvote === false
    ? html`<p class="small">${t.t('limits.noDownvotes')}</p>`
    : html`<label class="check"><input id="limit-downvote" type="checkbox" checked> ${t.t('limits.allowDownvotes')}</label>`
}
</fieldset>`
    : ''
}
${
  ids.length
    ? html`<fieldset class="choices" data-operation="custom_json"><legend>${t.t('limits.appMessages')}</legend>
${ids.map((id) => html`<label class="check"><input type="checkbox" name="limit-custom-json" value="${id}" checked> <bdi translate="no">${id}</bdi></label>`)}
</fieldset>`
    : ''
}
<label for="limit-per-day">${asked?.max_operations_per_day !== undefined ? t.html('limits.perDayMax', { max: asked.max_operations_per_day }) : t.t('limits.perDayNone')}</label>
<input id="limit-per-day" type="number" inputmode="numeric" min="1" step="1"${asked?.max_operations_per_day !== undefined ? html` max="${asked.max_operations_per_day}" value="${asked.max_operations_per_day}"` : ''}>
${expiryChoice(app, asked?.expires_at, now)}
</fieldset>
</details>`;
}

/** The ends on offer: each before the end the app asked, if it asked one. */
function expiryChoice(app: string, askedEnd: string | undefined, now: number): Html {
  const t = words();
  const days = EXPIRY_DAYS.filter(
    (d) => askedEnd === undefined || now + d * DAY_MS < Date.parse(askedEnd),
  );
  if (askedEnd !== undefined && days.length === 0)
    return html`<p class="small">${t.html('limits.endsAsAsked', { date: t.date(askedEnd), app })}</p>`;
  return html`<label for="limit-expiry">${t.t('limits.ends')}</label>
<select id="limit-expiry">
${askedEnd ? html`<option value="asked" selected>${t.t('limits.asAsked', { date: t.date(askedEnd), app })}</option>` : html`<option value="never" selected>${t.t('limits.whenRemoved')}</option>`}
${days.map((d) => html`<option value="${d}">${t.t('limits.inDays', { days: d })}</option>`)}
</select>`;
}
