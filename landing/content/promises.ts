/**
 * The six promise cards (SPEC section 3 "Promise card": id, name, description, image): ids and images here; the
 * name, description and Know More detail of each are in the language catalogues (landing/i18n/, `promises.cards`,
 * same order).
 */
import quality from '../images/promise-quality.svg';
import transparency from '../images/promise-transparency.svg';
import procurement from '../images/promise-procurement.svg';
import sustainability from '../images/promise-sustainability.svg';
import delivery from '../images/promise-delivery.svg';
import updates from '../images/promise-updates.svg';

export const PROMISE_IMAGES: readonly { id: number; image: string }[] = [
  { id: 1, image: quality },
  { id: 2, image: transparency },
  { id: 3, image: procurement },
  { id: 4, image: sustainability },
  { id: 5, image: delivery },
  { id: 6, image: updates },
];
