import r2wc from '@r2wc/react-to-web-component';
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { resolveConfig, type ConfigAttributes, type ElementConfig } from '../config/config.js';
import { readPageConfig } from '../config/page-config.js';
import type { English } from '../texts/english.js';
import { elementLanguage, type Language } from '../texts/language.js';
import { createTranslate, mergeTexts, type Catalogue } from '../texts/texts.js';
import { VERSION } from '../version.js';
import { checkAttributes } from './attribute-check.js';
import type { VersionedElementConstructor } from './define.js';
import type { ElementSpec } from './element-spec.js';
import { emit } from './events.js';
import { adoptStyles } from './styles.js';

/** The props r2wc hands the root: the shadow root plus the parsed attributes. */
type HostProps = { container?: ShadowRoot } & Record<string, string | number | boolean | undefined>;

/** An attribute change as the custom element callback gets it: name, old value, new value. */
type AttributeChange = [name: string, old: string | null, value: string | null];

/** r2wc's element: its type says HTMLElement, but it has the custom element callbacks it renders from. */
type R2wcElement = HTMLElement & {
  connectedCallback(): void;
  attributeChangedCallback(...change: AttributeChange): void;
};

/** What a flow's view gets from its element. */
export interface ElementContextValue {
  /** The custom element itself: the target of every event. */
  host: HTMLElement;
  /** Resolved configuration: attributes, then page JSON, then defaults. */
  config: ElementConfig;
  /** The element's attributes, parsed. */
  attributes: Readonly<Record<string, string | number | boolean | undefined>>;
  /**
   * The page JSON's text overrides in the language shown (`texts`, or `texts.en` in English), for texts a
   * part brings along when it loads (see {@link ElementScope}).
   */
  pageTexts: Readonly<Record<string, string>>;
  /** The language the element renders in. */
  lang: Language;
}

const ElementContext = createContext<ElementContextValue | null>(null);

/** The element context of the nearest element root. */
export function useElement(): ElementContextValue {
  const value = useContext(ElementContext);
  if (!value) throw new Error('useElement() must be used inside an element root');
  return value;
}

/** Whether two attribute records hold the same primitive values under the same keys. */
function sameValues(a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

function configAttributes(props: HostProps): ConfigAttributes {
  const pick = (name: string) => (typeof props[name] === 'string' ? props[name] : undefined);
  return {
    bankRegNr: pick('bankRegNr'),
    calculatorPath: pick('calculatorPath'),
    landingPagePath: pick('landingPagePath'),
    applicationPath: pick('applicationPath'),
    bankUrl: pick('bankUrl'),
    serviceUrl: pick('serviceUrl'),
  };
}

/** Props of {@link ElementScope}. */
export interface ElementScopeProps {
  /** Texts the flow inside brings along (loaded with its code); the page's overrides apply to them too. */
  catalogue?: Catalogue | undefined;
  /** The attributes the flow inside reads, in place of the element's. */
  attributes?: Readonly<Record<string, string | number | boolean | undefined>> | undefined;
  /** Outer paths that differ for the flow inside (e.g. the page the router runs on). */
  paths?: Partial<ElementConfig['paths']> | undefined;
  children: ReactNode;
}

/**
 * Renders a flow's component inside another element's tree (one React root): the flow reads the
 * attributes given here, and the element's texts plus the flow's own catalogue, which arrives with the
 * flow's code, so the element's first visit does not carry every flow's texts.
 */
export function ElementScope({ catalogue, attributes, paths, children }: ElementScopeProps) {
  const parent = useElement();
  // The configuration keeps its identity when the language changes (the flow's model is built from
  // it); its texts are switched in place, as the element root's are.
  const config = useMemo(
    () => ({ ...parent.config, paths: { ...parent.config.paths, ...paths } }),
    [parent.config, paths],
  );
  const { texts, t } = parent.config;
  const own = useMemo(
    () => catalogue && { ...mergeTexts(catalogue, parent.pageTexts).texts, ...texts },
    [catalogue, parent.pageTexts, texts],
  );
  Object.assign(config, own ? { texts: own, t: createTranslate(own, parent.pageTexts) } : { texts, t });
  const value = useMemo(
    () => ({ ...parent, config, attributes: attributes ?? parent.attributes }),
    [parent, config, attributes],
  );
  return <ElementContext.Provider value={value}>{children}</ElementContext.Provider>;
}

/** What an element carries besides its view: only its own texts and styles (what a page downloads). */
export interface ElementResources {
  /** The text areas the element renders, e.g. `{ ...uiTexts, ...errorTexts, ...calculatorTexts }`. */
  texts: Catalogue;
  /** Stylesheets after the base sheet: the UI kit's (`uiCss`) when the element renders the kit, then its own. */
  styles: readonly string[];
  /** The element's English texts (src/texts/packs/), loaded when its language is English (decision 0111). */
  english?: () => Promise<{ default: English }>;
}

/**
 * Builds the custom element class of a flow: an r2wc wrapper with an open shadow root, the shared and
 * the element's own constructable stylesheets, and a root that resolves configuration for the view.
 * Creating the class touches `HTMLElement`, so call it only in browser modules (elements/).
 */
export function createElementClass(
  spec: ElementSpec,
  View: ComponentType,
  resources: ElementResources,
): VersionedElementConstructor {
  const { texts, styles, english: loadEnglish } = resources;
  const tag = spec.tag;

  function ElementRoot(props: HostProps) {
    const { container, ...attributes } = props;
    const host = container?.host as HTMLElement;
    const doc = host.ownerDocument;
    const configKey = typeof attributes.config === 'string' ? attributes.config : undefined;
    const page = useMemo(() => readPageConfig(doc, configKey), [doc, configKey]);
    const { bankRegNr, calculatorPath, landingPagePath, applicationPath, bankUrl, serviceUrl } =
      configAttributes(props);
    const here = doc.location.origin;
    const resolved = useMemo(
      () =>
        resolveConfig(
          page.config,
          { bankRegNr, calculatorPath, landingPagePath, applicationPath, bankUrl, serviceUrl },
          texts,
          here,
        ),
      [page, bankRegNr, calculatorPath, landingPagePath, applicationPath, bankUrl, serviceUrl, here],
    );
    useEffect(() => {
      emit(host, 'salgspant-ready', { tag, version: VERSION });
    }, [host]);
    // The language: the element's `lang`, else the nearest up the page, else nb; followed when any
    // `lang` of the element's tree changes. English shows once its pack has loaded (until then the
    // element goes on showing what it shows); the pack applies the page's `texts.en`. The configuration
    // keeps its identity, so no model, form or answer is made anew: only the texts change.
    const [lang, setLang] = useState(() => elementLanguage(host));
    const [english, setEnglish] = useState<English>();
    useEffect(() => {
      const observer = new MutationObserver(() => setLang(elementLanguage(host)));
      observer.observe(host.getRootNode(), { attributeFilter: ['lang'], subtree: true });
      return () => observer.disconnect();
    }, [host]);
    useEffect(() => {
      if (lang == 'en') void loadEnglish?.().then((pack) => setEnglish(() => pack.default));
    }, [lang]);
    // Once loaded, the pack switches the configuration's texts in place, to English and back.
    const shown = useMemo(
      () => english?.switch(resolved.config, lang, texts, page.configs),
      [english, lang, resolved, page],
    );
    // The calls ask for the element's language at once (`Accept-Language`), its texts follow on arrival.
    Object.assign(resolved.config, { lang });
    // r2wc hands over a new props object on every render: keep the last one while its values are the same,
    // so the context (and every flow reading it) changes only when an attribute does.
    const [stableAttributes, setStableAttributes] = useState(attributes);
    if (!sameValues(stableAttributes, attributes)) setStableAttributes(attributes);
    const warnings = useMemo(
      () => [
        ...page.warnings,
        // The attributes as r2wc observes them: the bundles carry no attribute `name` (decision 0096).
        ...checkAttributes(
          spec.attributes,
          (Base as unknown as { observedAttributes: string[] }).observedAttributes,
          (name) => host.getAttribute(name),
        ),
        ...resolved.warnings,
        ...(shown?.warnings ?? []),
      ],
      // The attributes as written are read again whenever r2wc's parsed values change.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [page, resolved, shown, host, stableAttributes],
    );
    // The one required setting (spec.requires): said once per element, as an error.
    const missing = spec.requires && resolved.config.bankRegNr === undefined;
    useEffect(() => {
      for (const warning of warnings) console.warn(`[salgspant-elements] <${tag}>: ${warning}`);
    }, [warnings]);
    useEffect(() => {
      if (missing) {
        console.error(
          `[salgspant-elements] <${tag}>: no bankRegNr: set bank-reg-nr="…" or "bankRegNr" in the page JSON; the loan service refuses calls without it`,
        );
      }
    }, [missing]);
    const value = useMemo(
      () => ({
        host,
        config: resolved.config,
        attributes: stableAttributes,
        pageTexts: shown?.pageTexts ?? (page.config.texts as Readonly<Record<string, string>> | undefined) ?? {},
        lang: shown ? ('en' as const) : ('nb' as const),
      }),
      [host, resolved.config, stableAttributes, shown, page],
    );
    return (
      <ElementContext.Provider value={value}>
        <div className="root" lang={value.lang}>
          <View />
        </div>
      </ElementContext.Provider>
    );
  }
  ElementRoot.displayName = `${spec.className}Root`;

  const Base = r2wc(ElementRoot, {
    shadow: 'open',
    props: Object.fromEntries(spec.attributes.map((a) => [a.property, a.type])),
  }) as new () => R2wcElement;

  class Element extends Base {
    static readonly version = VERSION;
    static readonly spec = spec;
    constructor() {
      super();
      // r2wc attaches the open shadow root in its constructor.
      if (!this.shadowRoot) throw new Error(`<${tag}>: no shadow root to style`);
      adoptStyles(this.shadowRoot, styles);
    }
    // r2wc renders the root from these callbacks (the first render from the first of them an upgrade
    // calls). Inside a transition React renders the first view in slices that yield to the page, not as
    // one long task that blocks it (Total Blocking Time, decision 0107); the commit stays one step.
    override connectedCallback() {
      startTransition(() => super.connectedCallback());
    }
    override attributeChangedCallback(...change: AttributeChange) {
      startTransition(() => super.attributeChangedCallback(...change));
    }
  }
  Object.defineProperty(Element, 'name', { value: spec.className });
  return Element;
}
