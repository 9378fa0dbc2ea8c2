import { useSignals } from '@preact/signals-react/runtime';
import { useState, type SubmitEvent } from 'react';
import { useElement } from '../../../platform/element.js';
import type { KnownSection } from '../../../schemas/kyc.js';
import { InfoBox } from '../../../ui/index.js';
import { countryName } from '../countries.js';
import { SectionActions, type SectionProps } from './common.js';

type CountrySectionData = Extract<KnownSection, { type: 'COUNTRY' }>;

/**
 * Citizenship, country of birth and country of residence from the population register, read-only,
 * confirmed by the customer (spec 2 §2, §4): OK moves on, NOT_VALID stays with the service's
 * message, NOT_VERIFIED / ERROR (or a failed call) show the retry message of §8.
 */
export function CountrySection({ model, section, index }: SectionProps<CountrySectionData>) {
  useSignals();
  const { t } = useElement().config;
  const [problem, setProblem] = useState<{ kind: 'not-valid' | 'retry'; message: string } | null>(null);
  const save = model.saveOf(index);
  const unknown = t('kyc.country.unknown');

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (save.status === 'submitting') return;
    if (section.confirmed === true) {
      model.advance();
      return;
    }
    setProblem(null);
    const answer = await model.confirmCountries(index, {
      countryOfBirth: section.countryOfBirth?.iso3 ?? '',
      countryOfResidence: section.countryOfResidence?.iso3 ?? '',
      citizenship: section.citizenship.map((c) => c.iso3),
    });
    if (answer?.typeInfo === 'OK') return;
    if (answer?.typeInfo === 'NOT_VALID') {
      setProblem({ kind: 'not-valid', message: answer.message ?? t('kyc.country.notValid') });
    } else if (model.saveOf(index).status === 'error' || answer) {
      setProblem({ kind: 'retry', message: t('kyc.save.error.countries') });
    }
  };

  return (
    <form className="kyc__form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>{t('kyc.country.source')}</p>
      <dl className="kyc__facts">
        <div>
          <dt>{t('kyc.country.citizenship')}</dt>
          <dd>{section.citizenship.map(countryName).join(', ') || unknown}</dd>
        </div>
        <div>
          <dt>{t('kyc.country.birth')}</dt>
          <dd>{section.countryOfBirth ? countryName(section.countryOfBirth) : unknown}</dd>
        </div>
        <div>
          <dt>{t('kyc.country.residence')}</dt>
          <dd>{section.countryOfResidence ? countryName(section.countryOfResidence) : unknown}</dd>
        </div>
      </dl>
      {section.confirmed === true && (
        <InfoBox variant="success" role="none">
          <p>{t('kyc.country.confirmed')}</p>
        </InfoBox>
      )}
      {problem && (
        <InfoBox variant={problem.kind === 'not-valid' ? 'warning' : 'error'}>
          <p>{problem.message}</p>
        </InfoBox>
      )}
      <SectionActions model={model} index={index} label={t('kyc.confirm')} hideError />
    </form>
  );
}
