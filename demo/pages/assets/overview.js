// The demo's overview page (landing app type): "/" shows <salgspant-overview>; the route
// #/upgrade/{appId} shows <salgspant-upgrade> for that case, and #/upgrade-success/{appId} keeps the
// upgrade's own success view. A stand-in for <salgspant-app> until it exists: the same routes, on the
// hash, with back and forward working. Focus moves to the new view's heading on a route change.
const outlet = document.querySelector('[data-overview-outlet]');
const UPGRADE = /^#\/upgrade\/([A-Za-z0-9-]{1,64})\/?$/;
const SUCCESS = /^#\/upgrade-success\/([A-Za-z0-9-]{1,64})\/?$/;

function show(tag, attributes) {
  const current = outlet.firstElementChild;
  if (
    current &&
    current.localName === tag &&
    Object.entries(attributes).every(([k, v]) => current.getAttribute(k) === v)
  )
    return;
  const element = document.createElement(tag);
  element.setAttribute('config', 'salgspant');
  element.setAttribute('heading-level', '2');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  outlet.replaceChildren(element);
}

function route() {
  const upgrade = UPGRADE.exec(location.hash);
  const success = SUCCESS.exec(location.hash);
  if (upgrade) show('salgspant-upgrade', { 'app-id': upgrade[1] });
  else if (success && outlet.firstElementChild?.getAttribute('app-id') === success[1]) return;
  else show('salgspant-overview', {});
  document.title = upgrade ? 'Gjør om lånebevis til lån – Demobanken' : 'Søknadsoversikt – Demobanken';
}

// A hash route of this page is followed in place (the elements' default would do the same, through a
// full assignment); everything else (completion, login) goes on as the element asked.
document.addEventListener('salgspant-navigate', (event) => {
  const { path, route: inner } = event.detail;
  if (inner !== null && path === location.pathname) {
    event.preventDefault();
    if (location.hash !== `#${inner}`) location.hash = inner;
  }
});

window.addEventListener('hashchange', route);
route();
