/**
 * The public route table: each entry is prerendered to <path>/index.html with its own title, description and
 * share image. Pages that only some visitors need (forms, legal texts) are chunks loaded on demand, so the
 * home page's JavaScript stays small; the prerender waits for them, so their HTML is complete without JS.
 */
import { lazy, type ReactNode } from 'react';
import { Hero } from './sections/Hero.tsx';
import { Standards } from './sections/Standards.tsx';
import { Marketplace } from './sections/Marketplace.tsx';
import { Promises } from './sections/Promises.tsx';
import { Footer as FooterSection } from './sections/Footer.tsx';
import { HydrateLater } from './layout/HydrateLater.tsx';
import { VendorPage } from './vendor/VendorPage.tsx';
import { loadChunk } from './chunks/loadChunk.ts';
import type { ShareImage } from './content/shareImages.ts';
import { LEGAL_PATHS, LEGAL_TITLES } from './legal/titles.ts';
import { ENQUIRY_RECEIVED_PATH } from '../src/domain/enquiryForm.ts';

/** The footer closes most pages: it hydrates after the page's own content. */
function Footer() {
  return (
    <HydrateLater>
      <FooterSection />
    </HydrateLater>
  );
}

const EnquiryForm = lazy(() => loadChunk(() => import('./enquiry/EnquiryForm.tsx')));
const EnquiryReceived = lazy(() => loadChunk(() => import('./enquiry/EnquiryReceived.tsx')));
const LegalPage = lazy(() => loadChunk(() => import('./legal/LegalPage.tsx')));

export interface PageRoute {
  path: string;
  /** At most 60 characters (search results cut longer titles). */
  title: string;
  description: string;
  share: ShareImage;
  /** A result page: kept out of search engines and the sitemap. */
  noindex?: boolean;
  render(): ReactNode;
}

const SITE = 'HoReCa Market Place';

export const ROUTES: PageRoute[] = [
  {
    path: '/',
    title: `${SITE} | B2B fresh produce in Tamil Nadu`,
    description:
      "Tamilnadu's emerging B2B marketplace for HoReCa businesses: fresh produce and groceries from local growers, delivered on time.",
    share: 'home',
    render: () => (
      <>
        <main id="main">
          <HydrateLater>
            <Hero />
          </HydrateLater>
          <HydrateLater>
            <Standards level={2} />
          </HydrateLater>
          <HydrateLater>
            <Marketplace level={2} />
          </HydrateLater>
          <HydrateLater>
            <Promises level={2} />
          </HydrateLater>
        </main>
        <Footer />
      </>
    ),
  },
  {
    path: '/Herosection',
    title: `Food and grocery for HoReCa | ${SITE}`,
    description: 'The B2B marketplace for Ho Re Ca businesses in Tamil Nadu: a new retail platform for food and grocery.',
    share: 'home',
    render: () => (
      <main id="main">
        <HydrateLater>
          <Hero />
        </HydrateLater>
      </main>
    ),
  },
  {
    path: '/Standard',
    title: `Our Standards | ${SITE}`,
    description: 'The fifteen core values behind how HoReCa Market Place sources, prices and delivers fresh produce.',
    share: 'standards',
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
    share: 'promises',
    render: () => (
      <main id="main">
        <Promises level={1} />
      </main>
    ),
  },
  {
    path: '/Footer',
    title: `Contact and call requests | ${SITE}`,
    description: 'Ask HoReCa Market Place to call you back about supplies for your hotel, restaurant or cafe, or reach our support team.',
    share: 'contact',
    render: () => (
      <>
        <main id="main" className="page">
          <h1>Contact</h1>
          <p>Questions about orders, deliveries or selling with us? Request a call below, or reach our support team using the details in the footer.</p>
          <div className="page__form">
            <EnquiryForm />
          </div>
        </main>
        <Footer />
      </>
    ),
  },
  {
    path: '/vendor',
    title: `Vendor portal | ${SITE}`,
    description: 'Apply to sell on HoReCa Market Place, or log in to see the status of your vendor application.',
    share: 'vendor',
    render: () => <VendorPage />,
  },
  ...(['terms', 'privacy'] as const).map(
    (kind): PageRoute => ({
      path: LEGAL_PATHS[kind],
      title: `${LEGAL_TITLES[kind]} | ${SITE}`,
      description: `The ${LEGAL_TITLES[kind]} of HoReCa Market Place for buyers, HoReCa businesses and vendors.`,
      share: 'home',
      render: () => (
        <>
          <LegalPage kind={kind} />
          <Footer />
        </>
      ),
    }),
  ),
  {
    path: ENQUIRY_RECEIVED_PATH,
    title: `Enquiry received | ${SITE}`,
    description: 'Thank you: HoReCa Market Place received your enquiry and will call you back.',
    share: 'contact',
    noindex: true,
    render: () => <EnquiryReceived />,
  },
];

export const findRoute = (path: string): PageRoute | undefined => ROUTES.find((route) => route.path === path);
