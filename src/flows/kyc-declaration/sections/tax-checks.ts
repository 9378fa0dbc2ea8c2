import type { AnyFormApi } from '../../../ui/form/library.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { TaxNumberChecks } from '../../../domain/kyc-rules.js';
import { hasTaxNumberChecks, loadTaxNumberChecks, type TaxNumberHolder } from '../../../domain/tax-number.js';

/** The per-country checks loaded so far for a holder, and the loader of more countries. */
export interface TaxNumberChecksState {
  checks: TaxNumberChecks;
  /** Loads the checks of these countries (those not loaded yet; each country's validators are small chunks). */
  load: (countries: readonly string[]) => void;
}

/**
 * The per-country tax-number checks for `holder`'s numbers: empty until `load` has fetched those of the
 * countries the customer picked (useTaxNumberChecksOf calls it).
 */
export function useTaxNumberChecks(holder: TaxNumberHolder): TaxNumberChecksState {
  const [checks, setChecks] = useState<TaxNumberChecks>({});
  const asked = useRef('');
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const load = useCallback(
    (countries: readonly string[]) => {
      const wanted = [...new Set(countries.filter((country) => country !== ''))].sort().join(' ');
      if (wanted === asked.current) return;
      asked.current = wanted;
      const codes = wanted.split(' ');
      void loadTaxNumberChecks({ holder, countries: codes }).then((loaded) => {
        if (!live.current) return;
        // A country whose checks failed to load (a network blip) is asked for again on the form's next
        // change, rather than leaving its numbers unchecked for the rest of the visit.
        if (codes.some((code) => hasTaxNumberChecks(code, holder) && !(code.toUpperCase() in loaded)))
          asked.current = '';
        setChecks((current) =>
          Object.keys(loaded).every((code) => code in current) ? current : { ...current, ...loaded },
        );
      });
    },
    [holder],
  );
  return { checks, load };
}

/**
 * Loads the checks of the countries `countriesOf` finds in the form's values, as the customer picks
 * them, and checks the form again when they arrive (a number typed before its country's checks had
 * loaded is checked once they have). `countriesOf` must be stable (a module-level function).
 */
export function useTaxNumberChecksOf(
  form: AnyFormApi,
  { checks, load }: TaxNumberChecksState,
  countriesOf: (values: never) => readonly string[],
): void {
  useEffect(() => {
    const pick = () => load(countriesOf(form.state.values as never));
    pick();
    const subscription = form.store.subscribe(pick);
    return () => subscription.unsubscribe();
  }, [form, load, countriesOf]);
  useEffect(() => {
    if (Object.keys(checks).length > 0) void form.validate('change');
  }, [checks, form]);
}
