import { useEffect, useMemo, useState } from 'react';

/** The elements and attributes server texts may use: text structure and links, nothing active. */
const CONFIG = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'span', 'div', 'small'],
  ALLOWED_ATTR: ['href', 'title', 'lang', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
};

type Sanitize = (html: string) => string;

let pending: Promise<Sanitize> | undefined;
let ready: Sanitize | undefined;

/**
 * Loads the sanitiser (DOMPurify, a chunk of its own so the first visit does not carry it) once; the
 * declaration starts this together with the form fetch, so it is there when the first text is.
 * Links get `target="_blank"` and `rel="noopener noreferrer"`.
 */
export function loadSanitizer(): Promise<Sanitize> {
  pending ??= import('dompurify').then(({ default: DOMPurify }) => {
    const purify = DOMPurify(window);
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else if (node.tagName === 'A') {
        node.removeAttribute('target');
      }
    });
    ready = (html) => purify.sanitize(html, CONFIG);
    return ready;
  });
  pending.catch(() => {
    pending = undefined; // the next render tries again
  });
  return pending;
}

/**
 * Sanitises HTML from the service (spec 2 §2 welcome and help texts, information sections): no
 * script, no style, no event handler and no `javascript:` (or any non-web) URL survive; links open
 * in a new tab with `rel="noopener noreferrer"`. Resolves once the sanitiser is loaded.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer())(html);
}

/** Server HTML, sanitised, in a `div`. Nothing is rendered until it is sanitised. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // Sanitised at render once the sanitiser is loaded; before that, the effect loads it and renders again.
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void sanitizeHtml(html).then(
      (value) => {
        if (live) setLoaded(value);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [html]);
  const clean = useMemo(() => (ready ? ready(html) : loaded), [html, loaded]);
  if (clean === null) return <div className={className} aria-busy="true" />;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
