/** The receipts' texts: in the catalogue beside every other area's (src/texts/nb/receipts.ts). */
export { receiptsTexts } from '../../texts/nb/receipts.js';
