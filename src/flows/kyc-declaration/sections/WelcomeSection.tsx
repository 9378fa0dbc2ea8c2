import { useState } from 'react';
import { useElement } from '../../../platform/element.js';
import type { KnownSection } from '../../../schemas/kyc.js';
import { Button } from '../../../ui/index.js';
import { lazyModal } from '../lazy-modal.js';
import { SafeHtml } from '../../../ui/SafeHtml.js';
import { SectionActions, type SectionProps } from './common.js';

type WelcomeSectionData = Extract<KnownSection, { type: 'WELCOME' | 'WELCOME_WITH_PRODUCTS' }>;

/**
 * Welcome, and welcome with the customer's products («Dine produkter»), with the «Hvorfor må jeg
 * svare på dette?» modal (spec 2 §2). Part of the first visit.
 */
export function WelcomeSection({ model, section, index }: SectionProps<WelcomeSectionData>) {
  const { t } = useElement().config;
  const [whyOpen, setWhyOpen] = useState(false);
  const products = section.type === 'WELCOME_WITH_PRODUCTS' ? section.products : [];
  return (
    <div className="kyc__welcome">
      {section.text && <SafeHtml className="kyc__html" html={section.text} />}
      {section.type === 'WELCOME_WITH_PRODUCTS' && (
        <div className="kyc__products">
          <h3 className="kyc__subheading">{t('kyc.welcome.products')}</h3>
          <ul className="kyc__product-list">
            {products.map((product) => (
              <li key={product.name}>
                <strong>{product.name}</strong>
                {product.description && <span className="kyc__muted"> – {product.description}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
      {section.helpText && (
        <>
          <Button
            variant="tertiary-link"
            onClick={() => setWhyOpen(true)}
            onFocus={() => void lazyModal.preload()}
            onPointerEnter={() => void lazyModal.preload()}
          >
            {t('kyc.welcome.why')}
          </Button>
          {whyOpen && (
            <lazyModal.Component
              open
              onClose={() => setWhyOpen(false)}
              title={t('kyc.welcome.why')}
              closeLabel={t('kyc.welcome.whyClose')}
            >
              <SafeHtml className="kyc__html" html={section.helpText} />
            </lazyModal.Component>
          )}
        </>
      )}
      <SectionActions model={model} index={index} onClick={() => model.advance()} />
    </div>
  );
}
