import type { AnyFormApi } from '@tanstack/react-form';
import { useEffect, useState } from 'react';
import type { TaxNumberChecks } from '../../../domain/kyc-rules.js';
import { loadTaxNumberChecks } from '../../../domain/tax-number.js';

/**
 * The per-country tax-number checks, fetched with the section (each country's module a small chunk);
 * empty until they have loaded.
 */
export function useTaxNumberChecks(): TaxNumberChecks {
  const [checks, setChecks] = useState<TaxNumberChecks>({});
  useEffect(() => {
    let live = true;
    void loadTaxNumberChecks().then((loaded) => {
      if (live) setChecks(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return checks;
}

/** Numbers typed before the checks had loaded are checked once they have. */
export function useRecheckOnLoad(form: AnyFormApi, checks: TaxNumberChecks): void {
  useEffect(() => {
    if (Object.keys(checks).length > 0) void form.validate('change');
  }, [checks, form]);
}
