import type { ElementConfig } from '../../config/config.js';
import { hashRoute } from '../../config/paths.js';
import {
  calculatorRoute,
  CHOOSER_CARDS,
  slugOfCard,
  type ChooserCardId,
  type ProductSlug,
} from '../../domain/products.js';
import { trackingName } from '../../domain/tracking.js';
import { navigate, type Navigator } from '../../platform/events.js';

/** One card of the vehicle chooser, ready to render. */
export interface ChooserCard {
  id: ChooserCardId;
  slug: ProductSlug;
  title: string;
  description: string;
  /** The calculator route on the configured calculator page. */
  href: string;
  route: string;
  trackingName: string;
}

/** The eight cards, in order, with texts and links from the configuration. */
export function chooserCards(config: Pick<ElementConfig, 't' | 'paths'>): ChooserCard[] {
  return CHOOSER_CARDS.map((id) => {
    const slug = slugOfCard(id);
    const route = calculatorRoute(slug);
    const title = config.t(`chooser.card.${id}.title`);
    return {
      id,
      slug,
      title,
      description: config.t(`chooser.card.${id}.description`),
      href: hashRoute(config.paths.calculator, route),
      route,
      trackingName: trackingName(title),
    };
  });
}

/** Chooses a card: asks the host to go to that product's calculator (cancelable `salgspant-navigate`). */
export function chooseCard(
  host: EventTarget,
  card: ChooserCard,
  calculatorPath: string,
  location?: Navigator,
): boolean {
  return navigate(
    host,
    { href: card.href, path: calculatorPath, route: card.route, trackingName: card.trackingName },
    location,
  );
}
