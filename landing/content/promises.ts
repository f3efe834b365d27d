/** The six promise cards (SPEC section 3 "Promise card": id, name, description, image) with their Know More detail. */
import quality from '../images/promise-quality.svg';
import transparency from '../images/promise-transparency.svg';
import procurement from '../images/promise-procurement.svg';
import sustainability from '../images/promise-sustainability.svg';
import delivery from '../images/promise-delivery.svg';
import updates from '../images/promise-updates.svg';

export interface PromiseCard {
  id: number;
  name: string;
  description: string;
  detail: string;
  image: string;
}

export const PROMISES: PromiseCard[] = [
  {
    id: 1,
    name: 'Unmatched Quality',
    description: 'Hand-graded produce that meets restaurant standards.',
    detail: 'Every lot is inspected at our hub. If anything falls short, tell us within 24 hours of delivery and we replace or refund it.',
    image: quality,
  },
  {
    id: 2,
    name: 'Transparency',
    description: 'Clear prices, weights and origins on every order.',
    detail: 'You see the day’s rate before you order and the invoice lists each item’s weight, grade and source district.',
    image: transparency,
  },
  {
    id: 3,
    name: 'Simplified Procurement',
    description: 'One order, one invoice, one delivery for your kitchen.',
    detail: 'Save standing orders, reorder in two taps and let verified HoReCa accounts pay on Net 15 or Net 30 terms.',
    image: procurement,
  },
  {
    id: 4,
    name: 'Sustainability',
    description: 'Less waste from farm to fork.',
    detail: 'Demand forecasting, reusable crates and fuller delivery routes cut food waste, packaging and fuel.',
    image: sustainability,
  },
  {
    id: 5,
    name: 'Reliable Delivery',
    description: 'On-time delivery slots you can plan your prep around.',
    detail: 'Choose an early-morning or midday slot; our routes across Dindigul, Palani, Coimbatore and Pollachi keep to it.',
    image: delivery,
  },
  {
    id: 6,
    name: 'Real-Time Updates',
    description: 'Know where your order is at every step.',
    detail: 'Confirmation, packing, dispatch and arrival notifications reach you by app and SMS, with the driver’s contact.',
    image: updates,
  },
];
