import { lazyPart } from '../../ui/LazyPart.js';

/**
 * The UI kit's modal as a part fetched on demand: the declaration's dialogs («Hvorfor må jeg svare på
 * dette?», «Økten utløpt», help texts) are rare, so the first visit does not carry their code. Render
 * it only while open; preload it when a dialog is likely (focus on the button that opens it).
 */
export const lazyModal = lazyPart(() => import('../../ui/Modal.js').then((m) => m.Modal));
