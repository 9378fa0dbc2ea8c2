import { useEffect, useMemo } from 'react';
import { elementTransport, type LoanTransport } from '../../api/loan-client.js';
import type { ElementConfig } from '../../config/config.js';
import { useElement } from '../../platform/element.js';

/** What every loan flow's model is built from: the loan service's client, the configuration, the element. */
export interface LoanModelParts {
  client: LoanTransport;
  config: ElementConfig;
  host: HTMLElement;
}

/**
 * The entry of a loan flow's element (the application, the completion, the overview, the upgrade):
 * the model, built once per service address, configuration and element (and `deps`) with the loan
 * service's client, loads when the tree mounts and cancels its calls when the element is removed.
 */
export function useLoanModel<M extends { load(): unknown; dispose(): void }>(
  serviceUrl: string | undefined,
  create: (parts: LoanModelParts) => M,
  deps: readonly unknown[],
): M {
  const { host, config } = useElement();
  const model = useMemo(
    () =>
      create({
        client: elementTransport(serviceUrl, config),
        config,
        host,
      }),
    // `create` is a new function at every render; what it is built from is listed.
    [serviceUrl, config, host, ...deps],
  );
  useEffect(() => {
    void model.load();
    return () => model.dispose();
  }, [model]);
  return model;
}
