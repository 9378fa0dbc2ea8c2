import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { findByShadowRole, getByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { ServiceError } from '../../src/api/service-error.js';
import { LOAN_ERROR_CODES } from '../../src/domain/error-codes.js';
import { isTextKey, nb } from '../../src/texts/nb.js';
import { createTranslate, mergeTexts } from '../../src/texts/texts.js';
import {
  ERROR_CODE_SCREENS,
  ERROR_SCREENS,
  ErrorScreen,
  errorDetails,
  errorMessageFor,
  errorScreenFor,
  resolveErrorScreen,
  type ErrorScreenId,
} from '../../src/ui/index.js';
import { expectAccessible } from '../helpers/axe.js';
import { until } from '../helpers/fixture.js';
import { focused, mount } from './harness.js';
import { defined } from '../helpers/defined.js';

const t = createTranslate(mergeTexts(nb).texts);

const serviceError = (name: string, extra: Partial<ConstructorParameters<typeof ServiceError>[0]> = {}) =>
  new ServiceError({
    kind: 'http',
    status: 403,
    code: 'E403',
    name,
    type: 'BUSINESS',
    message: 'Kunden har D-nummer',
    correlationId: 'rcid-7f3a-42',
    ...extra,
  });

describe('error catalogue (spec 1 §8)', () => {
  it('maps every code of LOAN_ERROR_CODES to a screen with a title and paragraphs that exist', () => {
    expect(Object.keys(ERROR_CODE_SCREENS).sort()).to.deep.equal([...LOAN_ERROR_CODES].sort());
    for (const code of LOAN_ERROR_CODES) {
      const result = errorScreenFor({ name: code });
      expect(result.code, code).to.equal(code);
      expect(result.screen, code).to.equal(ERROR_CODE_SCREENS[code].screen);
      const texts = resolveErrorScreen(result, t);
      expect(texts.title.trim(), code).to.not.equal('');
      expect(texts.paragraphs.length, code).to.be.greaterThan(0);
      for (const paragraph of texts.paragraphs) expect(paragraph.trim(), code).to.not.equal('');
    }
  });

  it('uses only keys of the text catalogue', () => {
    for (const [id, screen] of Object.entries(ERROR_SCREENS)) {
      for (const key of [screen.title, ...screen.paragraphs, ...(screen.info ? [screen.info] : [])]) {
        expect(isTextKey(key), `${id}: ${key}`).to.equal(true);
      }
    }
  });

  it('sends an unknown name to the generic screen with exactly three paragraphs', () => {
    for (const error of [
      { name: 'SOMETHING_NEW' },
      new Error('boom'),
      'NOPE',
      undefined,
      null,
      42,
      serviceError('NOT_FOUND'),
    ]) {
      const result = errorScreenFor(error);
      expect(result.screen).to.equal('generic');
      expect(result.code).to.equal(null);
      expect(result.paragraphs).to.have.length(3);
    }
    expect(resolveErrorScreen(ERROR_SCREENS.generic, t)).to.deep.equal({
      title: 'Noe gikk galt!',
      paragraphs: [
        'Vi kan dessverre ikke fullføre forespørselen din akkurat nå.',
        'Vennligst prøv igjen senere.',
        'Ta kontakt med banken hvis problemet vedvarer.',
      ],
    });
  });

  it('sends unreachable services, SERVICE_UNAVAILABLE and the fetch failures of §8 to the service screen', () => {
    expect(errorScreenFor(serviceError('SERVICE_UNAVAILABLE', { status: 503 })).screen).to.equal('service');
    expect(
      errorScreenFor(new ServiceError({ kind: 'network', status: 0, name: 'NETWORK', message: '' })).screen,
    ).to.equal('service');
    expect(
      errorScreenFor(new ServiceError({ kind: 'timeout', status: 0, name: 'TIMEOUT', message: '' })).screen,
    ).to.equal('service');
    expect(errorScreenFor(serviceError('INTERN_FEIL'), { fallback: 'service' }).screen).to.equal('generic');
    expect(errorScreenFor(serviceError('WHATEVER'), { fallback: 'service' }).screen).to.equal('service');
    // A known code keeps its own screen whatever the fallback.
    expect(errorScreenFor(serviceError('APPLICATION_NOT_FOUND'), { fallback: 'service' }).screen).to.equal(
      'applicationNotFound',
    );
    const texts = resolveErrorScreen(ERROR_SCREENS.service, t);
    expect(texts.paragraphs.join(' ')).to.match(/ekstern tjeneste/);
    expect(texts.paragraphs.join(' ')).to.match(/last inn siden på nytt/i);
  });

  const VERBATIM: Array<[string, string]> = [
    ['APPLICATION_NOT_FOUND', 'Vi klarte ikke å finne en pågående søknad for dette saksnummeret.'],
    ['DNUMMER_KUNDE', 'Du kan dessverre ikke søke om lån med D-nummer.'],
    ['MINDREAARIG_KUNDE', 'Du kan dessverre ikke søke om lån når du er under 18 år.'],
    [
      'FAILED_SBL_CONSENT_SAVE',
      'Ups! Her gikk noe galt ved innsending, vennligst prøv igjen eller ta kontakt med banken om problemet vedvarer.',
    ],
    [
      'INCORRECT_NEW_CASE',
      'Ups! Her gikk noe galt ved innsending, vennligst prøv igjen eller ta kontakt med banken om problemet vedvarer.',
    ],
    ['UNKNOWN_PRODUCT', 'Ingen gyldige kjøretøy valgt!'],
    ['LOAN_AND_CARS_AGE_EXCEED_LIMIT', 'Kjøretøyet er for gammelt. Maks alder er 14 år når lånet er nedbetalt.'],
    [
      'EUROTAX_PLATE_NOT_FOUND',
      'Vi klarte ikke å finne kjøretøyet. Du kan søke om lånebevis så hjelper vi deg med kjøretøyet etterpå.',
    ],
  ];
  for (const [code, text] of VERBATIM) {
    it(`${code}: "${text}" verbatim`, () => {
      expect(errorMessageFor({ name: code }, t)).to.equal(text);
    });
  }

  it("keeps the spec's other messages verbatim", () => {
    expect(nb['errors.message.updateFailed']).to.equal(
      'Ups! Her gikk noe galt ved innsending, vennligst prøv igjen eller ta kontakt med banken om problemet vedvarer.',
    );
    expect(nb['errors.message.missingSigningUrl']).to.equal('Mangler signerings URL!');
    expect(nb['errors.invalidProduct.p1']).to.equal('Ingen gyldige kjøretøy valgt!');
    // INCORRECT_NEW_CASE and FAILED_SBL_CONSENT_SAVE share one screen, so one override changes both.
    expect(ERROR_CODE_SCREENS.INCORRECT_NEW_CASE.screen).to.equal(ERROR_CODE_SCREENS.FAILED_SBL_CONSENT_SAVE.screen);
  });

  it('collects the technical details of what was thrown', () => {
    expect(errorDetails(serviceError('DNUMMER_KUNDE'))).to.deep.equal({
      code: 'E403',
      name: 'DNUMMER_KUNDE',
      status: 403,
      type: 'BUSINESS',
      correlationId: 'rcid-7f3a-42',
      message: 'Kunden har D-nummer',
    });
    expect(errorDetails({ name: 'X', code: 500 })).to.deep.equal({ name: 'X', code: '500' });
    expect(errorDetails(new ServiceError({ kind: 'network', status: 0, name: 'NETWORK', message: '' }))).to.deep.equal({
      name: 'NETWORK',
    });
    expect(errorDetails(undefined)).to.equal(null);
    expect(errorDetails({})).to.equal(null);
  });
});

describe('ErrorScreen', () => {
  let restoreClipboard: () => void = () => {};
  afterEach(() => restoreClipboard());

  /** Replaces navigator.clipboard.writeText for one test. */
  function stubClipboard(impl: (text: string) => Promise<void>) {
    const clipboard = navigator.clipboard as Clipboard & { writeText: (text: string) => Promise<void> };
    Object.defineProperty(clipboard, 'writeText', { value: impl, configurable: true, writable: true });
    restoreClipboard = () => {
      delete (clipboard as Partial<Clipboard>).writeText;
      restoreClipboard = () => {};
    };
  }

  it('shows the screen of a code, and a detail panel that toggles with aria-expanded and copies the RCID', async () => {
    const copied: string[] = [];
    stubClipboard((text) => {
      copied.push(text);
      return Promise.resolve();
    });
    const el = await mount(() => <ErrorScreen error={serviceError('DNUMMER_KUNDE')} />);
    const screen = await findByShadowRole(el, 'region', { name: 'Vi kan ikke behandle søknaden' });
    expect(getByShadowRole(screen, 'heading', { level: 2 }).textContent).to.equal('Vi kan ikke behandle søknaden');
    expect(screen.textContent).to.contain('Du kan dessverre ikke søke om lån med D-nummer.');
    const toggle = getByShadowRole(el, 'button', { name: 'Vis mer' });
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    const panel = defined(defined(el.shadowRoot).getElementById(defined(toggle.getAttribute('aria-controls'))));
    // Collapsed: the details are neither visible nor reachable.
    expect(queryByShadowRole(el, 'term')).to.equal(null);
    expect(queryByShadowRole(el, 'button', { name: 'Kopier RCID' })).to.equal(null);
    await expectAccessible(el, 'details collapsed');

    toggle.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => toggle.getAttribute('aria-expanded') === 'true');
    expect(toggle.textContent).to.equal('Vis mindre');
    expect(getByShadowRole(el, 'button', { name: 'Vis mindre' })).to.equal(toggle);
    const terms = [...panel.querySelectorAll('dt')].map((dt) => dt.textContent);
    const values = [...panel.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(terms).to.deep.equal(['Kode', 'Navn', 'Status', 'Type', 'RCID', 'Melding']);
    expect(values[0]).to.equal('E403');
    expect(values[1]).to.equal('DNUMMER_KUNDE');
    expect(values[2]).to.equal('403');
    expect(values[3]).to.equal('BUSINESS');
    expect(values[4]).to.contain('rcid-7f3a-42');
    expect(values[5]).to.equal('Kunden har D-nummer');
    await until(() => getComputedStyle(panel).visibility === 'visible');
    await expectAccessible(el, 'details expanded');

    const copy = getByShadowRole(el, 'button', { name: 'Kopier RCID' });
    const status = getByShadowRole(el, 'status');
    expect(status.textContent).to.equal('');
    await sendKeys({ press: 'Tab' });
    expect(focused(el)).to.equal(copy);
    await sendKeys({ press: 'Enter' });
    await until(() => status.textContent === 'Kopiert');
    expect(copied).to.deep.equal(['rcid-7f3a-42']);
    await expectAccessible(el, 'copied');

    toggle.click();
    await until(() => toggle.getAttribute('aria-expanded') === 'false' && toggle.textContent === 'Vis mer');
  });

  it('says so when copying fails', async () => {
    stubClipboard(() => Promise.reject(new Error('denied')));
    const el = await mount(() => <ErrorScreen error={serviceError('X')} />);
    (await findByShadowRole(el, 'button', { name: 'Vis mer' })).click();
    const copy = await findByShadowRole(el, 'button', { name: 'Kopier RCID' });
    copy.click();
    await until(
      () => getByShadowRole(el, 'status').textContent === 'Kunne ikke kopiere. Merk teksten og kopier den selv.',
    );
  });

  it('shows the generic screen, three paragraphs, for an unknown error; no panel without details', async () => {
    const el = await mount(() => <ErrorScreen />);
    const screen = await findByShadowRole(el, 'region', { name: 'Noe gikk galt!' });
    expect(screen.querySelectorAll('p')).to.have.length(3);
    expect(queryByShadowRole(el, 'button', { name: 'Vis mer' })).to.equal(null);
    await expectAccessible(el);
  });

  it('offers a reload on the service screen', async () => {
    let reloads = 0;
    const el = await mount(() => (
      <ErrorScreen
        error={new ServiceError({ kind: 'network', status: 0, name: 'NETWORK', message: '' })}
        onReload={() => (reloads += 1)}
      />
    ));
    await findByShadowRole(el, 'region', { name: 'Vi får ikke kontakt med tjenesten' });
    const reload = getByShadowRole(el, 'button', { name: 'Last inn siden på nytt' });
    reload.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => reloads === 1);
    await expectAccessible(el, 'service screen');
  });

  it('renders a screen chosen by the flow, with its info box, and focuses its heading when asked', async () => {
    const el = await mount(() => <ErrorScreen screen="pageNotFound" headingLevel={1} focusOnMount />);
    const heading = await findByShadowRole(el, 'heading', { level: 1, name: 'Vi finner ikke siden' });
    await until(() => focused(el) === heading);
    expect(defined(defined(el.shadowRoot).querySelector('.ui-infobox')).textContent).to.contain(
      'ta kontakt med banken',
    );
    await expectAccessible(el, 'page not found');
  });

  it('renders every screen accessibly', async () => {
    const ids = Object.keys(ERROR_SCREENS) as ErrorScreenId[];
    const el = await mount(() => (
      <div>
        {ids.map((id) => (
          <ErrorScreen key={id} screen={id} actions={null} />
        ))}
      </div>
    ));
    expect(defined(el.shadowRoot).querySelectorAll('.ui-error-screen')).to.have.length(ids.length);
    await expectAccessible(el, 'all screens');
  });

  it('takes its texts from the catalogue, overridable by the page JSON', async () => {
    const el = await mount(() => <ErrorScreen error={{ name: 'MINDREAARIG_KUNDE', correlationId: 'abc' }} />, {
      'errors.minor.title': 'Du er for ung',
      'errors.details.show': 'Vis teknisk informasjon',
    });
    await findByShadowRole(el, 'region', { name: 'Du er for ung' });
    expect(defined(el.shadowRoot).textContent).to.contain('Du kan dessverre ikke søke om lån når du er under 18 år.');
    expect(getByShadowRole(el, 'button', { name: 'Vis teknisk informasjon' })).to.not.equal(null);
  });
});
