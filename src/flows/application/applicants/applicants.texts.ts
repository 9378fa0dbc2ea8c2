import { errorsSaveFailed } from '../../../texts/nb/errors.js';
import { applicantsTexts as own } from '../../../texts/nb/applicants.js';

/**
 * The texts the applicants step renders: its own area and the failed-save text of spec 1 §8 (shown
 * when the consents cannot be saved). The application adds these to its element's catalogue; the UI
 * kit's texts come with the application's catalogue.
 */
export const applicantsTexts = { ...own, ...errorsSaveFailed };
