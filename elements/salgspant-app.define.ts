import { appSpec } from '../src/flows/app/app.element.js';
import { defineElement } from '../src/platform/define.js';
import { SalgspantAppElement } from './salgspant-app.js';

defineElement(appSpec.tag, SalgspantAppElement);

export { SalgspantAppElement };
