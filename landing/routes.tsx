/**
 * The public route table: each entry is prerendered to <path>/index.html with its own title, description and
 * share image, once per language (English at today's paths, Tamil under /ta/). Pages that only some visitors need
 * (forms, legal texts) are chunks loaded on demand, so the home page's JavaScript stays small; the prerender waits
 * for them, so their HTML is complete without JS.
 */
import { lazy, type ReactNode } from 'react';
import { Hero } from './sections/Hero.tsx';
import { Standards } from './sections/Standards.tsx';
import { Marketplace } from './sections/Marketplace.tsx';
import { Promises } from './sections/Promises.tsx';
import { Faqs } from './sections/Faqs.tsx';
import type { SectionLevel } from './sections/Heading.tsx';
import { HydrateLater } from './layout/HydrateLater.tsx';
import { PageMain } from './layout/PageMain.tsx';
import { VendorPage } from './vendor/VendorPage.tsx';
import { InvitationPage } from './vendor/InvitationPage.tsx';
import { INVITATION_PAGE } from '../src/domain/portalInvitationLinks.ts';
import { loadChunk } from './chunks/loadChunk.ts';
import type { ShareImage } from './content/shareImages.ts';
import { LEGAL_PATHS } from './legal/titles.ts';
import { ENQUIRY_RECEIVED_PATH } from '../src/domain/enquiryForm.ts';
import { GRIEVANCE_PAGE_PATH, GRIEVANCE_STATUS_PAGE_PATH } from '../src/domain/grievanceForm.ts';
import { PRIVACY_REQUEST_PAGE_PATH } from '../src/domain/privacyRequestForm.ts';
import { LANGUAGE_CODES, LANGUAGES, localizedPath, type LanguageCode } from './i18n/index.ts';
import { normalizePath } from './router/Router.tsx';

const EnquiryForm = lazy(() => loadChunk(() => import('./enquiry/EnquiryForm.tsx')));
const EnquiryReceived = lazy(() => loadChunk(() => import('./enquiry/EnquiryReceived.tsx')));
const LegalPage = lazy(() => loadChunk(() => import('./legal/LegalPage.tsx')));
const GrievanceForm = lazy(() => loadChunk(() => import('./grievance/GrievanceForm.tsx')));
const PrivacyRequestForm = lazy(() => loadChunk(() => import('./privacy/PrivacyRequestForm.tsx')));
const GrievanceStatusForm = lazy(() => loadChunk(() => import('./grievance/GrievanceStatusForm.tsx')));

export interface PageRoute {
  /** The public URL ("/Standard", "/ta/Standard"; the Tamil home is "/ta/"). */
  path: string;
  /** The same page in the default language: what ties a page's language versions together. */
  basePath: string;
  lang: LanguageCode;
  /** At most 60 characters (search results cut longer titles). */
  title: string;
  description: string;
  share: ShareImage;
  /** A result page: kept out of search engines and the sitemap. */
  noindex?: boolean;
  /** The site footer closes the page (it hydrates after the page's own content). */
  footer?: true;
  /** The page's content, inside its PageMain. */
  render(): ReactNode;
}

type RouteText = Omit<PageRoute, 'path' | 'lang'>;

/** A home-page section shown as a page of its own, where its heading is the page's h1. */
function sectionPage(
  basePath: string,
  text: Pick<PageRoute, 'title' | 'description'>,
  share: ShareImage,
  Content: (props: { level: SectionLevel }) => ReactNode,
): RouteText {
  return {
    basePath,
    ...text,
    share,
    render: () => (
      <PageMain layout="sections">
        <Content level={1} />
      </PageMain>
    ),
  };
}

function routesOf(lang: LanguageCode): PageRoute[] {
  const t = LANGUAGES[lang].catalogue;
  const pages: RouteText[] = [
    {
      basePath: '/',
      ...t.pages.home,
      share: 'home',
      footer: true,
      render: () => (
        <PageMain layout="sections">
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
        </PageMain>
      ),
    },
    {
      basePath: '/Herosection',
      ...t.pages.hero,
      share: 'home',
      render: () => (
        <PageMain layout="sections">
          <HydrateLater>
            <Hero />
          </HydrateLater>
        </PageMain>
      ),
    },
    sectionPage('/Standard', t.pages.standards, 'standards', Standards),
    sectionPage('/Product', t.pages.promises, 'promises', Promises),
    {
      basePath: '/Footer',
      title: t.pages.contact.title,
      description: t.pages.contact.description,
      share: 'contact',
      footer: true,
      render: () => (
        <PageMain layout="page">
          <h1>{t.pages.contact.heading}</h1>
          <p>{t.pages.contact.intro}</p>
          <div className="page__form">
            <EnquiryForm />
          </div>
          <Faqs />
        </PageMain>
      ),
    },
    {
      basePath: '/vendor',
      ...t.pages.vendor,
      share: 'vendor',
      render: () => <VendorPage />,
    },
    {
      basePath: INVITATION_PAGE,
      ...t.pages.invite,
      share: 'vendor',
      // A personal link: nothing for search engines.
      noindex: true,
      render: () => <InvitationPage />,
    },
    ...(['terms', 'privacy'] as const).map(
      (kind): RouteText => ({
        basePath: LEGAL_PATHS[kind],
        title: t.pages.legal.title(t.legal.titles[kind]),
        description: t.pages.legal.description(t.legal.titles[kind]),
        share: 'home',
        footer: true,
        render: () => <LegalPage kind={kind} />,
      }),
    ),
    {
      basePath: GRIEVANCE_PAGE_PATH,
      ...t.pages.grievance,
      share: 'contact',
      footer: true,
      render: () => (
        <PageMain layout="page">
          <h1>{t.grievance.heading}</h1>
          <div className="page__form">
            <GrievanceForm />
          </div>
          <p>
            <a href={localizedPath(lang, PRIVACY_REQUEST_PAGE_PATH)}>{t.privacyRequest.link}</a>
          </p>
        </PageMain>
      ),
    },
    {
      basePath: GRIEVANCE_STATUS_PAGE_PATH,
      ...t.pages.grievanceStatus,
      share: 'contact',
      footer: true,
      render: () => (
        <PageMain layout="page">
          <h1>{t.grievance.statusHeading}</h1>
          <div className="page__form">
            <GrievanceStatusForm />
          </div>
        </PageMain>
      ),
    },
    {
      basePath: PRIVACY_REQUEST_PAGE_PATH,
      ...t.pages.privacyRequest,
      share: 'contact',
      footer: true,
      render: () => (
        <PageMain layout="page">
          <h1 id="privacy-request-title">{t.privacyRequest.heading}</h1>
          <div className="page__form">
            <PrivacyRequestForm />
          </div>
        </PageMain>
      ),
    },
    {
      basePath: ENQUIRY_RECEIVED_PATH,
      title: t.pages.received.title,
      description: t.pages.received.description,
      share: 'contact',
      noindex: true,
      render: () => <EnquiryReceived />,
    },
  ];
  return pages.map((page) => ({ ...page, lang, path: localizedPath(lang, page.basePath) }));
}

export const ROUTES: PageRoute[] = LANGUAGE_CODES.flatMap(routesOf);

/** The route of a (normalized) router path: "/ta" finds the Tamil home "/ta/". */
export const findRoute = (path: string): PageRoute | undefined => ROUTES.find((route) => normalizePath(route.path) === path);

/** The same page in another language (for the language switch and hreflang). */
export const routeIn = (lang: LanguageCode, basePath: string): PageRoute | undefined =>
  ROUTES.find((route) => route.lang === lang && route.basePath === basePath);
