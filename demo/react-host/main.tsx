// A React 19 single-page host: the chooser and the calculator as plain JSX elements, typed by the
// package's generated typings (salgspant-elements/react). The host routes by itself: it cancels
// `salgspant-navigate` and shows the chosen product in the calculator, without a page load.
// Built by the demo server with esbuild; type-checked by test/node/host-types.test.mjs.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { isProductSlug, type ProductSlug } from 'salgspant-elements';
import 'salgspant-elements/elements/salgspant-vehicle-chooser';
import 'salgspant-elements/elements/salgspant-calculator';
import type {} from 'salgspant-elements/react';

/** The product of a calculator route, e.g. `/calculator/mc` → `mc` (the `product` attribute is typed with the products' list). */
function productOf(route: string | null): ProductSlug | null {
  const slug = /^\/calculator\/([a-z-]+)$/.exec(route ?? '')?.[1] ?? '';
  return isProductSlug(slug) ? slug : null;
}

function App() {
  const [product, setProduct] = useState<ProductSlug>('car');
  const [routed, setRouted] = useState<string | null>(null);

  return (
    <>
      <section aria-labelledby="h-choose">
        <h2 id="h-choose">1. Choose a vehicle</h2>
        <div lang="nb">
          <salgspant-vehicle-chooser
            heading-level={3}
            onsalgspant-navigate={(event) => {
              const next = productOf(event.detail.route);
              if (!next) return;
              event.preventDefault();
              setProduct(next);
              setRouted(event.detail.href);
            }}
          />
        </div>
      </section>
      <section aria-labelledby="h-calculate">
        <h2 id="h-calculate">2. Calculate</h2>
        <p role="status" data-testid="routed">
          {routed ? `React routed to ${routed} without loading a page.` : 'Product: car (the default).'}
        </p>
        <div lang="nb">
          <salgspant-calculator product={product} bank-reg-nr="9999" heading-level={3} />
        </div>
      </section>
    </>
  );
}

const root = document.getElementById('react-root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
