import { useSignals } from '@preact/signals-react/runtime';
import { useMemo, useRef } from 'react';
import { useElement } from '../../../platform/element.js';
import {
  Button,
  ErrorSummary,
  errorMessageFor,
  Field,
  InfoBox,
  TextInput,
  useFocusIfDropped,
} from '../../../ui/index.js';
import { useSearchForm, useSearchSummary } from '../../../ui/form/search-form.js';
import { fieldIdIn } from '../../../ui/form/shown.js';
import type { UpgradeModel } from '../upgrade.model.js';

const FORM_ID = 'upgrade-search';
/** The layer's id of a field of the search (`upgrade-search-registrationNumber`): the summary links to it. */
const fieldId = (name: string) => fieldIdIn(FORM_ID, name);

/**
 * The registration-number search (spec 1 §2, §5): the product's plate pattern with its message, the
 * lookup, and what was found. A vehicle that is too old or, for the electric-car product, has an
 * emission problem stops here. On the form layer's light form (the form library loads with the full
 * form): the layer's ids, timing and error summary (decision 0103).
 */
export function SearchStep({ model }: { model: UpgradeModel }) {
  useSignals();
  const { t } = useElement().config;
  const schema = useMemo(() => model.searchSchema(), [model]);
  const form = useSearchForm(schema, { registrationNumber: model.typedPlate.value });
  const summary = useSearchSummary(form, fieldId);
  const vehicle = model.vehicle.value;
  const { example } = model.plateRule;
  // «Søk på et annet kjøretøy» takes away what had the focus: the heading gets it.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusIfDropped(heading);

  return (
    <form
      className="upgrade__search"
      aria-labelledby="upgrade-search-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = form.submit();
        if (value) void model.lookup(value.registrationNumber);
      }}
    >
      <h3 ref={heading} id="upgrade-search-heading" className="upgrade__subheading" tabIndex={-1}>
        {t('upgrade.search.heading')}
      </h3>
      <p className="upgrade__intro">{t('upgrade.search.intro')}</p>
      <ErrorSummary heading={t('upgrade.form.error')} headingLevel={3} {...summary} />
      <Field
        id={fieldId('registrationNumber')}
        label={t('upgrade.search.registrationNumber')}
        hint={t('upgrade.search.hint', { example })}
        error={form.errorOf('registrationNumber')}
        required
      >
        <TextInput
          name="registrationNumber"
          value={form.values.registrationNumber}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onBlur={() => form.blur('registrationNumber')}
          onChange={(event) => {
            form.setValue('registrationNumber', model.typePlate(event.target.value));
          }}
        />
      </Field>
      <Button type="submit" variant="secondary" busy={vehicle.status === 'looking'}>
        {t('upgrade.search.submit')}
      </Button>
      <div className="upgrade__result" aria-live="polite">
        {vehicle.status === 'found' && vehicle.block !== null && (
          <>
            <p className="upgrade__vehicle">
              <strong>
                {t('upgrade.search.found', {
                  vehicle: `${vehicle.vehicle.manufacturer} ${vehicle.vehicle.model}`,
                  year: vehicle.vehicle.manufactureYear,
                })}
              </strong>
            </p>
            <InfoBox variant={vehicle.block === 'emission' ? 'warning' : 'error'} role="none">
              <p>{t(vehicle.block === 'emission' ? 'upgrade.search.emission' : 'upgrade.search.tooOld')}</p>
            </InfoBox>
          </>
        )}
        {vehicle.status === 'failed' && (
          <InfoBox variant="error" role="none">
            <p>{errorMessageFor(vehicle.error, t, { fallback: 'service' })}</p>
          </InfoBox>
        )}
      </div>
    </form>
  );
}
