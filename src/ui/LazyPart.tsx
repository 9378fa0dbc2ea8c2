import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type RefObject,
} from 'react';
import { fetchAhead } from '../platform/idle.js';
import { Button } from './Button.js';
import { InfoBox } from './InfoBox.js';
import { useT } from './internal.js';
import { Loader } from './Loader.js';
import { lazyPartCss } from './css/lazy-part.js';
import { useStyles } from './use-styles.js';

/** A part of an element whose code is fetched on demand (a chunk of its own in the build). */
export interface LazyPart<P extends object> {
  /**
   * Starts fetching the code (once; again after a failure). Never rejects: a failure shows where the
   * part renders. Call it at the first sign the part will be needed.
   */
  preload: () => Promise<void>;
  /**
   * Renders the part: "Vent Litt" while its code loads; if the code cannot be loaded, an error with
   * «Prøv igjen», which fetches it again. Errors of the part while it renders are not caught here.
   */
  Component: ComponentType<P>;
}

/** The code of a lazy part could not be loaded (offline, a deploy removed the chunk, or it threw). */
class PartLoadError extends Error {
  override readonly name = 'PartLoadError';
}

const noop = () => undefined;

/**
 * Splits a part of an element into its own chunk: `load` is a dynamic `import()` of the module and
 * picks the component out of it. Nothing is fetched until `preload()` is called or the part renders.
 *
 * A browser may remember that a module failed to load and refuse it again without fetching (the rule
 * is changing, whatwg/html#10327), so the error text also says to reload the page if retrying fails.
 *
 * @example
 * const loanForm = lazyPart(() => import('./steps/LoanFormStep.js').then((m) => m.LoanFormStep));
 * // on intent: void loanForm.preload();   in the tree: <loanForm.Component model={model} />
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (pending ??= load().catch((cause: unknown) => {
      pending = undefined; // the next attempt fetches again
      throw new PartLoadError('The code of a part could not be loaded', { cause });
    }));
  const makeLazy = () => lazy(async () => ({ default: await fetchCode() }));
  // One React.lazy for every instance, so a part already loaded renders at once. React.lazy keeps a
  // rejection, so after a failure a retry makes a new one; each instance holds the one it renders,
  // so one instance's retry never swaps the component under another that already shows the part.
  let shared = makeLazy();

  function Part(props: P) {
    const [Lazy, setLazy] = useState(() => shared);
    const [attempt, setAttempt] = useState(0);
    const container = useRef<HTMLDivElement>(null);
    const retry = () => {
      if (shared === Lazy) shared = makeLazy();
      setLazy(() => shared);
      setAttempt((n) => n + 1);
      container.current?.focus(); // the button goes away: keep the keyboard user here
    };
    return (
      <div ref={container} tabIndex={-1} className="ui-lazy-part">
        <LoadFailureBoundary key={attempt} onRetry={retry}>
          <Suspense fallback={<Loader />}>
            <Lazy {...props} />
          </Suspense>
        </LoadFailureBoundary>
      </div>
    );
  }
  return { preload: () => fetchCode().then(noop, noop), Component: Part };
}

/** How long after an element's first view is on screen the code of its next step is fetched (at an idle moment). */
const AFTER_FIRST_VIEW_MS = 1000;

/**
 * Fetches the code of the step after an element's first view (`preload`, a part's; nothing without one)
 * once the element (`node`) has been on screen, a second later at the main thread's next idle moment; not
 * under Save-Data or on 2g. A visitor who leaves before then, or never scrolls to the element, downloads
 * nothing more (decision 0112).
 */
export function useFetchAhead(node: RefObject<Element | null>, preload: (() => unknown) | undefined): void {
  useEffect(() => (preload ? fetchAhead(preload, AFTER_FIRST_VIEW_MS, node.current) : undefined), [node, preload]);
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Shows a failed load of a lazy part's code; any other error goes on to the next boundary. */
class LoadFailureBoundary extends Component<BoundaryProps, { failed: boolean; error: unknown }> {
  override state: { failed: boolean; error: unknown } = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    const { failed, error } = this.state;
    if (!failed) return this.props.children;
    if (error instanceof PartLoadError) return <LoadFailure onRetry={this.props.onRetry} />;
    throw error; // not ours: the part itself failed
  }
}

function LoadFailure({ onRetry }: { onRetry: () => void }) {
  useStyles(lazyPartCss);
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
