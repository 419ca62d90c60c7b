import { translatorFor } from '../../adapters/http/pages/i18n';

/** The pages' English words (web/i18n/catalogues/en.ts), as the server formats them. */
export const english = translatorFor('en');
