import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';

/** What a loan commitment (lånebevis) states. */
export interface CommitmentLetter {
  caseId: string;
  customerName: string;
  loanAmount: number;
  months: number;
  nominalRatePct: number;
  effectiveRatePct: number;
  monthlyCost: number;
  issued: Date;
}

const kr = (value: number) =>
  `${Math.round(value)
    .toLocaleString('nb-NO')
    .replace(/\u00a0/g, ' ')} kr`;
const pct = (value: number) => `${value.toFixed(2).replace('.', ',')} %`;
const date = (value: Date) =>
  value.toLocaleDateString('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A real, one-page PDF loan commitment, valid for 3 months (spec 1 §9), returned as base64 for
 * `loanCommitmentFileData`.
 */
export async function commitmentPdfBase64(letter: CommitmentLetter): Promise<string> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Lånebevis ${letter.caseId}`);
  doc.setAuthor('Demobanken (sandkasse)');
  doc.setLanguage('nb-NO');
  doc.setCreationDate(letter.issued);
  doc.setModificationDate(letter.issued);
  const page = doc.addPage([595, 842]);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const validUntil = new Date(letter.issued);
  validUntil.setUTCMonth(validUntil.getUTCMonth() + 3);
  let y = 770;
  const line = (text: string, font = regular, size = 12) => {
    page.drawText(text, { x: 60, y, size, font, color: rgb(0.1, 0.1, 0.1) });
    y -= size + 10;
  };
  line('Lånebevis', bold, 24);
  y -= 10;
  line(`Saksnummer: ${letter.caseId}`);
  line(`Utstedt til: ${letter.customerName}`);
  line(`Utstedt: ${date(letter.issued)}`);
  line(`Gyldig til: ${date(validUntil)}`);
  y -= 10;
  line(`Lånebeløp inntil: ${kr(letter.loanAmount)}`, bold, 14);
  line(`Nedbetalingstid: ${letter.months / 12} år`);
  line(`Nominell rente: ${pct(letter.nominalRatePct)}`);
  line(`Effektiv rente: ${pct(letter.effectiveRatePct)}`);
  line(`Månedlig kostnad: ${kr(letter.monthlyCost)}`);
  y -= 20;
  line('Lånebeviset gjelder kjøp av kjøretøy med salgspant. Endelig lån forutsetter at kjøretøyet');
  line('godkjennes av banken. Dette dokumentet er laget av sandkassen og er ikke et ekte tilbud.');
  const bytes = await doc.save({ useObjectStreams: false });
  return Buffer.from(bytes).toString('base64');
}
