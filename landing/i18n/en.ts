/**
 * The landing's English texts: the SPEC's exact wording where the SPEC gives it. Every language's catalogue has
 * this shape (types.ts), so a key missing in another language is a compile error.
 */
const SITE = 'HoReCa Market Place';

export const en = {
  site: {
    skipToContent: 'Skip to content',
    homeLabel: `${SITE} home`,
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    mainNav: 'Main',
    languageSwitch: 'Language',
    loading: 'Loading…',
  },
  nav: { home: 'Home', standards: 'Our Standards', promises: 'Our Promises', contact: 'Contact', vendor: 'Vendor portal' },
  pages: {
    home: {
      title: `${SITE} | B2B fresh produce in Tamil Nadu`,
      description:
        "Tamilnadu's emerging B2B marketplace for HoReCa businesses: fresh produce and groceries from local growers, delivered on time.",
    },
    hero: {
      title: `Food and grocery for HoReCa | ${SITE}`,
      description: 'The B2B marketplace for Ho Re Ca businesses in Tamil Nadu: a new retail platform for food and grocery.',
    },
    standards: {
      title: `Our Standards | ${SITE}`,
      description: 'The fifteen core values behind how HoReCa Market Place sources, prices and delivers fresh produce.',
    },
    promises: {
      title: `Our Promises | ${SITE}`,
      description: 'Six promises to every kitchen: quality, transparency, simple procurement, sustainability, reliable delivery and live updates.',
    },
    contact: {
      title: `Contact and call requests | ${SITE}`,
      description: 'Ask HoReCa Market Place to call you back about supplies for your hotel, restaurant or cafe, or reach our support team.',
      heading: 'Contact',
      intro: 'Questions about orders, deliveries or selling with us? Request a call below, or reach our support team using the details in the footer.',
    },
    vendor: {
      title: `Vendor portal | ${SITE}`,
      description: 'Apply to sell on HoReCa Market Place, or log in to see the status of your vendor application.',
    },
    legal: {
      title: (name: string) => `${name} | ${SITE}`,
      description: (name: string) => `The ${name} of HoReCa Market Place for buyers, HoReCa businesses and vendors.`,
    },
    received: {
      title: `Enquiry received | ${SITE}`,
      description: 'Thank you: HoReCa Market Place received your enquiry and will call you back.',
      back: 'Back to the home page',
    },
    notFound: {
      title: `Page not found | ${SITE}`,
      description: 'This page does not exist.',
      heading: 'Page not found',
      text: 'The page you asked for does not exist or has moved.',
      home: 'Go to the home page',
    },
    error: { heading: 'Unexpected Application Error!', fallback: 'Something went wrong while showing this page.', home: 'Go to the home page' },
  },
  hero: {
    headline: "Tamilnadu's Emerging B2B Market Place for Ho\u00a0Re\u00a0Ca Business",
    tagline: 'New Retail Platform for food and grocery',
    lead: 'Fresh produce and staples for hotels, restaurants, cafes and retailers, sourced from Tamil Nadu growers and delivered on time.',
    requestCall: 'Request a call',
    sellWithUs: 'Sell with us',
  },
  standards: {
    heading: 'Our Standards',
    intro: 'Fifteen core values guide how we source, price and deliver, and how we treat everyone in the chain.',
    values: [
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
    ],
  },
  marketplace: {
    heading: 'One marketplace for the whole supply chain',
    items: [
      {
        title: 'Marketplace Platform',
        text: 'One platform that connects small grocery retailers and supermarkets with brands and staples producers, so a corner store buys on the same terms as a chain.',
      },
      {
        title: 'Quality Sourcing',
        text: 'We buy directly from growers and trusted mandis, check every lot on arrival and reject what does not meet the grade.',
      },
      {
        title: 'Wide Selection',
        text: 'Vegetables, fruit, greens, staples, dairy and dry goods: everything a HoReCa kitchen or grocery shelf needs in one order.',
      },
      {
        title: 'Supply Chain and Logistics',
        text: 'Our own sorting hubs and partner transport run scheduled routes across the state, with cold storage where it matters.',
      },
    ],
  },
  promises: {
    heading: 'Our Promises',
    intro: 'What every hotel, restaurant, cafe and retailer can count on with every order.',
    knowMore: 'Know More',
    about: (name: string) => ` about ${name}`,
    cards: [
      {
        name: 'Unmatched Quality',
        description: 'Hand-graded produce that meets restaurant standards.',
        detail: 'Every lot is inspected at our hub. If anything falls short, tell us within 24 hours of delivery and we replace or refund it.',
      },
      {
        name: 'Transparency',
        description: 'Clear prices, weights and origins on every order.',
        detail: 'You see the day’s rate before you order and the invoice lists each item’s weight, grade and source district.',
      },
      {
        name: 'Simplified Procurement',
        description: 'One order, one invoice, one delivery for your kitchen.',
        detail: 'Save standing orders, reorder in two taps and let verified HoReCa accounts pay on Net 15 or Net 30 terms.',
      },
      {
        name: 'Sustainability',
        description: 'Less waste from farm to fork.',
        detail: 'Demand forecasting, reusable crates and fuller delivery routes cut food waste, packaging and fuel.',
      },
      {
        name: 'Reliable Delivery',
        description: 'On-time delivery slots you can plan your prep around.',
        detail: 'Choose an early-morning or midday slot; our routes across Dindigul, Palani, Coimbatore and Pollachi keep to it.',
      },
      {
        name: 'Real-Time Updates',
        description: 'Know where your order is at every step.',
        detail: 'Confirmation, packing, dispatch and arrival notifications reach you by app and SMS, with the driver’s contact.',
      },
    ],
    globe: 'Happiness. Prosperity. Delivered. All over the Country....',
  },
  footer: {
    aboutHeading: 'About Us',
    about: `${SITE} is a fresh-produce marketplace for retail customers and HoReCa businesses, with sellers and suppliers across Tamil Nadu. Shop from our consumer app; vendors manage their store in the vendor app.`,
    appSoon: 'App coming soon',
    getApp: `Get the ${SITE} app`,
    linksHeading: 'Quick Links',
    requestCall: 'Request a call',
    terms: "Our Term's",
    privacy: 'Our Privacy',
    contactHeading: 'Contact Us',
    addressLines: ['No. 14, Gandhi Market Road', 'Dindigul, Tamil Nadu 624001'],
    copyright: (year: number) => `© ${year} ${SITE}. All rights reserved.`,
  },
  legal: {
    titles: { terms: 'Terms and Conditions', privacy: 'Privacy Policy' },
    accept: 'Accept',
    decline: 'Decline',
    closeDialog: (title: string) => `Close ${title}`,
    dialogText: (title: string) => `${title} text`,
    questions: 'Questions:',
    terms: {
      intro: `These terms govern the use of the ${SITE} website and apps by retail customers, HoReCa businesses (hotels, restaurants and cafes) and sellers or suppliers. By creating an account or placing an order you accept them.`,
      sections: [
        {
          heading: '1. Eligibility and accounts',
          items: [
            'You must be at least 18 years old to use the marketplace.',
            'Every account needs a valid e-mail address and a valid 10-digit phone number.',
            'Business users must provide valid business registration documents.',
            'HoReCa users must also submit their food service licences before ordering on business terms.',
            'Sellers and suppliers are listed only after our team has verified their application.',
          ],
        },
        {
          heading: '2. Quality guarantee',
          items: [
            'We guarantee the quality of the produce we deliver for 24 hours after delivery. If an item does not meet the grade you ordered, report it within that time and we will replace it or refund it.',
          ],
        },
        {
          heading: '3. Returns',
          items: [
            'Quality issues can be returned within 6 hours of delivery. Please attach photographs of the affected items to your return request so we can resolve it quickly.',
          ],
        },
        { heading: '4. Refunds', items: ['Approved refunds are paid to the original payment method within 5-7 business days.'] },
        {
          heading: '5. Payment',
          items: [
            'We accept debit and credit cards, bank transfer and digital wallets.',
            'Verified HoReCa businesses may also pay by invoice.',
            'Credit terms for verified HoReCa businesses are Net 15 or Net 30 days, as agreed for the account.',
          ],
        },
        {
          heading: '6. Limitation of liability',
          items: ['To the extent the law allows, our liability for any claim about an order is limited to the value of that order.'],
        },
        { heading: '7. Changes and contact', items: ['We may update these terms and will give notice before changes take effect.'] },
      ],
    },
    privacy: {
      intro: `This policy explains what ${SITE} collects about retail customers, HoReCa businesses and sellers or suppliers, why, and for how long.`,
      sections: [
        {
          heading: '1. What we collect',
          items: [
            'Account details: name, e-mail address, phone number, city and delivery address.',
            'Business details: registration documents and, for HoReCa users, food service licences.',
            'Orders, deliveries, returns (including the photos you send) and payments.',
            'For vendors: store details, photos and stories you publish on the marketplace.',
          ],
        },
        {
          heading: '2. How we use it',
          items: [
            'To verify accounts, take and deliver orders, handle returns and refunds, offer credit terms to verified businesses, keep the marketplace safe and meet our legal obligations. We do not sell personal data.',
          ],
        },
        {
          heading: '3. Retention',
          items: ['We keep your data for the life of your account plus 2 years.', 'Accounts with no activity for 2 years are treated as inactive and closed.'],
        },
        { heading: '4. Your choices', items: ['You can ask to see, correct or delete your data, and close your account, at any time.'] },
        { heading: '5. Changes', items: ['We give 30 days’ notice before a change to this policy takes effect.'] },
        { heading: '6. Contact', items: [] },
      ],
      writeTo: 'Write to',
      orCall: 'or call',
    },
  },
  enquiry: {
    heading: 'Request a call',
    intro: 'Hotels, restaurants and cafes: tell us what you need and we will call you back with prices and delivery times.',
    fields: { name: 'Your name', business: 'Business name', phoneNumber: 'Phone number', city: 'City', needs: 'What do you need?' },
    send: 'Send enquiry',
    sending: 'Sending…',
    thanks: 'Thank you',
    received: 'We received your enquiry. Our team will call you back soon, usually within one working day.',
    notSent: 'The enquiry could not be sent.',
    correctBelow: 'Please correct the fields marked below.',
    summary: 'Please correct the following',
  },
  api: {
    unreachable: 'Cannot reach the server. Check your connection and try again.',
    tooMany: 'Too many attempts. Please wait a minute and try again.',
    failed: (status: number) => `Request failed (${status})`,
  },
  vendor: {
    heading: `Sell on ${SITE}`,
    intro: 'Vegetable stores, professionals, transport providers, hotels, restaurants and cafes: apply here, and log in to follow your application.',
    loadingForms: 'Loading the vendor forms…',
    needsJs: 'The vendor forms need JavaScript. Please enable it, or use the vendor app.',
    kinds: { vegetable: 'Vegetable store', professional: 'Professional', transport: 'Transport provider', hotel: 'Hotel, restaurant or cafe' },
    optional: ' (optional)',
    category: 'Category',
    selectCategory: 'Select a Category',
    select: (label: string) => `Select a ${label}`,
    apply: {
      heading: 'Apply to sell',
      chooseFirst: 'Choose your category to see the fields for your kind of business.',
      acceptBefore: 'I accept the ',
      termsLink: 'Terms and Conditions',
      send: 'Send application',
      sending: 'Sending…',
      sent: 'Application sent',
      notSent: 'The application could not be sent.',
      logInToFollow: 'Log in with your phone number and password to follow it.',
      received: 'If this phone number is new for this category, your application is received and waits for our approval.',
    },
    login: {
      heading: 'Vendor login',
      phoneNumber: 'Phone Number',
      password: 'Password',
      submit: 'Log in',
      busy: 'Logging in…',
      failed: 'Login failed.',
      invalid: 'Invalid credentials',
    },
    status: {
      welcome: (name: string) => `Welcome, ${name}`,
      category: 'Category',
      store: 'Store',
      phoneNumber: 'Phone Number',
      applicationStatus: 'Application status',
      states: {
        applied: 'Awaiting approval',
        changes_requested: 'Changes requested',
        approved: 'Approved',
        rejected: 'Not accepted',
        suspended: 'Suspended',
      },
      hints: {
        applied: 'Our team reviews new vendors within two working days. You can check back here any time.',
        changes_requested: 'Our team asked for changes: correct your application below and resubmit it.',
        approved: 'Your store is live on the marketplace. Manage it from the vendor app.',
        rejected: 'Your application was not accepted.',
        suspended: 'Your store is suspended for now.',
      },
      refreshFailed: 'Could not refresh your status.',
      logInAgain: 'Log in again to refresh this status.',
      logOut: 'Log out',
      reason: 'Reason from our team: ',
    },
    resubmit: {
      heading: 'Correct your details and resubmit',
      submit: 'Resubmit for review',
      sending: 'Sending…',
      failed: 'Could not resubmit your application.',
      noLongerOffered: (value: string) => `${value} (no longer offered)`,
    },
    photos: {
      heading: 'Photos',
      none: 'No photos yet.',
      poster: 'Poster',
      photo: (n: number) => `Photo ${n}`,
      add: 'Add photos',
      added: (n: number) => (n === 1 ? 'Photo added.' : `${n} photos added.`),
      posterChosen: (n: number) => `Photo ${n} is now your poster.`,
      failed: 'Something went wrong.',
      posterOf: (n: number) => `Poster: photo ${n}`,
      removed: (n: number) => `Photo ${n} removed.`,
      remove: (n: number) => `Remove photo ${n}`,
      saving: 'Saving…',
    },
  },
} as const;
