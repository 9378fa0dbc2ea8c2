// Records every Content-Security-Policy violation of the page, for the strict-CSP proof page and its
// test. A classic script, loaded first, so it listens before any element runs.
window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.__cspViolations.push({
    directive: event.violatedDirective,
    blocked: event.blockedURI,
    sample: event.sample,
  });
  const counter = document.querySelector('[data-csp-count]');
  if (counter) counter.textContent = String(window.__cspViolations.length);
});
