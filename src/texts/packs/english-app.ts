import { en } from '../en.js';
import { englishPack } from '../english.js';

/** The English texts of `<salgspant-app>`: every area, as it renders every flow (decision 0111). */
export default englishPack(en);
