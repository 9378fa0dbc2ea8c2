// The native app simulator (/hosts/app): this page plays the bank's app around a web view (the frame).
// The web view's injected script (app-webview.js) calls `inject` before the page's own scripts run; the
// interface installed there hands every message of the page to `receive`, and the buttons answer through
// the web view's `deliver`. The format is decision 0027's: requests `{ v: 1, type, id, url }`, answers
// `{ v: 1, type: 'signingResult' | 'consentResult', id, result }`.
const form = document.querySelector('[data-app-start]');
const status = document.querySelector('[data-app-status]');
const frame = document.querySelector('[data-app-frame]');
const log = document.querySelector('[data-app-log]');
const waiting = document.querySelector('[data-app-waiting]');
const buttons = [...document.querySelectorAll('[data-answer]')];

const HOST_NAMES = { ios: 'iOS', android: 'Android', 'react-native': 'React Native' };

/** The running web view's host kind and its way to answer. */
let host = 'ios';
let deliver = null;
/** The request of each answered kind that waits for the app (its id), and the signing request's address. */
const pending = { startSigning: null, startConsent: null };
let signingUrl = null;

function record(line) {
  const time = new Date().toLocaleTimeString('nb-NO');
  log.append(`${time} ${line}\n`);
  log.scrollTop = log.scrollHeight;
}

function refresh() {
  const signing = pending.startSigning !== null;
  const consent = pending.startConsent !== null;
  for (const button of buttons) {
    const kind = button.dataset.answer;
    button.disabled =
      kind === 'malformed'
        ? deliver === null
        : kind === 'foreign'
          ? !signing && !consent
          : kind === 'consent-ok' || kind === 'consent-error'
            ? !consent
            : !signing;
  }
  const names = [signing && 'startSigning', consent && 'startConsent'].filter(Boolean);
  waiting.textContent = names.length
    ? `Waiting for the app's answer: ${names.join(', ')}.`
    : 'No request from the page is waiting for an answer.';
}

/** A message from the page (a JSON string, as every host receives it). */
function receive(body) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  record(`page → app: ${text}`);
  let message;
  try {
    message = JSON.parse(text);
  } catch {
    return;
  }
  if (message?.v !== 1 || typeof message.id !== 'string') return;
  if (message.type === 'startSigning' || message.type === 'startConsent') pending[message.type] = message.id;
  if (message.type === 'startSigning') signingUrl = typeof message.url === 'string' ? message.url : null;
  if (message.type === 'openBrowser') record(`app: opens ${message.url} in the phone's browser`);
  refresh();
}

/** Answers the page the way the host does; `from` 'foreign-origin' makes it arrive from another origin. */
function send(data, note = '', from = 'app') {
  if (!deliver) return;
  deliver(data, host, from);
  record(`app → page${note}: ${data}`);
}

/** Posts into the web view from this page's window: the right origin, but another window than the app's. */
function sendFromOtherWindow(data) {
  const win = frame.contentWindow;
  if (!win) return;
  win.postMessage(data, win.location.origin);
  record(`app → page (other window): ${data}`);
}

window.salgspantAppSimulator = {
  /** Called by the web view's injected script at document start: installs the chosen host's interface. */
  inject(win, answer) {
    deliver = answer;
    pending.startSigning = null;
    pending.startConsent = null;
    signingUrl = null;
    const handler = { postMessage: (body) => receive(body) };
    if (host === 'ios') win.webkit = { messageHandlers: { salgspant: handler } };
    else if (host === 'android') win.SalgspantAndroid = handler;
    else win.ReactNativeWebView = handler;
    record(`app: web view loads ${win.location.pathname} with the ${HOST_NAMES[host]} interface`);
    refresh();
  },
};

/** The sandbox's signing page, answered as the customer would in the app's signing view. */
async function answerSigning(url, sign) {
  if (!url) return;
  // The app's signing view talks to the signing provider itself. The simulator's own origin
  // (demo/signing.ts) is another origin than this page's, so this stand-in for the app answers through
  // the same simulator as the sandbox also serves it on the bank's origin (same path).
  const target = new URL(url, location.href);
  await fetch(`${target.pathname}${target.search}`, {
    method: 'POST',
    body: new URLSearchParams({ action: sign ? 'sign' : 'cancel' }),
    redirect: 'manual',
  });
}

/** The tax portal, answered as the customer would in the app's browser. */
async function answerPortal(accept) {
  await fetch('/sandbox/tax-consent', {
    method: 'POST',
    body: new URLSearchParams({ answer: accept ? 'accept' : 'reject' }),
    redirect: 'manual',
  });
}

async function answer(kind) {
  if (kind === 'malformed') {
    const id = pending.startConsent ?? pending.startSigning ?? 'ukjent-id-0000';
    send('{ not json', ' (malformed)');
    send(JSON.stringify({ v: 2, type: 'consentResult', id, result: 'result/ok' }), ' (wrong version)');
    send(JSON.stringify({ v: 1, type: 'consentResult', id, result: 'https://evil.example/' }), ' (bad result)');
    send(
      JSON.stringify({ v: 1, type: 'signingResult', id: 'ffffffffffffffffffffffffffffffff', result: 'signed' }),
      ' (unknown id)',
    );
    return;
  }
  if (kind === 'foreign') {
    // The waiting request's own answer, well formed, but not from the app: the page must ignore both.
    const signing = pending.startSigning;
    const data = signing
      ? JSON.stringify({ v: 1, type: 'signingResult', id: signing, result: 'signed' })
      : JSON.stringify({ v: 1, type: 'consentResult', id: pending.startConsent, result: 'result/ok' });
    send(data, ' (wrong origin)', 'foreign-origin');
    sendFromOtherWindow(data);
    return;
  }
  if (kind === 'signed' || kind === 'cancelled') {
    const id = pending.startSigning;
    if (!id) return;
    const url = signingUrl;
    pending.startSigning = null;
    signingUrl = null;
    refresh();
    await answerSigning(url, kind === 'signed');
    send(JSON.stringify({ v: 1, type: 'signingResult', id, result: kind }));
  } else {
    const id = pending.startConsent;
    if (!id) return;
    pending.startConsent = null;
    refresh();
    const ok = kind === 'consent-ok';
    await answerPortal(ok);
    send(JSON.stringify({ v: 1, type: 'consentResult', id, result: ok ? 'result/ok' : 'result/error' }));
  }
  refresh();
}

for (const button of buttons) button.addEventListener('click', () => void answer(button.dataset.answer));

/** Stores a calculation as the calculator does (POST /cache) and returns its id. */
async function calculation() {
  const response = await fetch('/salgspant/api/cache', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-BankRegNr': '9999' },
    body: JSON.stringify({
      loanProduct: 'CAR',
      loanType: 'VEHICLE_LOAN',
      vehicleRegistrationNumber: 'BS30917',
      odometerValue: 42000,
      vehiclePrice: 250000,
      equity: 50000,
      loanAmount: 200000,
      requestedLoanPeriodInMonths: 60,
      monthlyCost: 4100,
    }),
  });
  if (response.status !== 201) throw new Error(String(response.status));
  return (await response.json()).cacheId;
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const fields = new FormData(form);
  host = fields.get('host') ?? 'ios';
  if (fields.get('page') === 'completion') {
    const caseId = String(fields.get('case') ?? '').trim();
    frame.src = `/hosts/app/completion?id=${encodeURIComponent(caseId)}`;
    status.textContent = `The web view runs the completion of case ${caseId} with the ${HOST_NAMES[host]} interface.`;
    return;
  }
  status.textContent = 'Starting the web view …';
  try {
    const cacheId = await calculation();
    frame.src = `/hosts/app/webview?cacheId=${encodeURIComponent(cacheId)}#/application/form`;
    status.textContent = `The web view runs with the ${HOST_NAMES[host]} interface.`;
  } catch {
    status.textContent = 'The sandbox did not store the calculation. Is the demo server running?';
  }
});

refresh();
