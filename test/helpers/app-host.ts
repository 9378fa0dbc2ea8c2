// The native app simulator (/hosts/app) driven from a browser test: the page plays the bank's app
// around a web view (an iframe) and logs every message of both directions (decision 0027).
import { expect } from '@esm-bundle/chai';
import type { AxeResults } from 'axe-core';
import { defined } from './defined.js';
import { until } from './fixture.js';
import { axeIn, openPage } from './frames.js';

export type HostKind = 'ios' | 'android' | 'react-native';

export const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

let page: HTMLIFrameElement | undefined;
/** The simulator's document. */
export const doc = () => defined(defined(page, 'simulator').contentDocument, 'simulator document');
/** The web view (the iframe the simulator plays the app's web view with). */
export const webview = () => defined(doc().querySelector<HTMLIFrameElement>('[data-app-frame]'), 'web view');
/** The simulator's message log. */
export const logText = () => doc().querySelector('[data-app-log]')?.textContent ?? '';
/** One of the app's answer buttons, by its text. */
export const answerButton = (name: string) =>
  defined(
    [...doc().querySelectorAll<HTMLButtonElement>('[data-answer]')].find((b) => b.textContent.trim() === name),
    name,
  );

/** The messages of one direction in the log, parsed (a note such as «(wrong origin)» is kept). */
export function logged(direction: 'page → app' | 'app → page'): Array<Record<string, unknown> & { note?: string }> {
  return logText()
    .split('\n')
    .flatMap((line) => {
      const match = /(page → app|app → page)(?: \(([^)]*)\))?: (.*)$/.exec(line);
      if (match?.[1] !== direction) return [];
      try {
        const message = JSON.parse(match[3] ?? '') as Record<string, unknown>;
        return [match[2] ? { ...message, note: match[2] } : message];
      } catch {
        return [];
      }
    });
}

/**
 * The element inside the web view's shadow root whose text is `text` (the role queries of the testing
 * library do not reach into another frame's document, so the frame is searched by text).
 */
export async function inWebView(el: HTMLElement, selector: string, text: string): Promise<HTMLElement> {
  const find = () =>
    [...defined(el.shadowRoot, 'shadow root').querySelectorAll<HTMLElement>(selector)].find(
      (node) => squash(node.textContent) === text,
    );
  await until(() => find() !== undefined, `${selector} «${text}»`);
  return defined(find(), text);
}

/** The open step's heading (every step's title is in the accordion; the open one is the current step). */
export async function openStep(el: HTMLElement, text: string): Promise<HTMLElement> {
  const title = await inWebView(el, 'h3', text);
  await until(() => title.closest('li')?.getAttribute('aria-current') === 'step', `${text} open`);
  return title;
}

/** Axe (WCAG 2.1 A/AA) over the simulator page, the web view included. */
export async function axeClean(state: string): Promise<void> {
  const axe = await axeIn(defined(page, 'simulator'));
  const results: AxeResults = await axe.run(doc(), {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    resultTypes: ['violations'],
  });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' > ')).join(', ')}`),
    state,
  ).to.deep.equal([]);
}

/**
 * Opens the simulator, chooses the host (and for the completion the page and the case number), starts
 * the web view and returns the element in it once it is there.
 */
export async function startWebView(
  kind: HostKind,
  target: { page: 'application' } | { page: 'completion'; caseId: string } = { page: 'application' },
): Promise<HTMLElement> {
  page = await openPage('/hosts/app', 1280, 1100);
  defined(doc().querySelector<HTMLInputElement>(`input[name="host"][value="${kind}"]`), kind).click();
  defined(doc().querySelector<HTMLInputElement>(`input[name="page"][value="${target.page}"]`), target.page).click();
  if (target.page === 'completion') {
    defined(doc().querySelector<HTMLInputElement>('input[name="case"]'), 'case number').value = target.caseId;
  }
  const loaded = new Promise((resolve) => webview().addEventListener('load', resolve, { once: true }));
  defined(doc().querySelector<HTMLButtonElement>('[data-app-start] button[type="submit"]'), 'start').click();
  await loaded;
  const tag = target.page === 'completion' ? 'salgspant-completion' : 'salgspant-application';
  await until(() => webview().contentDocument?.querySelector(tag) != null, 'element');
  return defined(webview().contentDocument?.querySelector<HTMLElement>(tag), 'element');
}

/** Removes the simulator (and the web view's session storage). */
export function closeSimulator(): void {
  if (page) webview().contentWindow?.sessionStorage.clear();
  page?.remove();
  page = undefined;
}
