import { useSelector } from '../../../ui/form/library.js';
import { COMMENT_MIN_LENGTH, isNorway, KYC_TEXT_MAX } from '../../../domain/kyc-rules.js';
import { useElement } from '../../../platform/element.js';
import type { Country, Reason } from '../../../schemas/kyc.js';
import { SelectField, TextField, withFieldGroup } from '../../../ui/form/index.js';
import { Button } from '../../../ui/index.js';
import { ChecklistField } from './fields.js';
import { alpha3Of, emptyOwner } from './owners.js';
import { PepRcaQuestionGroup, type PepRcaChoices } from './PepRcaGroups.js';
import { TaxQuestionGroup } from './TaxGroups.js';

/*
 * One beneficial owner's row as a field group of the form layer (decision 0064): the person, the
 * postal code checked for the country, the share and the reasons, then the shared PEP/RCA and tax
 * residence groups.
 */

type Choices = ReadonlyArray<{ value: string; label: string }>;

/** Props of {@link OwnerRowGroup}. */
interface OwnerProps {
  /** The owner's number, from 1. */
  n: number;
  /** Removes the row; none: it stays (a register's row, or the only one). */
  onRemove?: () => void;
  /** The register's national id, masked, for a locked row. */
  registerId: string;
  countries: readonly Country[];
  /** The USA's question's countries (FATCA) and the other countries' question's (CRS). */
  taxChoices: { us: Choices; other: Choices };
  pepChoices: PepRcaChoices;
  reasons: readonly Reason[];
  /** Checks the postal code typed for the country chosen. */
  onPostalCheck: () => void;
}
const ownerProps = (): OwnerProps => ({
  n: 1,
  registerId: '',
  countries: [],
  taxChoices: { us: [], other: [] },
  pepChoices: { roleTypes: [], roleCountries: [], residenceCountries: [], relationTypes: [] },
  reasons: [],
  onPostalCheck: () => undefined,
});

/** Why the person is a beneficial owner: a checkbox per reason (at least one). */
function Reasons({ reasons, legend, disabled }: { reasons: readonly Reason[]; legend: string; disabled: boolean }) {
  return (
    <ChecklistField<Record<string, boolean>>
      label={legend}
      disabled={disabled}
      options={reasons.map((reason) => ({ value: reason.code, label: reason.text }))}
      checked={(chosen, code) => chosen[code] === true}
      toggled={(chosen, code, on) => ({ ...chosen, [code]: on })}
    />
  );
}

/** One beneficial owner (spec 2 §2–§5, §9); a register's row is read-only but for its answers. */
export const OwnerRowGroup = withFieldGroup({
  defaultValues: emptyOwner(),
  props: ownerProps(),
  render: function OwnerRow({
    group,
    n,
    onRemove,
    registerId,
    countries,
    taxChoices,
    pepChoices,
    reasons,
    onPostalCheck,
  }) {
    const { t } = useElement().config;
    const placeholder = t('kyc.select.placeholder');
    const locked = group.state.values.locked;
    const citizenship = useSelector(group.store, (state) => state.values.citizenship);
    const secondary = useSelector(group.store, (state) => state.values.secondaryCitizenship);
    const residence = useSelector(group.store, (state) => state.values.countryOfResidence);
    const norwegian = isNorway(alpha3Of(residence, countries));
    const countryChoices = pepChoices.residenceCountries;
    const text = (
      name: 'firstName' | 'lastName' | 'postalPlace' | 'address',
      label: string,
      max: number,
      disabled = locked,
    ) => (
      <group.AppField name={name}>
        {() => <TextField label={label} maxLength={max} disabled={disabled} />}
      </group.AppField>
    );
    const select = (
      name: 'birthCountry' | 'citizenship' | 'secondaryCitizenship' | 'countryOfResidence',
      label: string,
      options: Choices,
      none?: string,
    ) => (
      <group.AppField name={name} listeners={name === 'countryOfResidence' ? { onChange: onPostalCheck } : {}}>
        {() =>
          none === undefined ? (
            <SelectField label={label} disabled={locked} placeholder={placeholder} options={options} />
          ) : (
            // Optional: «Ingen» is a real choice, so a second citizenship chosen can be taken back.
            <SelectField
              label={label}
              disabled={locked}
              placeholder={none}
              clearTo=""
              required={false}
              options={options}
            />
          )
        }
      </group.AppField>
    );
    return (
      <>
        <div className="kyc__row-head">
          <h3 className="kyc__row-title">{t('kyc.owners.owner', { n })}</h3>
          {!locked && onRemove && (
            <Button variant="tertiary-link" aria-label={t('kyc.owners.removeLabel', { n })} onClick={onRemove}>
              {t('kyc.owners.remove')}
            </Button>
          )}
        </div>
        {locked && <p className="kyc__muted">{t('kyc.owners.locked')}</p>}
        <div className="kyc__row-pair">
          {text('firstName', t('kyc.person.firstName'), KYC_TEXT_MAX.name)}
          {text('lastName', t('kyc.person.lastName'), KYC_TEXT_MAX.name)}
        </div>
        {locked ? (
          <p>
            {t('kyc.person.nationalId')}: {registerId || t('kyc.corp.unknown')}
          </p>
        ) : (
          <group.AppField name="nationalId">
            {() => <TextField label={t('kyc.person.nationalId')} hint={t('kyc.owners.nationalIdHint')} />}
          </group.AppField>
        )}
        {select('birthCountry', t('kyc.owners.birthCountry'), countryChoices)}
        <div className="kyc__row-pair">
          {select(
            'citizenship',
            t('kyc.owners.citizenship'),
            countryChoices.filter((c) => c.value !== secondary),
          )}
          {select(
            'secondaryCitizenship',
            t('kyc.owners.secondaryCitizenship'),
            countryChoices.filter((c) => c.value !== citizenship),
            t('kyc.owners.noSecondary'),
          )}
        </div>
        {select('countryOfResidence', t('kyc.owners.residence'), countryChoices)}
        <div className="kyc__row-pair">
          <group.AppField name="postalCode" listeners={{ onBlur: onPostalCheck }}>
            {() => (
              <TextField label={t('kyc.owners.postalCode')} maxLength={KYC_TEXT_MAX.postalCode} disabled={locked} />
            )}
          </group.AppField>
          {text('postalPlace', t('kyc.owners.postalPlace'), KYC_TEXT_MAX.postalPlace, locked || norwegian)}
        </div>
        {text('address', t('kyc.owners.address'), KYC_TEXT_MAX.address)}
        <group.AppField name="ownershipPercentage">
          {() => <TextField label={t('kyc.owners.share')} disabled={locked} />}
        </group.AppField>
        <group.AppField name="beneficialOwnerReasons">
          {() => <Reasons reasons={reasons} legend={t('kyc.owners.reasons')} disabled={locked} />}
        </group.AppField>
        {(['pep', 'rca'] as const).map((kind) => (
          <PepRcaQuestionGroup
            key={kind}
            form={group}
            fields={
              kind === 'pep'
                ? { answer: 'isBeneficialOwnerPep', rows: 'pep' }
                : { answer: 'isBeneficialOwnerRca', rows: 'rca' }
            }
            kind={kind}
            legend={t(kind === 'pep' ? 'kyc.owners.pep' : 'kyc.owners.rca')}
            keep={1}
            choices={pepChoices}
            texts={{ relation: 'kyc.owners.rcaRelation', min: COMMENT_MIN_LENGTH }}
            list={false}
          />
        ))}
        {/* Spec 2 §3–§4: the USA (FATCA list) and other countries (CRS list), each its own question. */}
        {(['us', 'other'] as const).map((kind) => (
          <TaxQuestionGroup
            key={kind}
            form={group}
            fields={
              kind === 'us'
                ? { answer: 'isUsTaxLiable', rows: 'usTaxRelations' }
                : { answer: 'isOtherTaxLiable', rows: 'otherTaxRelations' }
            }
            kind="number-or-reason"
            legend={t(kind === 'us' ? 'kyc.owners.taxUs' : 'kyc.owners.taxOther')}
            note={t('kyc.owners.taxHint')}
            keep={1}
            countries={taxChoices[kind]}
            firstCountry={kind === 'us' && taxChoices.us.length === 1 ? (taxChoices.us[0]?.value ?? '') : ''}
            texts={{ hasNumber: 'kyc.tax.hasNumber', reason: 'kyc.owners.taxReason' }}
            list={false}
          />
        ))}
      </>
    );
  },
});
