import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from './Button.js';
import { InfoBox } from './InfoBox.js';
import { useT } from './internal.js';
import { Loader } from './Loader.js';

/** A part of an element whose code is fetched on demand (a chunk of its own in the build). */
export interface LazyPart<P extends object> {
  /** Starts fetching the code, once; call it at the first sign the part will be needed. */
  preload(): Promise<unknown>;
  /**
   * Renders the part: "Vent Litt" while its code loads; if the code cannot be fetched, an error
   * with «Prøv igjen», which fetches it again. Errors of the part itself are not caught here.
   */
  Component: ComponentType<P>;
}

/** The code of a lazy part could not be fetched (offline, a deploy removed the chunk). */
class PartLoadError extends Error {
  override readonly name = 'PartLoadError';
}

/**
 * Splits a part of an element into its own chunk: `load` is a dynamic `import()` of the module and
 * picks the component out of it. Nothing is fetched until `preload()` is called or the part renders.
 *
 * @example
 * const loanForm = lazyPart(() => import('./steps/LoanFormStep.js').then((m) => m.LoanFormStep));
 * // on intent: loanForm.preload();   in the tree: <loanForm.Component model={model} />
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (pending ??= load().catch((cause: unknown) => {
      pending = undefined; // the next attempt fetches again
      throw new PartLoadError('The code of a part could not be loaded', { cause });
    }));
  // One React.lazy for every instance, so a loaded part renders at once; replaced after a failure,
  // because React.lazy keeps its rejection.
  const makeLazy = () => lazy(async () => ({ default: await preload() }));
  let Lazy = makeLazy();

  function Part(props: P) {
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Lazy = makeLazy();
      setAttempt((n) => n + 1);
    };
    return (
      <LoadFailureBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<Loader />}>
          <Lazy {...props} />
        </Suspense>
      </LoadFailureBoundary>
    );
  }
  return { preload, Component: Part };
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Shows a failed fetch of a lazy part's code; any other error goes on to the next boundary. */
class LoadFailureBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error instanceof PartLoadError) return <LoadFailure onRetry={this.props.onRetry} />;
    if (error) throw error; // not ours: the part itself failed
    return this.props.children;
  }
}

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="ui-lazy-failure">
      <InfoBox variant="error" title={t('ui.lazy.failed.title')}>
        <p>{t('ui.lazy.failed.text')}</p>
      </InfoBox>
      <Button variant="secondary" onClick={onRetry}>
        {t('ui.lazy.retry')}
      </Button>
    </div>
  );
}
