import { escapeHtml as escapeXml } from '../simulators/html.js';

/*
 * GET application.wadl and application.wadl/{grammar} (spec 2 §7): the service description a JAX-RS
 * service publishes, here written out from the sandbox's own list of resources. The grammar the WADL
 * includes (xsd0.xsd) is an XML Schema of the error object.
 */

/** The WADL media type (Jersey's). */
export const WADL_MEDIA_TYPE = 'application/vnd.sun.wadl+xml';

/** The one grammar the WADL includes. */
export const WADL_GRAMMAR = 'xsd0.xsd';

interface Resource {
  method: 'GET' | 'POST';
  path: string;
  /** Query parameters (name → required). */
  query?: Record<string, boolean>;
  /** Whether the request has a JSON body. */
  body?: boolean;
  /** The response's media type; null: 204 without a body. */
  response: 'application/json' | 'application/xml' | typeof WADL_MEDIA_TYPE | null;
  /** Whether the call needs X-KYC-Token (all but token-for-process). */
  token?: boolean;
  /** Whether the call needs the sandbox session cookie and the CSRF header instead. */
  session?: boolean;
}

/** Every resource of the KYC service: spec 2 §7's table in its order, then the consent call of its "Also". */
export const KYC_RESOURCES: readonly Resource[] = [
  { method: 'GET', path: 'application.wadl', response: WADL_MEDIA_TYPE },
  { method: 'GET', path: 'application.wadl/{grammar}', response: 'application/xml' },
  { method: 'POST', path: 'kyc/complete-declaration', body: true, response: 'application/json' },
  { method: 'POST', path: 'kyc/v2/complete-declaration', body: true, response: 'application/json' },
  { method: 'POST', path: 'kyc/confirmCaseSummary/{id}', body: true, response: null },
  { method: 'POST', path: 'kyc/confirmCorporateInformation', body: true, response: null },
  { method: 'POST', path: 'kyc/confirmCountries', body: true, response: 'application/json' },
  { method: 'GET', path: 'kyc/countries', response: 'application/json' },
  { method: 'GET', path: 'kyc/customer/type', response: 'application/json' },
  { method: 'GET', path: 'kyc/keepAlive', response: null },
  { method: 'POST', path: 'kyc/log', body: true, response: null },
  { method: 'GET', path: 'kyc/pepRoleCountries', response: 'application/json' },
  { method: 'GET', path: 'kyc/pepRoleTypes', response: 'application/json' },
  { method: 'GET', path: 'kyc/rcaRoleTypes', response: 'application/json' },
  { method: 'GET', path: 'kyc/taxRelationCountries', response: 'application/json' },
  { method: 'GET', path: 'kyc/postal-codes', response: 'application/json' },
  {
    method: 'GET',
    path: 'kyc/postal-codes/verify',
    query: { code: false, country: true },
    response: 'application/json',
  },
  { method: 'POST', path: 'kyc/submitCheckboxSourceOfIncomeSection', body: true, response: null },
  { method: 'POST', path: 'kyc/submitCorporateInstitutionTypeSection', body: true, response: null },
  { method: 'POST', path: 'kyc/submitDynamicSection', body: true, response: null },
  { method: 'POST', path: 'kyc/submitPepRca', body: true, response: null },
  { method: 'POST', path: 'kyc/submitSourceOfIncomeSection', body: true, response: null },
  { method: 'POST', path: 'kyc/submitTaxRelationSection', body: true, response: null },
  {
    method: 'POST',
    path: 'kyc/token-for-process',
    body: true,
    response: 'application/json',
    token: false,
    session: true,
  },
  { method: 'GET', path: 'kyc/v1/case-summary/{id}', response: 'application/json' },
  { method: 'GET', path: 'kyc/v1/process-summary', response: 'application/json' },
  { method: 'POST', path: 'kyc/v3/corporate-actors', body: true, response: null },
  { method: 'GET', path: 'kyc/v7/form', query: { kycContext: true }, response: 'application/json' },
  { method: 'GET', path: 'kyc/v8/form', query: { kycContext: true }, response: 'application/json' },
  { method: 'GET', path: 'kyc/webBankTask', response: 'application/json' },
  { method: 'GET', path: 'signing/start', query: { returnUrl: false }, response: 'application/json' },
  { method: 'POST', path: 'kyc/consent/get-or-create', body: true, response: 'application/json' },
];

const methodId = (resource: Resource) =>
  `${resource.method.toLowerCase()}_${resource.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`;

function methodXml(resource: Resource): string {
  const params: string[] = [];
  if (resource.token !== false)
    params.push('<param name="X-KYC-Token" style="header" type="xs:string" required="true"/>');
  if (resource.session) {
    params.push('<param name="X-CSRF-Token" style="header" type="xs:string" required="true"/>');
  }
  for (const [name, required] of Object.entries(resource.query ?? {})) {
    params.push(`<param name="${escapeXml(name)}" style="query" type="xs:string" required="${required}"/>`);
  }
  const request = [...params, ...(resource.body ? ['<representation mediaType="application/json"/>'] : [])];
  const response = resource.response
    ? `<response status="200"><representation mediaType="${resource.response}"/></response>`
    : '<response status="204"/>';
  return (
    `      <method name="${resource.method}" id="${methodId(resource)}">\n` +
    (request.length
      ? `        <request>\n${request.map((line) => `          ${line}\n`).join('')}        </request>\n`
      : '') +
    `        ${response}\n` +
    '        <response status="400 401 403 404 409"><representation mediaType="application/json"/></response>\n' +
    '      </method>\n'
  );
}

/** The WADL document, with `base` the service's absolute base address (ending in "/"). */
export function wadl(base: string): string {
  const resources = KYC_RESOURCES.map((resource) => {
    const templates = [...resource.path.matchAll(/\{(\w+)\}/g)].map(
      ([, name]) => `      <param name="${name}" style="template" type="xs:string" required="true"/>\n`,
    );
    return `    <resource path="${escapeXml(resource.path)}">\n${templates.join('')}${methodXml(resource)}    </resource>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<application xmlns="http://wadl.dev.java.net/2009/02" xmlns:xs="http://www.w3.org/2001/XMLSchema">\n' +
    '  <doc xml:lang="nb" title="Kundeerklæring (KYC), sandkasse"/>\n' +
    `  <grammars>\n    <include href="application.wadl/${WADL_GRAMMAR}"/>\n  </grammars>\n` +
    `  <resources base="${escapeXml(base)}">\n${resources.join('')}  </resources>\n` +
    '</application>\n'
  );
}

/** The grammar the WADL includes: an XML Schema of the service's error object (spec 2 §3). */
export function grammar(): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<xs:schema version="1.0" xmlns:xs="http://www.w3.org/2001/XMLSchema">\n' +
    '  <xs:element name="error" type="error"/>\n' +
    '  <xs:complexType name="error">\n' +
    '    <xs:sequence>\n' +
    '      <xs:element name="code" type="xs:int" minOccurs="0"/>\n' +
    '      <xs:element name="name" type="xs:string" minOccurs="0"/>\n' +
    '      <xs:element name="errorName" type="xs:string" minOccurs="0"/>\n' +
    '      <xs:element name="status" type="xs:int" minOccurs="0"/>\n' +
    '      <xs:element name="type" type="xs:string" minOccurs="0"/>\n' +
    '      <xs:element name="message" type="xs:string" minOccurs="0"/>\n' +
    '      <xs:element name="developerMessage" type="xs:string" minOccurs="0"/>\n' +
    '      <xs:element name="requestCorrelationId" type="xs:string" minOccurs="0"/>\n' +
    '    </xs:sequence>\n' +
    '  </xs:complexType>\n' +
    '</xs:schema>\n'
  );
}
