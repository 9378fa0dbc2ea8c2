// The plain HTML host: routes the chooser's navigation within the page instead of loading the
// calculator page. The event's detail is typed in GlobalEventHandlersEventMap for TypeScript hosts.
const calculator = document.querySelector('salgspant-calculator');
const status = document.querySelector('[data-testid="routed"]');

document.addEventListener('salgspant-navigate', (event) => {
  const product = /^\/calculator\/([a-z-]+)$/.exec(event.detail.route ?? '')?.[1];
  if (!product || !calculator) return;
  event.preventDefault();
  calculator.setAttribute('product', product);
  status.textContent = `The page routed to ${event.detail.href} without loading a page.`;
});
