import { applicationSpec } from '../src/flows/application/application.element.js';
import { defineElement } from '../src/platform/define.js';
import { SalgspantApplicationElement } from './salgspant-application.js';

defineElement(applicationSpec.tag, SalgspantApplicationElement);

export { SalgspantApplicationElement };
