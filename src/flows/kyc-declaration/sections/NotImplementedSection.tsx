import { useElement } from '../../../platform/element.js';
import { InfoBox } from '../../../ui/index.js';
import type { KycDeclarationModel } from '../kyc-declaration.model.js';
import { SectionActions } from './common.js';

/** A section of a type this element does not show: «Not implemented section» with «Neste» (spec 2 §2). */
export function NotImplementedSection({ model }: { model: KycDeclarationModel }) {
  const { t } = useElement().config;
  const index = model.engine.value?.index.value ?? -1;
  return (
    <div className="kyc__not-implemented">
      <InfoBox variant="warning" role="none">
        <p>{t('kyc.notImplemented')}</p>
      </InfoBox>
      <SectionActions model={model} index={index} onClick={() => model.advance()} />
    </div>
  );
}
