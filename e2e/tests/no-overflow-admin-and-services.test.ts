import { describe, it } from 'node:test';
import { firstLink, sweepAs, useSweepServer, type Visit } from '../support/overflow-sweep.ts';

/* No page overflows sideways (support/overflow-sweep.ts): admin, consultant, provider and buyer pages. */

const ADMIN: Visit[] = [
  '/admin',
  '/admin/registrations',
  '/admin/trades',
  '/admin/requests',
  '/admin/consultants',
  '/admin/provider-claims',
  '/admin/unregistered-providers',
  '/admin/sales-requests',
  '/admin/invoices',
  '/admin/payments',
  '/admin/fintech-claims',
  '/admin/loan-applications',
  '/admin/contact-messages',
  '/admin/newsletter-subscribers',
  '/admin/coupons',
  '/admin/newsroom',
  '/admin/newsroom/new',
  '/admin/newsroom/events',
  '/admin/newsroom/events/new',
  '/admin/newsroom/podcasts',
  '/admin/newsroom/podcasts/new',
  '/admin/newsroom/reports',
  '/admin/newsroom/reports/new',
  '/admin/newsroom/report-requests',
  '/admin/newsroom/newsletter-issues',
  '/admin/newsroom/newsletter-issues/new',
];

const CONSULTANT: Visit[] = [
  '/dashboard/consultant/home',
  '/dashboard/consultant/profile',
  '/dashboard/consultant/other-requests',
  firstLink('/dashboard/consultant/other-requests', 'a[href^="/dashboard/consultant/other-requests/"]'),
];

const PROVIDER: Visit[] = [
  '/sp/sp-profile',
  '/sp/sp-view-profile',
  '/sp/quotations',
  '/sp/sp-subscription-step',
  '/sp/plan/feature-your-company',
];

const BUYER: Visit[] = [
  '/sp/post-requirement',
  '/sp/requests',
  '/sp/requests/other',
  '/sp/buyer-profile',
  '/sp/my-bids',
];

useSweepServer();

describe('no page overflows sideways at 360, 768 and 1920 px, in English and Arabic: admin, consultant, provider and buyer pages', () => {
  it('admin pages', () => sweepAs({ email: 'admin@demo.hissa.sa', landing: '/admin' }, ADMIN));
  it('consultant pages', () =>
    sweepAs({ email: 'financial.consultant@demo.hissa.sa', landing: '/dashboard/consultant/home' }, CONSULTANT));
  it('provider pages', () => sweepAs({ email: 'service.provider@demo.hissa.sa', landing: '/sp/sp-profile' }, PROVIDER));
  it('buyer pages', () => sweepAs({ email: 'buyer@demo.hissa.sa', landing: '/sp/public/top-recommendations' }, BUYER));
});
