/**
 * The receipts after an application or a completion (spec 1 §2 "Receipts after application"), shared
 * by `<salgspant-application>`, `<salgspant-completion>` and `<salgspant-app>`. Load it on demand
 * (`lazyPart(() => import('…/flows/receipts/index.js').then((m) => m.Receipt))`); nothing the
 * calculator or the chooser load imports it.
 */
export { Receipt, ALTERNATIVE_INSURANCE_BANK, type ReceiptProps } from './Receipt.js';
export { receiptKindFor, RECEIPT_KINDS, TAX_DATA_ERROR, type ReceiptKind } from './receipt-kind.js';
export { receiptsTexts } from './receipts.texts.js';
export { receiptsCss } from './receipts.styles.js';
export { decodePdf, COMMITMENT_PDF_NAME, PDF_TYPE } from './pdf.js';
export { CommitmentDownload, type CommitmentDownloadProps } from './CommitmentDownload.js';
export { FeedbackForm, type FeedbackFormProps } from './FeedbackForm.js';
