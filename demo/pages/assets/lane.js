// The bank's calculator page routes its hash (spec 1 §2): "#/" and "#/calculator" show the vehicle
// chooser; "#/calculator/<product>" shows the calculator for that product. (The <salgspant-app>
// element will do this by itself; until then this is what a host page does.)
const chooser = document.querySelector('salgspant-vehicle-chooser');
const outlet = document.querySelector('[data-calculator-outlet]');
const lead = document.querySelector('[data-chooser-lead]');

function route() {
  const path = location.hash.replace(/^#/, '') || '/';
  const match = path.match(/^\/calculator\/([a-z-]+)\/?$/);
  const current = outlet.querySelector('salgspant-calculator');
  if (match) {
    if (current?.getAttribute('product') !== match[1]) {
      const calculator = document.createElement('salgspant-calculator');
      calculator.setAttribute('config', 'salgspant');
      calculator.setAttribute('app-type', 'calculator');
      calculator.setAttribute('product', match[1]);
      outlet.replaceChildren(calculator);
    }
    chooser.hidden = true;
    lead.hidden = true;
  } else {
    outlet.replaceChildren();
    chooser.hidden = false;
    lead.hidden = false;
  }
}

addEventListener('hashchange', () => {
  route();
  window.scrollTo({ top: 0 });
});
route();
