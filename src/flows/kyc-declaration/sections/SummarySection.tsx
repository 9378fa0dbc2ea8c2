import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, type SubmitEvent } from 'react';
import { useElement } from '../../../platform/element.js';
import type { KnownSection, SummaryGroup } from '../../../schemas/kyc.js';
import { InfoBox, Loader } from '../../../ui/index.js';
import { ReadFailed, SectionActions, type SectionProps } from './common.js';
import { useSectionKeepsFocus } from './section-focus.js';

type SummarySectionData = Extract<KnownSection, { type: 'PROCESS_SUMMARY' | 'CASE_SUMMARY' }>;

function Groups({ groups }: { groups: readonly SummaryGroup[] }) {
  const { t } = useElement().config;
  return (
    <div className="kyc__summary">
      {groups.map((group, g) => (
        <section
          key={`${group.header ?? ''}-${g}`}
          className="kyc__summary-group"
          aria-label={group.header ?? undefined}
        >
          {group.header && <h3 className="kyc__subheading">{group.header}</h3>}
          <dl className="kyc__facts">
            {group.items.map((item, i) => (
              <div key={`${item.label}-${i}`}>
                <dt>{item.label}</dt>
                <dd>{item.value ?? t('kyc.summary.empty')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

/**
 * The process summary (the answers so far, «Neste») and the case summary (the case and the answers,
 * confirmed with «Bekreft og send inn»: POST kyc/confirmCaseSummary/{id}, then on) (spec 2 §2, §4).
 */
export function SummarySection({ model, section, index }: SectionProps<SummarySectionData>) {
  useSignals();
  const { t } = useElement().config;
  useSectionKeepsFocus();
  const isCase = section.type === 'CASE_SUMMARY';
  const caseId = section.type === 'CASE_SUMMARY' ? section.caseId : '';
  const load = () => (isCase ? model.lists.loadCaseSummary(caseId) : model.lists.loadProcessSummary());
  useEffect(() => {
    void (isCase ? model.lists.loadCaseSummary(caseId) : model.lists.loadProcessSummary());
  }, [model, isCase, caseId]);
  const summary = isCase ? model.lists.caseSummary.value : model.lists.processSummary.value;
  const confirmed = section.type === 'CASE_SUMMARY' && section.confirmed === true;

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (isCase && !confirmed) void model.confirmCaseSummary(index, caseId);
    else model.advance();
  };

  return (
    <form className="kyc__form" noValidate onSubmit={onSubmit}>
      {(summary.status === 'initial' || summary.status === 'loading') && <Loader label={t('kyc.summary.loading')} />}
      {summary.status === 'failed' && (
        <ReadFailed text={t('kyc.summary.failed')} retry={t('kyc.summary.retry')} onRetry={() => void load()} />
      )}
      {summary.status === 'loaded' && <Groups groups={summary.value.groups} />}
      {confirmed && (
        <InfoBox variant="success" role="none">
          <p>{t('kyc.caseSummary.confirmed')}</p>
        </InfoBox>
      )}
      {summary.status === 'loaded' && (
        <SectionActions
          model={model}
          index={index}
          {...(isCase && !confirmed ? { label: t('kyc.caseSummary.confirm') } : {})}
        />
      )}
    </form>
  );
}
