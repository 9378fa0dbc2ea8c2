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
import { createTranslate, mergeTexts, unknownIds, type Catalogue } from '../texts/texts.js';
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
  /** The page JSON's text overrides, for texts a part brings along when it loads (see {@link ElementScope}). */
  pageTexts: Readonly<Record<string, string>>;
}

/** The context of an element root; a part gives its children a changed value (see NoFieldOverrides). */
export const ElementContext = createContext<ElementContextValue | null>(null);

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
  const value = useMemo(() => {
    const texts = catalogue
      ? { ...mergeTexts(catalogue, parent.pageTexts).texts, ...parent.config.texts }
      : parent.config.texts;
    const config: ElementConfig = {
      ...parent.config,
      texts,
      t: catalogue ? createTranslate(texts, parent.pageTexts) : parent.config.t,
      paths: { ...parent.config.paths, ...paths },
    };
    return { ...parent, config, attributes: attributes ?? parent.attributes };
  }, [parent, catalogue, attributes, paths]);
  return <ElementContext.Provider value={value}>{children}</ElementContext.Provider>;
}

/** What an element carries besides its view: only its own texts and styles (what a page downloads). */
export interface ElementResources {
  /** The text areas the element renders, e.g. `{ ...uiTexts, ...errorTexts, ...calculatorTexts }`. */
  texts: Catalogue;
  /**
   * The ids of the fields the element renders (the page JSON's `form`; src/config/form-fields.ts), loaded
   * only when the page JSON has `form`: the lists stay out of the first visit (decision 0099).
   */
  fields?: () => Promise<readonly string[]>;
  /** Stylesheets after the base sheet: the UI kit's (`uiCss`) when the element renders the kit, then its own. */
  styles: readonly string[];
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
  const { texts, styles, fields } = resources;
  const tag = spec.tag;
  const warn = (warning: string) => console.warn(`[salgspant-elements] <${tag}>: ${warning}`);

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
      ],
      // The attributes as written are read again whenever r2wc's parsed values change.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      [page, resolved, host, stableAttributes],
    );
    // The one required setting (spec.requires): said once per element, as an error.
    const missing = spec.requires && resolved.config.bankRegNr === undefined;
    useEffect(() => warnings.forEach(warn), [warnings]);
    // The page JSON's `form`: an id the element does not list is named once, when the list has loaded.
    const form = page.config.form;
    useEffect(() => {
      if (form && fields)
        fields().then(
          (known) =>
            unknownIds(known, Object.keys(form)).forEach((id) => warn(`form: unknown field id "${id}" ignored`)),
          () => undefined,
        );
    }, [form]);
    useEffect(() => {
      if (missing) {
        console.error(
          `[salgspant-elements] <${tag}>: no bankRegNr: set bank-reg-nr="…" or "bankRegNr" in the page JSON; the loan service refuses calls without it`,
        );
      }
    }, [missing]);
    const value = useMemo(
      () => ({ host, config: resolved.config, attributes: stableAttributes, pageTexts: page.config.texts ?? {} }),
      [host, resolved.config, stableAttributes, page],
    );
    return (
      <ElementContext.Provider value={value}>
        <div className="root" lang="nb">
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
