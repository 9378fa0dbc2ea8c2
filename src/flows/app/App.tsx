import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useLayoutEffect, useMemo, useRef, type ComponentType } from 'react';
import { elementTransport } from '../../api/loan-client.js';
import { ElementScope, useElement } from '../../platform/element.js';
import type { SalgspantNavigateEvent } from '../../platform/events.js';
import { Heading, headingTag } from '../../platform/heading.js';
import { buttonClassName, ErrorScreen, lazyPart, Loader, useFetchAhead, type LazyPart } from '../../ui/index.js';
import { useStyles } from '../../ui/use-styles.js';
import { AppModel, bankPageOf, setDocumentTitle } from './app.model.js';
import { appCss } from './app.styles.js';
import type { Catalogue } from '../../texts/texts.js';
import { isAppType, type AppType, type RouteLoader, type RouteViewProps } from './routes.js';

/** Props of {@link SalgspantApp}: the router as a React component for another tree. */
export interface SalgspantAppProps {
  /** `calculator`, `application`, `completion` or `landing` (spec 1 §1); anything else is `calculator`. */
  appType?: string | undefined;
  /** Base path or URL of the loan service; default `/salgspant/api`. */
  serviceUrl?: string | undefined;
  /** Base path or URL of the KYC declaration service; default `/kyc-declaration/api`. */
  kycServiceUrl?: string | undefined;
  /** Whether a KYC-blocked customer is stopped with the KYC-blocked screen; default true. */
  enforceKycBlock?: boolean | undefined;
  /** Heading level (2–6) of each view's title. */
  headingLevel?: number | undefined;
  /** The site's name for the document title, `{page} – {site}`; without it the title is the page's alone. */
  siteName?: string | undefined;
}

/** One lazy part per loader, so a view that was shown once renders at once when it comes back. */
const parts = new Map<RouteLoader, LazyPart<RouteViewProps>>();

function partOf(load: RouteLoader): LazyPart<RouteViewProps> {
  let part = parts.get(load);
  if (!part) {
    part = lazyPart(() => load().then(({ View, catalogue, css }) => withResources(View, catalogue, css)));
    parts.set(load, part);
  }
  return part;
}

/** A view under the texts and styles it brought along. */
function withResources(View: ComponentType<RouteViewProps>, catalogue: Catalogue, css: readonly string[]) {
  function Scoped(props: RouteViewProps) {
    useStyles(...css);
    return (
      <ElementScope catalogue={catalogue}>
        <View {...props} />
      </ElementScope>
    );
  }
  return Scoped;
}

/** How long the router waits for a new view to move focus itself before it focuses the view's heading. */
const FOCUS_DELAY_MS = 50;

/**
 * The app of spec 1 §2: the inner routes on the URL hash for one app type, each route's flow rendered
 * in this one React tree and fetched on demand, the login where the route table asks for it, the
 * page-not-found screen, the document title, focus on the new view's heading, back and forward.
 * Renders under an element root (`useElement`).
 */
export function SalgspantApp(props: SalgspantAppProps) {
  useSignals();
  useStyles(appCss);
  const { host, config } = useElement();
  const t = config.t;
  const appType: AppType = isAppType(props.appType) ? props.appType : 'calculator';
  const { serviceUrl } = props;
  // On a partner's page the routes that need the login continue on the bank's site (decision 0074).
  const bankPage = config.bankOrigin ? bankPageOf(appType, config.paths) : undefined;
  const model = useMemo(
    () =>
      new AppModel({
        appType,
        client: elementTransport(serviceUrl, config),
        host,
        bankPage,
      }),
    [appType, serviceUrl, config, host, bankPage],
  );
  useEffect(() => {
    const stop = model.start();
    const onNavigate = (event: SalgspantNavigateEvent) => {
      model.intercept(event);
    };
    // Capture at the element: the app decides before any listener on the element itself.
    host.addEventListener('salgspant-navigate', onNavigate, { capture: true });
    void model.checkLogin();
    return () => {
      host.removeEventListener('salgspant-navigate', onNavigate, { capture: true });
      stop();
    };
  }, [model, host]);

  const match = model.match.value;
  const session = model.session.value;
  const viewKey = model.viewKey.value;
  const changes = model.changes.value;
  const pathname = model.address.value.pathname;
  const level = Number(headingTag(props.headingLevel).slice(1));

  // The document title of the route, on arrival and on every change: in the commit that shows the view
  // (a layout effect: a first view rendered as a transition runs passive effects only after the paint).
  const page = t(match?.route.load ? match.route.title : 'app.title.notFound');
  const { siteName } = props;
  useLayoutEffect(() => {
    setDocumentTitle(host.ownerDocument, siteName ? t('app.title.format', { page, site: siteName }) : page);
  }, [host, page, siteName, t]);

  // After a route change (not on arrival), focus goes to the new view's heading, unless the view has
  // put it somewhere itself (an error screen, a success message).
  const outlet = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = outlet.current;
    if (changes === 0 || !root) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new MutationObserver(() => schedule());
    const attempt = () => {
      const active = host.shadowRoot?.activeElement;
      if (active && root.contains(active) && !active.classList.contains('ui-lazy-part')) {
        stop();
        return;
      }
      const heading = root.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
      if (!heading) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      stop();
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(attempt, FOCUS_DELAY_MS);
    };
    const stop = () => {
      observer.disconnect();
      clearTimeout(timer);
    };
    observer.observe(root, { childList: true, subtree: true });
    schedule();
    return stop;
  }, [viewKey, changes, host]);

  const paths = useMemo(() => model.ownPaths(config.paths, pathname), [model, config.paths, pathname]);
  // The view a customer goes on to (the chooser's calculator) is fetched while they read this one.
  const next = match?.route.next;
  useFetchAhead(outlet, next && partOf(next).preload);

  let body;
  if (!match?.route.load) {
    body = (
      <ErrorScreen
        screen="pageNotFound"
        headingLevel={level <= 3 ? (level as 2 | 3) : 3}
        actions={
          <a className={buttonClassName('secondary')} href="#/">
            {t('app.notFound.home')}
          </a>
        }
      />
    );
  } else if (match.route.login && session.status === 'elsewhere') {
    body = (
      <section className="app__hand-over">
        <Heading level={props.headingLevel}>{t('app.handOver.title')}</Heading>
        <p>{t('app.handOver.text')}</p>
        <a className={buttonClassName('primary')} href={model.handOverHref.value ?? undefined} target="_top">
          {t('app.handOver.link')}
        </a>
      </section>
    );
  } else if (match.route.login && session.status !== 'valid') {
    body = <Loader label={session.status === 'login' ? t('app.login.redirecting') : undefined} />;
  } else {
    const Part = partOf(match.route.load).Component;
    body = (
      <Part
        key={viewKey}
        params={match.params}
        appType={appType}
        applicationId={model.applicationId.value}
        serviceUrl={serviceUrl}
        kycServiceUrl={props.kycServiceUrl}
        enforceKycBlock={props.enforceKycBlock ?? true}
        headingLevel={level}
      />
    );
  }

  return (
    <ElementScope paths={paths}>
      <div ref={outlet} className="app" part="app" data-route={match?.route.pattern ?? 'not-found'}>
        {body}
      </div>
    </ElementScope>
  );
}
