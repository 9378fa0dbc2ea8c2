// The demo's declaration page: a visitor picks a private or corporate test customer, the sandbox issues a
// declaration token (POST /sandbox/api/kyc-token) and <kyc-declaration> opens with it. The token is
// kept by the element in session storage, so a reload or the return from the tax signing resumes the
// declaration without the picker. National ids go only in the token request's body.
const TOKEN_KEY = 'v1:kyc:token';
const CUSTOMERS = [
  ['14038512324', 'Kari Nordmann', 'alt går bra, fullføres med OK'],
  ['25017041293', 'Kjell Kontroll', 'fullføres, men må kontrolleres av en rådgiver'],
  ['30036617876', 'Ivar Intern', 'landene kan ikke bekreftes, fullføringen feiler (Prøv igjen)'],
  ['07078230120', 'Ulf Utland', 'bor i Sverige, har lagret skatteplikt, landene kan ikke verifiseres'],
  ['57029217892', 'Dag Dnummer', 'D-nummer, født i Polen'],
  ['12049141252', 'Fia Feilskjema', 'skjemaet kan ikke hentes første gang'],
  ['23088323807', 'Otto Utløpt', 'økten utløper etter 90 sekunder'],
  ['05017610556', 'Lise Lagringsfeil', 'den første lagringen feiler'],
  // Corporate customers: the representative's national id and the company's organisation number.
  [
    '14038512324',
    'Fjellbekk Bil AS (Kari)',
    'foretak: fire næringskoder, styre og to reelle rettighetshavere',
    '314826507',
  ],
  [
    '24127222335',
    'Nordvik Kapitalforvaltning AS (Arne)',
    'foretak: finansinstitusjon med GIIN, amerikansk eier',
    '316973418',
  ],
  [
    '24127222335',
    'Havbris Holding AS (Arne)',
    'foretak: svensk eier, banken avviser for høy samlet eierandel, ugyldig GIIN',
    '315590205',
  ],
  [
    '14038512324',
    'Solsikke Regnskap (Kari)',
    'enkeltpersonforetak uten styre, den første lagringen feiler',
    '317742118',
  ],
];

const picker = document.querySelector('[data-kyc-picker]');
const list = document.querySelector('[data-kyc-customers]');
const outlet = document.querySelector('[data-kyc-outlet]');
const error = document.querySelector('[data-kyc-error]');
const restart = document.querySelector('[data-kyc-restart]');

CUSTOMERS.forEach(([, name, what], index) => {
  const row = document.createElement('p');
  const label = document.createElement('label');
  const input = document.createElement('input');
  input.type = 'radio';
  input.name = 'customer';
  input.value = String(index);
  input.required = true;
  if (index === 0) input.checked = true;
  label.append(input, ` ${name} – ${what}`);
  row.append(label);
  list.append(row);
});

function open(token) {
  const element = document.createElement('kyc-declaration');
  element.setAttribute('config', 'kyc');
  element.setAttribute('kyc-context', 'NETTBANK');
  element.setAttribute('redirect-url', '/min-oversikt/kyc');
  if (token) element.setAttribute('token', token);
  outlet.replaceChildren(element);
  picker.hidden = true;
  restart.hidden = false;
}

picker.addEventListener('submit', async (event) => {
  event.preventDefault();
  error.textContent = '';
  const chosen = CUSTOMERS[Number(new FormData(picker).get('customer'))];
  const carLoan = new FormData(picker).get('carLoan') === 'on';
  const response = await fetch('/sandbox/api/kyc-token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(
      chosen[3]
        ? { ssn: chosen[0], customer: 'CORPORATE', organisationNumber: chosen[3] }
        : { ssn: chosen[0], customer: 'PRIVATE', ...(carLoan ? { processType: 'CAR_LOAN' } : {}) },
    ),
  });
  if (!response.ok) {
    error.textContent = 'Sandkassen ga ingen økt. Prøv igjen.';
    return;
  }
  const { token } = await response.json();
  open(token);
});

restart.querySelector('button').addEventListener('click', () => {
  sessionStorage.removeItem(TOKEN_KEY);
  outlet.replaceChildren();
  picker.hidden = false;
  restart.hidden = true;
});

// Back from the tax signing, or reloaded: the element resumes with the token it kept.
if (sessionStorage.getItem(TOKEN_KEY)) open(null);
