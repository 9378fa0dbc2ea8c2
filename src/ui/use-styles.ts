import { useInsertionEffect } from 'react';
import { useElement } from '../platform/element.js';
import { adoptComponentStyles } from '../platform/styles.js';

/**
 * Adopts a component's stylesheets into the shadow root of the element that renders it, once per
 * element, before the browser paints the component (an insertion effect). Every UI-kit component
 * calls it with its own sheets from `./styles.ts`, so an element downloads only the CSS of the
 * components it renders (a part loaded on demand brings its own).
 */
export function useStyles(...cssTexts: string[]): void {
  const { host } = useElement();
  const key = cssTexts.join('\u0000');
  useInsertionEffect(() => {
    if (host.shadowRoot) adoptComponentStyles(host.shadowRoot, key.split('\u0000'));
  }, [host, key]);
}
