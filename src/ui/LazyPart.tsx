import { startTransition, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
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
 * Not `React.lazy` under `<Suspense>` (decision 0114): React shows the content of a boundary whose
 * fallback was on screen no sooner than 300 ms after the fallback appeared, so a step whose code came
 * in 100 ms waited 200 ms more. The part shows the loader itself, and renders the component in a
 * transition when its code is here: at once, in slices, with nothing held back.
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
  /** The component, once its code is here: every instance made after that renders it at once. */
  let loaded: ComponentType<P> | undefined;
  const fetchCode = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (cause: unknown) => {
        pending = undefined; // the next attempt fetches again
        throw new PartLoadError('The code of a part could not be loaded', { cause });
      },
    ));
  const preload = () => fetchCode().then(noop, noop);

  function Part(props: P) {
    // This instance's view: the component, or `false` when its code could not be loaded.
    const [View, setView] = useState<ComponentType<P> | false | undefined>(() => loaded ?? void preload());
    const container = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (View !== undefined) return;
      let live = true;
      fetchCode().then(
        (component) => live && startTransition(() => setView(() => component)),
        (error: unknown) => {
          if (!live) return;
          console.error(error); // for the page's developer: why the part shows its failure
          setView(false);
        },
      );
      return () => {
        live = false;
      };
    }, [View]);
    const retry = () => {
      setView(() => loaded);
      container.current?.focus(); // the button goes away: keep the keyboard user here
    };
    return (
      <div ref={container} tabIndex={-1} className="ui-lazy-part">
        {View ? <View {...props} /> : View === false ? <LoadFailure onRetry={retry} /> : <Loader />}
      </div>
    );
  }
  return { preload, Component: Part };
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
