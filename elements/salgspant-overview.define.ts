import { overviewSpec } from '../src/flows/overview/overview.element.js';
import { defineElement } from '../src/platform/define.js';
import { SalgspantOverviewElement } from './salgspant-overview.js';

defineElement(overviewSpec.tag, SalgspantOverviewElement);

export { SalgspantOverviewElement };
