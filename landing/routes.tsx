/** The public route table: each entry is prerendered to <path>/index.html with its own title and description. */
import type { ReactNode } from 'react';
import { Hero } from './sections/Hero.tsx';
import { Standards } from './sections/Standards.tsx';
import { Marketplace } from './sections/Marketplace.tsx';
import { Promises } from './sections/Promises.tsx';
import { Footer } from './sections/Footer.tsx';
import { VendorPage } from './vendor/VendorPage.tsx';

export interface PageRoute {
  path: string;
  title: string;
  description: string;
  render(): ReactNode;
}

const SITE = 'HoReCa Market Place';

export const ROUTES: PageRoute[] = [
  {
    path: '/',
    title: `${SITE} | Tamil Nadu's B2B marketplace for hotels, restaurants and cafes`,
    description:
      "Tamilnadu's emerging B2B marketplace for HoReCa businesses: fresh produce and groceries from local growers, delivered on time.",
    render: () => (
      <>
        <main id="main">
          <Hero />
          <Standards level={2} />
          <Marketplace level={2} />
          <Promises level={2} />
        </main>
        <Footer />
      </>
    ),
  },
  {
    path: '/Herosection',
    title: `${SITE} | New Retail Platform for food and grocery`,
    description: 'The B2B marketplace for Ho Re Ca businesses in Tamil Nadu: a new retail platform for food and grocery.',
    render: () => (
      <main id="main">
        <Hero />
      </main>
    ),
  },
  {
    path: '/Standard',
    title: `Our Standards | ${SITE}`,
    description: 'The fifteen core values behind how HoReCa Market Place sources, prices and delivers fresh produce.',
    render: () => (
      <main id="main">
        <Standards level={1} />
      </main>
    ),
  },
  {
    path: '/Product',
    title: `Our Promises | ${SITE}`,
    description: 'Six promises to every kitchen: quality, transparency, simple procurement, sustainability, reliable delivery and live updates.',
    render: () => (
      <main id="main">
        <Promises level={1} />
      </main>
    ),
  },
  {
    path: '/Footer',
    title: `Contact | ${SITE}`,
    description: 'Contact HoReCa Market Place: support e-mail, phone and address, plus our terms and privacy policy.',
    render: () => (
      <>
        <main id="main" className="page">
          <h1>Contact</h1>
          <p>Questions about orders, deliveries or selling with us? Reach our support team using the details below.</p>
        </main>
        <Footer />
      </>
    ),
  },
  {
    path: '/vendor',
    title: `Vendor portal | ${SITE}`,
    description: 'Apply to sell on HoReCa Market Place, or log in to see the status of your vendor application.',
    render: () => <VendorPage />,
  },
];

export const findRoute = (path: string): PageRoute | undefined => ROUTES.find((route) => route.path === path);
