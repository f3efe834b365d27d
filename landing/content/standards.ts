/** Our Standards: the fifteen core values the company text promises (the first version showed only ten). */
export const CORE_VALUES = [
  { title: 'Quality first', text: 'Every crate is graded before it leaves the farm gate.' },
  { title: 'Freshness', text: 'Harvest-to-kitchen times measured in hours, not days.' },
  { title: 'Integrity', text: 'We say what we deliver and deliver what we say.' },
  { title: 'Transparency', text: 'Clear prices, clear weights, clear origins on every invoice.' },
  { title: 'Fair pricing', text: 'Honest margins for growers and predictable costs for kitchens.' },
  { title: 'Customer focus', text: 'Hotels, restaurants and cafes shape what we stock and when.' },
  { title: 'Farmer partnership', text: 'Long-term buying commitments with Tamil Nadu growers.' },
  { title: 'Sustainability', text: 'Less packaging, fuller trucks and less food wasted.' },
  { title: 'Food safety', text: 'Hygienic handling and cold chain from sorting shed to your door.' },
  { title: 'Reliability', text: 'Orders arrive on the slot you booked, every service day.' },
  { title: 'Innovation', text: 'Simple digital ordering, live updates and smart forecasting.' },
  { title: 'Local sourcing', text: 'Produce from Dindigul, Palani, Coimbatore and Pollachi first.' },
  { title: 'Community', text: 'Growing small retailers and the towns they serve.' },
  { title: 'Accountability', text: 'If something is wrong we own it and make it right quickly.' },
  { title: 'Respect', text: 'For every farmer, driver, chef and shopkeeper in the chain.' },
] as const;

/** The four-section marketplace pitch of the home page. */
export const MARKETPLACE_SECTIONS = [
  {
    id: 'marketplace-platform',
    title: 'Marketplace Platform',
    text: 'One platform that connects small grocery retailers and supermarkets with brands and staples producers, so a corner store buys on the same terms as a chain.',
  },
  {
    id: 'quality-sourcing',
    title: 'Quality Sourcing',
    text: 'We buy directly from growers and trusted mandis, check every lot on arrival and reject what does not meet the grade.',
  },
  {
    id: 'wide-selection',
    title: 'Wide Selection',
    text: 'Vegetables, fruit, greens, staples, dairy and dry goods: everything a HoReCa kitchen or grocery shelf needs in one order.',
  },
  {
    id: 'supply-chain',
    title: 'Supply Chain and Logistics',
    text: 'Our own sorting hubs and partner transport run scheduled routes across the state, with cold storage where it matters.',
  },
] as const;
