import { useElement } from '../../../platform/element.js';
import type { KnownSection } from '../../../schemas/kyc.js';
import { SafeHtml } from '../../../ui/SafeHtml.js';
import { SectionActions, type SectionProps } from './common.js';

type InformationSectionData = Extract<KnownSection, { type: 'INFORMATION' }>;

/**
 * An information section (spec 2 §2): the server's HTML (sanitised) and its button. With
 * `finalizeWithStatus` it ends the declaration with that status, and goes to `redirectUrl` if given.
 */
export function InformationSection({ model, section, index }: SectionProps<InformationSectionData>) {
  const { t } = useElement().config;
  return (
    <div className="kyc__information">
      <SafeHtml className="kyc__html" html={section.content} />
      <SectionActions
        model={model}
        index={index}
        label={(section.buttonText ?? '') || t('kyc.information.continue')}
        onClick={() => model.continueInformation(section)}
      />
    </div>
  );
}
