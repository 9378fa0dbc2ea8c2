import { useSignals } from '@preact/signals-react/runtime';
import { useElement } from '../../../platform/element.js';
import type { KnownSection } from '../../../schemas/kyc.js';
import { InfoBox } from '../../../ui/index.js';
import { SectionActions, type SectionProps } from './common.js';

type TaxSigningSectionData = Extract<KnownSection, { type: 'TAX_SIGNING' }>;

/**
 * Tax signing (spec 2 §2, §4): GET signing/start sends the browser to the signing page when it
 * answers a URL; the signing page sends it back here, where the declaration resumes at this section
 * (the index is in session storage) and the form says it is signed; completed moves on.
 */
export function TaxSigningSection({ model, section, index }: SectionProps<TaxSigningSectionData>) {
  useSignals();
  const { t } = useElement().config;
  const signed = section.signed === true;
  return (
    <div className="kyc__signing">
      {section.text && <p>{section.text}</p>}
      {signed && (
        <InfoBox variant="success" role="none">
          <p>{t('kyc.signing.signed')}</p>
        </InfoBox>
      )}
      <SectionActions
        model={model}
        index={index}
        label={signed ? t('kyc.next') : t('kyc.signing.start')}
        onClick={() => (signed ? model.advance() : void model.startSigning(index))}
      />
    </div>
  );
}
