import { completionSpec } from '../src/flows/completion/completion.element.js';
import { defineElement } from '../src/platform/define.js';
import { SalgspantCompletionElement } from './salgspant-completion.js';

defineElement(completionSpec.tag, SalgspantCompletionElement);

export { SalgspantCompletionElement };
