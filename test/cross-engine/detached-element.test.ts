// An element the host has taken off the page (an SPA's route change) never navigates the page (decision
// 0070): a late answer of a request it started, a 401 that would send it to the BankID login, reaches no
// listener of the host's, so the page itself would go. Seen in whole-list runs of Firefox and WebKit: the
// test page of application-session.test.ts went to /sandbox/login after a removed <salgspant-application>.
import { expect } from '@esm-bundle/chai';
import { navigate, type SalgspantNavigateDetail } from '../../src/platform/events.js';

const LOGIN: SalgspantNavigateDetail = { href: '/sandbox/login?returnTo=%2F', path: '/sandbox/login', route: null };

describe('navigation from an element taken off the page', () => {
  it('neither asks nor goes', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('span'));
    const asked: string[] = [];
    const assigned: string[] = [];
    const onNavigate = (event: Event) => asked.push(event.type);
    host.addEventListener('salgspant-navigate', onNavigate);
    const location = { assign: (href: string | URL) => void assigned.push(String(href)) };
    try {
      host.remove();
      expect(navigate(inner, LOGIN, location)).to.equal(false);
      expect(navigate(host, LOGIN, location)).to.equal(false);
      expect(asked).to.deep.equal([]);
      expect(assigned).to.deep.equal([]);
      // Back on the page, it navigates as before.
      document.body.append(host);
      expect(navigate(inner, LOGIN, location)).to.equal(true);
      expect(assigned).to.deep.equal([LOGIN.href]);
    } finally {
      host.removeEventListener('salgspant-navigate', onNavigate);
      host.remove();
    }
  });
});
