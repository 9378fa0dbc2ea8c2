import { useEffect, useId, useMemo, useRef } from 'react';
import { useElement } from '../../platform/element.js';
import { Button, InfoBox } from '../../ui/index.js';
import { COMMITMENT_PDF_NAME, decodePdf, PDF_TYPE } from './pdf.js';

/** Props of {@link CommitmentDownload}. */
export interface CommitmentDownloadProps {
  /** `loanCommitmentFileData`: the base64 PDF, or null when the service has none yet. */
  fileData: string | null;
}

/**
 * The «Lånebevis.pdf» download button: the base64 PDF is decoded (and checked to be a PDF) when the
 * receipt renders; a press makes a Blob of type `application/pdf` behind an object URL and clicks a
 * hidden link to it with `download="Lånebevis.pdf"`. That is a real file download that works under
 * a strict CSP (no `data:` URL, no new window). The object URLs are revoked when the receipt goes
 * away. Missing or invalid data shows a message instead of a broken file.
 */
export function CommitmentDownload({ fileData }: CommitmentDownloadProps) {
  const { t } = useElement().config;
  const bytes = useMemo(() => (fileData === null ? null : decodePdf(fileData)), [fileData]);
  const anchorHost = useRef<HTMLDivElement>(null);
  const urls = useRef<string[]>([]);
  const hintId = `receipt-download-hint-${useId()}`;

  useEffect(
    () => () => {
      for (const url of urls.current.splice(0)) URL.revokeObjectURL(url);
    },
    [],
  );

  if (fileData === null) return <InfoBox role="none">{t('receipts.commitment.pdfMissing')}</InfoBox>;
  if (!bytes) return <InfoBox variant="warning">{t('receipts.commitment.pdfInvalid')}</InfoBox>;

  const onDownload = () => {
    const url = URL.createObjectURL(new Blob([bytes], { type: PDF_TYPE }));
    urls.current.push(url);
    const link = document.createElement('a');
    link.href = url;
    link.download = COMMITMENT_PDF_NAME;
    link.type = PDF_TYPE;
    link.hidden = true;
    anchorHost.current?.append(link);
    link.click();
    link.remove();
  };

  return (
    <div className="receipt__actions" ref={anchorHost}>
      <Button onClick={onDownload} aria-describedby={hintId}>
        {t('receipts.commitment.download')}
      </Button>
      <p id={hintId}>{t('receipts.commitment.downloadHint')}</p>
    </div>
  );
}
