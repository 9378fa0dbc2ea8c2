import { chooserTexts } from '../en/chooser.js';
import { englishPack } from '../english.js';

/** The English texts of `<salgspant-vehicle-chooser>` (decision 0111). */
export default englishPack({ ...chooserTexts });
