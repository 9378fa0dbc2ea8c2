import type { MouseEvent } from 'react';
import { isModifiedClick } from '../../platform/events.js';
import { useElement } from '../../platform/element.js';
import { Heading } from '../../platform/heading.js';
import { chooseCard, chooserCards, type ChooserCard } from './vehicle-chooser.model.js';

/** The vehicle type chooser (spec 1 §2): eight cards, each leading to its product's calculator. */
export function VehicleChooser() {
  const { host, config, attributes } = useElement();
  const cards = chooserCards(config);

  const onChoose = (event: MouseEvent<HTMLAnchorElement>, card: ChooserCard) => {
    if (isModifiedClick(event)) return;
    event.preventDefault();
    chooseCard(host, card, config.paths.calculator);
  };

  return (
    <ul className="cards" part="list" aria-label={config.t('chooser.label')}>
      {cards.map((card) => (
        <li key={card.id} className="card" part="card" data-product={card.slug}>
          <Heading level={attributes.headingLevel} className="title" part="card-title">
            {card.title}
          </Heading>
          <p className="description" part="card-description">
            {card.description}
          </p>
          <a
            className="action"
            part="card-action"
            href={card.href}
            data-tracking-name={card.trackingName}
            onClick={(event) => onChoose(event, card)}
          >
            {config.t('chooser.select')}
            <span className="visually-hidden"> {card.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
