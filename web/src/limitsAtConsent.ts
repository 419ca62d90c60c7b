import { HIVE_POSTING, type LimitChoice } from '../../core/limits/postingLimits';
import { limitWords } from '../i18n/words/limitWords';
import { t, words } from './i18n';
import { byId } from './pageDom';

/**
 * Limits the user set on this app at /authorized-apps still bind the sign-in they just signed
 * (issue 57 §7): the consent page offered "Largest vote 100 %", so before going on it says, in
 * plain words, what is in force. Known only from the answer to the signature (the challenge
 * answers anyone; what a user set is theirs to see). One Continue goes on; the device page, whose
 * sign-in is done, only says it. With nothing set, nothing is shown and nothing is asked.
 */
export function showLimitsStillApply(
  limits: LimitChoice | undefined,
  goOn: (() => void) | undefined,
): boolean {
  const lines = limitWords(limits && { type: HIVE_POSTING, ...limits }, words);
  if (lines.length === 0) return false;
  byId('signin').hidden = true;
  for (const form of document.querySelectorAll<HTMLElement>('form.deny')) form.hidden = true;
  const notice = document.createElement('section');
  notice.id = 'limits-still-apply';
  notice.className = 'card';
  notice.setAttribute('role', 'status');
  const said = document.createElement('p');
  said.textContent = t('signin.limitsStillApply', { limits: lines.join(' ') });
  notice.append(said);
  byId('signin').after(notice);
  if (!goOn) return true;
  const go = document.createElement('button');
  go.type = 'button';
  go.className = 'primary';
  go.textContent = t('signin.limitsContinue');
  go.addEventListener('click', () => {
    go.disabled = true;
    goOn();
  });
  notice.append(go);
  go.focus();
  return true;
}
